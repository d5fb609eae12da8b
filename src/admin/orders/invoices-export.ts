// The accountant's zip (decision 247: GET /v1/admin/invoices/export): every invoice and credit note
// issued over a range of days, with their index. The file needs the bearer token, which a plain
// link cannot carry, so it is fetched and then saved; a refusal (a range backwards, over a year, a
// day not of the calendar) comes back as the server's message.
import { adminLang } from '../lib/lang';
import { AdminApiError } from '../lib/api';
import { withSearch } from '../lib/nav';
import { currentSession } from '../lib/session';

export async function downloadInvoicesExport(from: string, to: string): Promise<void> {
  const session = currentSession();
  const response = await fetch(`/v1${withSearch('/admin/invoices/export', { from, to })}`, {
    headers: { Accept: 'application/zip', 'Accept-Language': adminLang(), ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
  });
  if (!response.ok) {
    const error = await response.json().catch(() => ({})) as { code?: string; message?: string };
    throw new AdminApiError(response.status, error.code ?? 'EXPORT_FAILED', error.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `fatture-${from}-${to}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
