// Two processes sweeping at once (docs/decisions/250-the-retention-sweep.md): two connection pools
// on one database, as two processes on one PostgreSQL (with TEST_DATABASE_URL; on PGlite one
// in-process database, whose transactions queue), sweep the same lapsed orders in small batches:
// each order (and each lapsed mail of no order) is deleted once, by one of them, with no error,
// and the audit's batches add up to what was deleted; the order not yet due stays.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderCheckout } from '../../contract/orders.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createScratchDatabase } from '../../server/db/scratch-database.js';
import { orderItems, orderMails, orders, shops, staffActions, users } from '../../server/db/schema.js';
import { SHOP } from '../../server/db/seed/data/shop.js';
import { openTestPglite } from '../../server/db/test-database.js';
import { sweepRetention } from '../../server/domain/orders/retention.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';

let one: Database;
let other: Database;
let drop = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'raggio_retention', inject('postgresTemplate') || undefined);
    drop = scratch.drop;
    one = await openDatabase({ url: scratch.url });
    other = await openDatabase({ url: scratch.url });
  } else {
    one = await openTestPglite();
    other = one;
  }
  await one.db.insert(shops).values(SHOP);
});
afterAll(async () => {
  await one?.close();
  if (other !== one) await other?.close();
  await drop();
});

const LAPSED = 120;

/** `count` placed orders of one customer, each with a line, placed `ago` (a PostgreSQL interval) before `now`. */
async function insertOrders(userId: number, count: number, ago: string, now: Date, from: number): Promise<string[]> {
  const placedAt = sql`${now.toISOString()}::timestamptz - ${ago}::interval`;
  const made = await one.db.insert(orders).values(Array.from({ length: count }, (_, i) => ({
    shopId: SHOP_ID, userId, number: `R2016-${String(from + i).padStart(6, '0')}`, status: 'shipped' as const,
    checkout: {} as OrderCheckout, paymentMethod: 'mark', cartId: crypto.randomUUID(), checkoutKey: `key-${from + i}`,
    stockHeld: false, placedAt, createdAt: placedAt, expiresAt: placedAt,
  }))).returning({ id: orders.id });
  await one.db.insert(orderItems).values(made.map(({ id }) => ({
    orderId: id, position: 0, articleId: 1, item: {} as never, quantity: 1, units: [],
  })));
  return made.map((o) => o.id);
}

describe('two retention sweeps at once', () => {
  it('delete each lapsed order once, with no error, and record every batch', async () => {
    const now = new Date();
    const [user] = await one.db.insert(users).values({
      shopId: SHOP_ID, email: 'gara@example.it', passwordHash: 'x', firstName: 'Ada', lastName: 'Gara', birthDate: '1990-01-01',
    }).returning({ id: users.id });
    await insertOrders(user!.id, LAPSED, '10 years 1 day', now, 1);
    const [due] = await insertOrders(user!.id, 1, '9 years', now, LAPSED + 1);
    await one.db.insert(orderMails).values(Array.from({ length: 30 }, () => ({
      orderId: null, kind: 'supportMessage', to: 'negozio@example.it', subject: 'Assistenza', text: '…', status: 'sent' as const,
      createdAt: sql`${now.toISOString()}::timestamptz - interval '31 days'`,
    })));

    const [a, b] = await Promise.all([
      sweepRetention(one.db, { now, batchSize: 7 }),
      sweepRetention(other.db, { now, batchSize: 7 }),
    ]);

    expect(a.orders.orders + b.orders.orders).toBe(LAPSED);
    expect(a.orders.lines + b.orders.lines).toBe(LAPSED);
    const left = await one.db.select({ id: orders.id }).from(orders);
    expect(left).toEqual([{ id: due }]);
    expect((a.mails.supportMessage ?? 0) + (b.mails.supportMessage ?? 0)).toBe(30);
    expect(await one.db.select().from(orderMails)).toEqual([]);
    const batches = await one.db.select({ subjectId: staffActions.subjectId, after: staffActions.after }).from(staffActions).where(eq(staffActions.subjectType, 'retention'));
    const recorded = (subject: string, key: string) => batches.filter((row) => row.subjectId === subject).reduce((sum, { after }) => sum + Number(after![key]), 0);
    expect(recorded('order', 'orders')).toBe(LAPSED);
    expect(recorded('mail', 'mails')).toBe(30);

    // Both again: nothing is due.
    const again = await Promise.all([sweepRetention(one.db, { now }), sweepRetention(other.db, { now })]);
    expect(again.map((s) => s.orders.orders)).toEqual([0, 0]);
  });
});
