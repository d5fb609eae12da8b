// Invoice numbers (docs/decisions/235-electronic-invoices.md): issuers racing in two connection
// pools on one database, as two processes on one PostgreSQL would (with TEST_DATABASE_URL; on
// PGlite one in-process database, whose transactions queue), each some of them rolling back, leave
// the committed numbers 1..n: none repeated, none missing. Each year counts from 1.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters } from '../../server/db/schema.js';
import { nextInvoiceNumber } from '../../server/domain/invoices/numbering.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { twoPools } from './two-pools.js';

const pools = twoPools('raggio_invoices');

class RolledBack extends Error {}
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5)));

/** Issue `count` numbers of `year` at once, alternating pools; every `rollEvery`-th (0: none) rolls back after taking one. */
async function race(year: number, count: number, rollEvery = 4): Promise<number[]> {
  const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? pools.one : pools.other).db.transaction(async (tx) => {
    await pause();
    const number = await nextInvoiceNumber(tx, SHOP_ID, year);
    await pause();
    if (rollEvery > 0 && i % rollEvery === rollEvery - 1) throw new RolledBack(`gave ${number} back`);
    return number;
  })));
  for (const o of outcomes) if (o.status === 'rejected' && !(o.reason instanceof RolledBack)) throw o.reason;
  return outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])).sort((a, b) => a - b);
}

describe('invoice numbers', () => {
  it('racing issuers, some rolling back, leave 1..n with no gap and no repeat', async () => {
    const numbers = await race(2031, 40);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const [counter] = await pools.one.db.select().from(invoiceCounters).where(and(eq(invoiceCounters.shopId, SHOP_ID), eq(invoiceCounters.year, 2031)));
    expect(counter!.last).toBe(30);
    expect(await race(2031, 4)).toEqual([31, 32, 33]);
  });

  it('a hundred shipments issuing at once across the two pools take 1..100', async () => {
    expect(await race(2033, 100, 0)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('each calendar year counts from 1', async () => {
    expect(await race(2032, 2)).toEqual([1, 2]);
  });
});
