// Orders asking for an electronic invoice, and the staff's reading of an order's invoices
// (docs/decisions/235-electronic-invoices.md), shared by the invoice suites.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminInvoiceListSchema, type AdminInvoice } from '../../contract/invoices.js';
import { orders } from '../../server/db/schema.js';
import { placeOrder, type PlaceOptions } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import type { ApiClient, TestApi } from './harness.js';

/** Makes the frozen billing address of a placed order ask for an invoice (to the SDI code, or to the PEC with '0000000'). */
export async function askInvoice(api: Pick<ApiClient, 'db'>, orderId: string, sdi = INVOICE.invoice.sdi) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
  const checkout = structuredClone(row!.checkout);
  checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE, invoice: { ...INVOICE.invoice, sdi } };
  await api.db.update(orders).set({ checkout }).where(eq(orders.id, orderId));
  return { ...row!, checkout };
}

/** A placed order whose frozen billing address asks for an invoice. */
export async function placeInvoiceOrder(api: TestApi, options: PlaceOptions = {}, sdi = INVOICE.invoice.sdi) {
  const placed = await placeOrder(api, { payment: 'mark', ...options });
  return { ...placed, row: await askInvoice(api, placed.orderId, sdi) };
}

/** The order's invoices and credit notes as the staff list them. */
export async function invoicesOk(api: Pick<ApiClient, 'fetch'>, token: string, orderId: string): Promise<AdminInvoice[]> {
  const res = await api.fetch(`/v1/admin/orders/${orderId}/invoices`, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminInvoiceListSchema.parse(body);
}
