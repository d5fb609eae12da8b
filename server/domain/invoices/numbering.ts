// Invoice numbers: progressive per calendar year, with no gap and no repeat
// (docs/decisions/235-electronic-invoices.md). The year's counter row is made if missing, then
// locked `for update` by the issuing transaction and bumped there: a second issuer, in this process
// or another on the same PostgreSQL, waits for the first to commit and reads its number; a rolled
// back issue gives its number back with the rest of its transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCounters } from '../../db/schema.js';
import { rows } from '../catalogue/rows.js';

/** The Italian calendar day of `at`, ISO (an invoice is dated and numbered in Italy's year). */
export function italianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The next number of `year` for `shopId`; holds the year's counter locked until `tx` ends. */
export async function nextInvoiceNumber(tx: Db, shopId: string, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ shopId, year, last: 0 }).onConflictDoNothing();
  const where = and(eq(invoiceCounters.shopId, shopId), eq(invoiceCounters.year, year));
  const [counter] = await tx.select({ last: invoiceCounters.last }).from(invoiceCounters).where(where).for('update');
  const number = counter!.last + 1;
  await tx.update(invoiceCounters).set({ last: number }).where(where);
  return number;
}

/** The next value of the files' sequence (unique; gaps do not matter in a file's name). */
export async function nextFileSequence(tx: Db): Promise<number> {
  const [next] = await rows<{ n: string | number }>(tx, sql`select nextval('invoice_files') as n`);
  return Number(next!.n);
}
