// The back office's view of invoices (docs/decisions/235-electronic-invoices.md): an order's
// invoices and credit notes, and one file as issued.
import { and, asc, eq } from 'drizzle-orm';
import type { AdminInvoice } from '../../../contract/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { placedOrderRow } from '../admin-orders/detail.js';
import { inFiveLangs } from '../i18n.js';
import { Refusal } from '../refusal.js';
import { SHOP_ID } from '../shop-id.js';

export class InvoiceRefusal extends Refusal {}

const INVOICE_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'invoices.read.invoiceNotFound', message: 'Fattura non trovata' });

type InvoiceRow = typeof invoices.$inferSelect;

const toAdminInvoice = (row: InvoiceRow): AdminInvoice => ({
  id: row.id, kind: row.kind, number: row.number, year: row.year, date: row.issuedOn, fileName: row.fileName,
  total: row.total, invoiceId: row.invoiceId, refundId: row.refundId,
});

/** A placed order's invoice and credit notes, oldest first; the order's 404 when there is no such order. */
export async function orderInvoices(db: Db, orderId: string): Promise<AdminInvoice[]> {
  await placedOrderRow(db, orderId);
  const rows = await db.select().from(invoices).where(and(eq(invoices.shopId, SHOP_ID), eq(invoices.orderId, orderId)))
    .orderBy(asc(invoices.year), asc(invoices.number));
  return rows.map(toAdminInvoice);
}

/** One invoice's file as issued: its name and XML; 404 when there is none with this id. */
export async function invoiceFile(db: Db, invoiceId: string): Promise<{ fileName: string; xml: string }> {
  const [row] = await db.select({ fileName: invoices.fileName, xml: invoices.xml }).from(invoices)
    .where(and(eq(invoices.shopId, SHOP_ID), eq(invoices.id, invoiceId)));
  if (!row) throw new InvoiceRefusal('missing', 'NOT_FOUND', INVOICE_NOT_FOUND);
  return row;
}
