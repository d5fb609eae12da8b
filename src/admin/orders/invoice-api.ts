// An order's electronic invoices (docs/decisions/235-electronic-invoices.md): the list, and one
// file downloaded as issued, named as the SdI expects.
import type { AdminInvoice } from '../../../contract/invoices';
import { adminCall, AdminApiError } from '../lib/api';
import { currentSession } from '../lib/session';

export const orderInvoices = (orderId: string, signal?: AbortSignal) =>
  adminCall<AdminInvoice[]>(`/admin/orders/${orderId}/invoices`, { signal });

/** The file needs the bearer token, which a plain link cannot carry: fetched, then saved. */
export async function downloadInvoice(invoice: AdminInvoice): Promise<void> {
  const session = currentSession();
  const response = await fetch(`/v1/admin/invoices/${invoice.id}/xml`, {
    headers: { Accept: 'application/xml', ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
  });
  if (!response.ok) throw new AdminApiError(response.status, 'DOWNLOAD_FAILED', `HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = invoice.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
