// GET admin/invoices/export: every invoice and credit note issued over a range of Italian days, as
// one zip for the shop's accountant (docs/decisions/247-invoice-copy-and-export.md): each XML file
// as issued, named as the SdI expects, and an index CSV whose cells a spreadsheet never runs
// (the catalogue file's writer, decision 219).
import { and, asc, between, eq } from 'drizzle-orm';
import { INVOICES_INDEX_COLUMNS, type AdminInvoicesExportQuery } from '../../../contract/invoices.js';
import type { Db } from '../../db/client.js';
import { invoices, orders } from '../../db/schema.js';
import { csvLine, csvNumber } from '../admin-catalogue/csv-parse.js';
import { eurosOf } from '../admin-catalogue/csv-values.js';
import { SHOP_ID } from '../shop-id.js';
import { readInvoice } from './document-read.js';
import { zipStore, type ZipEntry } from './zip.js';

/** The index's name inside the zip: never an SdI file's (those start with the country code). */
export const INDEX_FILE_NAME = 'indice-fatture.csv';

export async function exportInvoicesZip(db: Db, { from, to }: AdminInvoicesExportQuery, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const rows = await db.select({
    number: invoices.number, year: invoices.year, kind: invoices.kind, issuedOn: invoices.issuedOn, total: invoices.total,
    fileName: invoices.fileName, xml: invoices.xml, orderNumber: orders.number,
  }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.shopId, SHOP_ID), between(invoices.issuedOn, from, to)))
    .orderBy(asc(invoices.year), asc(invoices.number));
  const encoder = new TextEncoder();
  const index = [csvLine(INVOICES_INDEX_COLUMNS)];
  const files: ZipEntry[] = [];
  for (const row of rows) {
    // The buyer as the file names it: the index says what was issued.
    const { buyer } = readInvoice(row.xml);
    index.push(csvLine([
      csvNumber(String(row.number)), csvNumber(String(row.year)), row.kind, row.issuedOn, row.orderNumber,
      buyer.name, buyer.vatNumber ?? '', csvNumber(eurosOf(row.total)), row.fileName,
    ]));
    files.push({ name: row.fileName, data: encoder.encode(row.xml) });
  }
  return zipStore([...files, { name: INDEX_FILE_NAME, data: encoder.encode(index.join('')) }], now);
}
