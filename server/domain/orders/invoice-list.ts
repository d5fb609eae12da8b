// The invoices an order's answer lists (contract/orders.ts Order `invoices`; decision 247): each
// invoice and credit note issued for it, oldest first, so the customer can open their copies.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderInvoice } from '../../../contract/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

/** The invoices of each of `orderIds`; an order with none is absent. */
export async function invoicesOf(db: Db, orderIds: string[]): Promise<Map<string, OrderInvoice[]>> {
  const found = new Map<string, OrderInvoice[]>();
  if (orderIds.length === 0) return found;
  const rows = await db.select({
    orderId: invoices.orderId, id: invoices.id, kind: invoices.kind, number: invoices.number, year: invoices.year,
    issuedOn: invoices.issuedOn, total: invoices.total,
  }).from(invoices).where(and(eq(invoices.shopId, SHOP_ID), inArray(invoices.orderId, orderIds)))
    .orderBy(asc(invoices.year), asc(invoices.number));
  for (const { orderId, ...invoice } of rows) found.set(orderId, [...(found.get(orderId) ?? []), invoice]);
  return found;
}
