// GET admin/catalogue/csv: every article the file can change (simple articles, variants and
// bundles; a container's price and stock are its variants'), by code, in the columns and number
// format the import reads, so the file exported, edited and sent back changes only what was
// edited (docs/decisions/194-back-office-catalogue.md). Prices and counts are numbers this file
// writes itself; the code is text, and one a spreadsheet would run goes behind a quote that the
// import takes off again (decision 219).
import { sql } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS } from '../../../contract/admin-catalogue.js';
import type { Db } from '../../db/client.js';
import { rows } from '../catalogue/rows.js';
import { SHOP_ID } from '../shop-id.js';
import { csvLine, csvNumber } from './csv-parse.js';
import { eurosOf } from './csv-values.js';

/**
 * 'csv': the RFC 4180 file (commas, decimal dots). 'excel-it': the file a spreadsheet set to
 * Italian opens in columns: a byte-order mark, semicolons, decimal commas, VERO and FALSO
 * (decision 233); the import reads both.
 */
export type CatalogueCsvFormat = 'csv' | 'excel-it';

export async function exportCatalogueCsv(db: Db, format: CatalogueCsvFormat = 'csv'): Promise<string> {
  const separator = format === 'excel-it' ? ';' : ',';
  const [yes, no] = format === 'excel-it' ? ['VERO', 'FALSO'] : ['true', 'false'];
  const found = await rows<{ sku: string; price_gross: number; price_discounted: number | null; stock_on: boolean; stock_quantity: number; available: boolean }>(db, sql`
    select sku, price_gross, price_discounted, stock_on, stock_quantity, available from articles
    where shop_id = ${SHOP_ID} and grade <> 'container' order by sku`);
  const lines = [`${format === 'excel-it' ? '\ufeff' : ''}${csvLine(CATALOGUE_CSV_COLUMNS, separator)}`];
  for (const r of found) {
    lines.push(csvLine([
      r.sku, csvNumber(eurosOf(r.price_gross)), r.price_discounted === null ? '' : csvNumber(eurosOf(r.price_discounted)),
      r.stock_on ? csvNumber(String(r.stock_quantity)) : '', r.available ? yes : no,
    ], separator));
  }
  return lines.join('');
}
