// POST admin/catalogue/csv/apply: the file's changes in one transaction, written by one set-based
// UPDATE, with one staff record; any row's error refuses the whole file and changes nothing. The
// transaction first takes a lock on the articles table that lets shoppers read but makes every
// other writer (an order's stock move, a PATCH) wait the few seconds until it commits: so the
// values read as "before" are the ones replaced. One table lock instead of a row lock per named
// article: a file names most of the catalogue, and 20 000 row locks are 20 000 more writes. updated_at moves on the changed rows only, so the
// catalogue version moves once, at the commit (docs/decisions/044-catalogue-cache.md,
// 194-back-office-catalogue.md).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordStaffAction } from '../staff/audit.js';
import { planCatalogueCsv, type CsvPlan } from './csv-plan.js';
import { readCatalogueCsv } from './csv-read.js';

/** The file had errors: nothing was written. */
export class CatalogueCsvRejected extends Error {
  constructor(readonly plan: CsvPlan) {
    super(`the catalogue file has ${plan.errors.length} errors`);
    this.name = 'CatalogueCsvRejected';
  }
}

/** What the file would change, changing nothing. */
export const dryRunCatalogueCsv = (db: Db, text: string): Promise<CsvPlan> => planCatalogueCsv(db, readCatalogueCsv(text));

export async function applyCatalogueCsv(db: Db, staffId: number, text: string): Promise<CsvPlan> {
  const read = readCatalogueCsv(text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table articles in share row exclusive mode`);
    const plan = await planCatalogueCsv(tx, read);
    if (plan.errors.length > 0) throw new CatalogueCsvRejected(plan);
    if (plan.changes.length > 0) {
      const values = JSON.stringify(plan.changes.map((c) => ({
        id: c.id, price: c.after.price, discounted: c.after.discountedPrice, stock_on: c.after.stockTracked, stock: c.after.stock, on_sale: c.after.onSale,
      })));
      await tx.execute(sql`
        update articles a set price_gross = c.price, price_discounted = c.discounted, stock_on = c.stock_on,
          stock_quantity = c.stock, available = c.on_sale, updated_at = now()
        from jsonb_to_recordset(${values}::jsonb) as c(id int, price int, discounted int, stock_on boolean, stock int, on_sale boolean)
        where a.id = c.id`);
    }
    await recordStaffAction(tx, {
      staffId, action: 'catalogue.csv', subjectType: 'catalogue', subjectId: 'csv',
      after: {
        rows: plan.dataRows, changed: plan.changes.length, unchanged: plan.unchanged,
        sha256: createHash('sha256').update(text).digest('hex'),
        skus: plan.changes.slice(0, 100).map((c) => c.sku),
      },
    });
    return plan;
  });
}
