// Two processes sweeping at once (docs/decisions/250-the-retention-sweep.md): two connection pools
// on one database, as two processes on one PostgreSQL (with TEST_DATABASE_URL; on PGlite one
// in-process database, whose transactions queue), sweep the same lapsed orders in small batches:
// each order (and each lapsed mail of no order) is deleted once, by one of them, with no error,
// and the audit's batches add up to what was deleted; the order not yet due stays.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderCheckout } from '../../contract/orders.js';
import { orderItems, orderMails, orders, staffActions, users } from '../../server/db/schema.js';
import { sweepRetention } from '../../server/domain/orders/retention.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { twoPools } from './two-pools.js';

const pools = twoPools('raggio_retention');

const LAPSED = 120;

/** `count` placed orders of one customer, each with a line, placed `ago` (a PostgreSQL interval) before `now`. */
async function insertOrders(userId: number, count: number, ago: string, now: Date, from: number): Promise<string[]> {
  const placedAt = sql`${now.toISOString()}::timestamptz - ${ago}::interval`;
  const made = await pools.one.db.insert(orders).values(Array.from({ length: count }, (_, i) => ({
    shopId: SHOP_ID, userId, number: `R2016-${String(from + i).padStart(6, '0')}`, status: 'shipped' as const,
    checkout: {} as OrderCheckout, paymentMethod: 'mark', cartId: crypto.randomUUID(), checkoutKey: `key-${from + i}`,
    stockHeld: false, placedAt, createdAt: placedAt, expiresAt: placedAt,
  }))).returning({ id: orders.id });
  await pools.one.db.insert(orderItems).values(made.map(({ id }) => ({
    orderId: id, position: 0, articleId: 1, item: {} as never, quantity: 1, units: [],
  })));
  return made.map((o) => o.id);
}

describe('two retention sweeps at once', () => {
  it('delete each lapsed order once, with no error, and record every batch', async () => {
    const now = new Date();
    const [user] = await pools.one.db.insert(users).values({
      shopId: SHOP_ID, email: 'gara@example.it', passwordHash: 'x', firstName: 'Ada', lastName: 'Gara', birthDate: '1990-01-01',
    }).returning({ id: users.id });
    await insertOrders(user!.id, LAPSED, '10 years 1 day', now, 1);
    const [due] = await insertOrders(user!.id, 1, '9 years', now, LAPSED + 1);
    await pools.one.db.insert(orderMails).values(Array.from({ length: 30 }, () => ({
      orderId: null, kind: 'supportMessage', to: 'negozio@example.it', subject: 'Assistenza', text: '…', status: 'sent' as const,
      createdAt: sql`${now.toISOString()}::timestamptz - interval '31 days'`,
    })));

    const [a, b] = await Promise.all([
      sweepRetention(pools.one.db, { now, batchSize: 7 }),
      sweepRetention(pools.other.db, { now, batchSize: 7 }),
    ]);

    expect(a.orders.orders + b.orders.orders).toBe(LAPSED);
    expect(a.orders.lines + b.orders.lines).toBe(LAPSED);
    const left = await pools.one.db.select({ id: orders.id }).from(orders);
    expect(left).toEqual([{ id: due }]);
    expect((a.mails.supportMessage ?? 0) + (b.mails.supportMessage ?? 0)).toBe(30);
    expect(await pools.one.db.select().from(orderMails)).toEqual([]);
    const batches = await pools.one.db.select({ subjectId: staffActions.subjectId, after: staffActions.after }).from(staffActions).where(eq(staffActions.subjectType, 'retention'));
    const recorded = (subject: string, key: string) => batches.filter((row) => row.subjectId === subject).reduce((sum, { after }) => sum + Number(after![key]), 0);
    expect(recorded('order', 'orders')).toBe(LAPSED);
    expect(recorded('mail', 'mails')).toBe(30);

    // Both again: nothing is due.
    const again = await Promise.all([sweepRetention(pools.one.db, { now }), sweepRetention(pools.other.db, { now })]);
    expect(again.map((s) => s.orders.orders)).toEqual([0, 0]);
  });
});
