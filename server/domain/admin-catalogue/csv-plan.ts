// What a catalogue file would change: each row's article looked up by its code, its values now
// and after, and the errors only the database can tell (an unknown code, a container, a discount
// not below the price). Reads; changes nothing (docs/decisions/194-back-office-catalogue.md).
import { sql } from 'drizzle-orm';
import type { CatalogueCsvChange, CatalogueCsvValues } from '../../../contract/admin-catalogue.js';
import type { Db } from '../../db/client.js';
import { rows } from '../catalogue/rows.js';
import { SHOP_ID } from '../shop-id.js';
import type { CsvSeparator } from './csv-parse.js';
import type { CsvRead, CsvRowChange, CsvRowError } from './csv-read.js';

export interface CsvPlan {
  dataRows: number;
  /** As the file was read: its errors are worded for it (csv-texts.ts). */
  separator: CsvSeparator;
  changes: CatalogueCsvChange[];
  unchanged: number;
  errors: CsvRowError[];
}

interface Current { id: number; sku: string; grade: string; price_gross: number; price_discounted: number | null; stock_on: boolean; stock_quantity: number; available: boolean }

/** The articles of `skus`, one statement whatever their number. */
async function currentRows(db: Db, skus: string[]): Promise<Map<string, Current>> {
  if (skus.length === 0) return new Map();
  const found = await rows<Current>(db, sql`
    select id, sku, grade, price_gross, price_discounted, stock_on, stock_quantity, available from articles
    where shop_id = ${SHOP_ID} and sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
    order by id`);
  return new Map(found.map((r) => [r.sku, r]));
}

const valuesOf = (row: Current): CatalogueCsvValues => ({
  price: row.price_gross, discountedPrice: row.price_discounted, stockTracked: row.stock_on, stock: row.stock_quantity, onSale: row.available,
});

function after(before: CatalogueCsvValues, change: CsvRowChange): CatalogueCsvValues {
  return {
    price: change.price ?? before.price,
    discountedPrice: change.discountedPrice === undefined ? before.discountedPrice : change.discountedPrice,
    stockTracked: change.stock === undefined ? before.stockTracked : change.stock !== null,
    // An emptied stock stops counting; the count kept stays for when it is counted again.
    stock: change.stock ?? before.stock,
    onSale: change.onSale ?? before.onSale,
  };
}

const same = (a: CatalogueCsvValues, b: CatalogueCsvValues) =>
  a.price === b.price && a.discountedPrice === b.discountedPrice && a.stockTracked === b.stockTracked && a.stock === b.stock && a.onSale === b.onSale;

export async function planCatalogueCsv(db: Db, read: CsvRead): Promise<CsvPlan> {
  const current = await currentRows(db, read.rows.map((r) => r.sku));
  const errors = [...read.errors];
  const changes: CatalogueCsvChange[] = [];
  let unchanged = 0;
  for (const change of read.rows) {
    const row = current.get(change.sku);
    if (!row) { errors.push({ line: change.line, sku: change.sku, code: 'UNKNOWN_SKU' }); continue; }
    if (row.grade === 'container') { errors.push({ line: change.line, sku: change.sku, code: 'NOT_SELLABLE' }); continue; }
    const before = valuesOf(row);
    const next = after(before, change);
    if (next.discountedPrice !== null && next.discountedPrice >= next.price) {
      errors.push({ line: change.line, sku: change.sku, code: 'BAD_DISCOUNT' });
      continue;
    }
    if (same(before, next)) unchanged += 1;
    else changes.push({ line: change.line, sku: change.sku, id: row.id, before, after: next });
  }
  errors.sort((a, b) => a.line - b.line);
  return { dataRows: read.dataRows, separator: read.separator, changes, unchanged, errors };
}
