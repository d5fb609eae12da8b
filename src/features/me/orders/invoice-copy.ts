import type { OrderInvoice } from '../../../../contract/invoices';
import { http } from '../../../lib/http';

/**
 * A new tab for an invoice's copy, opened in the click itself (a popup blocker lets through only
 * what a click opens at once, before any await); null when the browser refused it.
 */
export const openBlankTab = (): Window | null => window.open('', '_blank');

/**
 * Shows the readable copy of one of the order's invoices (decision 247) in `tab`. The page needs
 * the bearer token, which a plain link cannot carry: it is fetched, then shown from a blob: URL
 * (in this tab when no new one could open).
 */
export async function showInvoiceCopy(orderId: string, invoice: Pick<OrderInvoice, 'id'>, tab: Window | null): Promise<void> {
  try {
    const html = await http.get<string>(`orders/${orderId}/invoices/${invoice.id}`, { headers: { accept: 'text/html' } });
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
