// The customer's readable copy of one of their order's invoices or credit notes (docs/decisions/
// 247-invoice-copy-and-export.md): made from the XML as issued, its labels in the order's language.
// Only the order's own customer reads it: another's order, or an invoice not of this order, is 404.
import { and, eq } from 'drizzle-orm';
import { langSchema } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { ownOrderRow } from '../orders/read.js';
import { SHOP_ID } from '../shop-id.js';
import { invoiceCopyHtml } from './copy-html.js';
import { COPY_NOT_FOUND } from './copy-texts.js';
import { readInvoice } from './document-read.js';
import { InvoiceRefusal } from './read.js';

export interface InvoiceCopy {
  html: string;
  /** A name for the page saved as a file: the document's number and year. */
  fileName: string;
}

export async function customerInvoiceCopy(db: Db, userId: number, orderId: string, invoiceId: string): Promise<InvoiceCopy> {
  const order = await ownOrderRow(db, userId, orderId);
  const [row] = await db.select({ kind: invoices.kind, number: invoices.number, year: invoices.year, xml: invoices.xml }).from(invoices)
    .where(and(eq(invoices.shopId, SHOP_ID), eq(invoices.orderId, order.id), eq(invoices.id, invoiceId)));
  if (!row) throw new InvoiceRefusal('missing', 'NOT_FOUND', COPY_NOT_FOUND);
  const lang = langSchema.catch('it').parse(order.lang);
  const prefix = row.kind === 'TD04' ? 'nota-di-credito' : 'fattura';
  return { html: invoiceCopyHtml(readInvoice(row.xml), lang), fileName: `${prefix}-${row.number}-${row.year}.html` };
}
