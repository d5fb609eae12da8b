// An order's electronic invoices (docs/decisions/235-electronic-invoices.md): the list, and one
// file downloaded as issued, named as the SdI expects.
import type { AdminInvoice } from '../../../contract/invoices';
import { adminCall } from '../lib/api';
import { downloadAdminFile } from '../lib/download';

export const orderInvoices = (orderId: string, signal?: AbortSignal) =>
  adminCall<AdminInvoice[]>(`/admin/orders/${orderId}/invoices`, { signal });

/** The file as issued (src/admin/lib/download.ts). */
export const downloadInvoice = (invoice: AdminInvoice): Promise<void> =>
  downloadAdminFile(`/admin/invoices/${invoice.id}/xml`, 'application/xml', invoice.fileName);

/**
 * POST admin/orders/{id}/invoice: the invoice of an order already shipped, issued by the staff
 * (docs/decisions/260-late-invoice-and-seller-check.md); one Idempotency-Key per confirmed click.
 */
export const issueOrderInvoice = (orderId: string, idempotencyKey: string) =>
  adminCall<unknown>(`/admin/orders/${orderId}/invoice`, { method: 'POST', idempotencyKey });
