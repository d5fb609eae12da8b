// The orders export (decision 240: GET /v1/admin/orders/export): the file needs the bearer token,
// which a plain link cannot carry, so it is fetched and then saved; a refusal (a range backwards, a
// day not of the calendar) comes back as the server's message.
import { adminLang } from '../lib/lang';
import { AdminApiError } from '../lib/api';
import { withSearch } from '../lib/nav';
import { currentSession } from '../lib/session';

export type OrdersExportFormat = 'csv' | 'excel-it';

export async function downloadOrdersExport(from: string, to: string, format: OrdersExportFormat): Promise<void> {
  const session = currentSession();
  const response = await fetch(`/v1${withSearch('/admin/orders/export', { from, to, format })}`, {
    headers: { Accept: 'text/csv', 'Accept-Language': adminLang(), ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
  });
  if (!response.ok) {
    const error = await response.json().catch(() => ({})) as { code?: string; message?: string };
    throw new AdminApiError(response.status, error.code ?? 'EXPORT_FAILED', error.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `raggio-ordini-${from}-${to}${format === 'excel-it' ? '-excel' : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
