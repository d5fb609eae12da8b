// The retention sweep (docs/decisions/250-the-retention-sweep.md): a placed order ten years and a
// day after its last entry is deleted with every row that hangs on it (lines, refunds, invoice and
// credit note files, withdrawal statement, mails, notes, the staff's audit rows), while one ten
// years less a day old is left as it was; a later refund moves the end; the year's invoice numbers
// are never given again; a second sweep does nothing; each batch is recorded as the system's,
// with no personal data; intents never placed go 30 days after their hold ended, mails of no order
// 30 days after they were sent (90 once failed). The clock is the
// sweep's `now`, the orders' ages are written in the database.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAuditPageSchema } from '../../contract/admin-audit.js';
import { orderSchema } from '../../contract/orders.js';
import type { Db } from '../../server/db/client.js';
import {
  invoiceCounters, invoices, orderItems, orderMails, orderNotes, orderRefunds, orderWithdrawals, orders, staffActions,
} from '../../server/db/schema.js';
import { nextInvoiceNumber } from '../../server/domain/invoices/numbering.js';
import { releaseIfLapsed } from '../../server/domain/orders/sweep.js';
import { sweepRetention } from '../../server/domain/orders/retention.js';
import { failAfterStep } from '../../server/domain/orders/step-runner.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder, staffPost, type PlaceOptions } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';

const METRICS_TOKEN = 'scraper-secret-retention-250';
const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000', METRICS_TOKEN } });

const SHIP = { carrier: 'brt', trackingNumber: 'BRT 250' };

afterEach(() => failAfterStep(undefined));

/** A placed order asking for an invoice, shipped, a unit withdrawn and refunded, noted by the staff. */
async function fullOrder(options: PlaceOptions = {}) {
  const placed = await placeOrder(api, { payment: 'mark', quantity: 3, price: 2000, ...options });
  const checkout = structuredClone(placed.row.checkout);
  checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE };
  await api.db.update(orders).set({ checkout }).where(eq(orders.id, placed.orderId));
  const staff = await staffSignIn(api);
  await actOk(api, staff.token, placed.orderId, 'ship', SHIP);
  const [line] = await api.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
  const withdrawn = await api.fetch(`/v1/orders/${placed.orderId}/withdrawals`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${placed.buyer.token}` },
    body: JSON.stringify({ name: 'Giulia Rossi', email: placed.buyer.email, lines: [{ itemId: line!.id, quantity: 1 }] }),
  });
  expect(withdrawn.status).toBe(200);
  orderSchema.parse(await withdrawn.json());
  await actOk(api, staff.token, placed.orderId, 'refund', { lines: [{ itemId: line!.item.id, quantity: 1 }], restock: false });
  expect((await staffPost(api, staff.token, `/v1/admin/orders/${placed.orderId}/notes`, { text: 'Cliente: Giulia Rossi, citofono 3' })).status).toBe(201);
  return placed;
}

/** Every row of the order and of what hangs on it, by table. */
async function rowsOf(db: Db, orderId: string) {
  return {
    orders: await db.select().from(orders).where(eq(orders.id, orderId)),
    lines: await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    refunds: await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    invoices: await db.select().from(invoices).where(eq(invoices.orderId, orderId)),
    withdrawals: await db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId)),
    mails: await db.select().from(orderMails).where(eq(orderMails.orderId, orderId)),
    notes: await db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)),
    audit: await db.select().from(staffActions).where(and(eq(staffActions.subjectType, 'order'), eq(staffActions.subjectId, orderId))),
  };
}

const counts = (all: Awaited<ReturnType<typeof rowsOf>>) => Object.fromEntries(Object.entries(all).map(([table, found]) => [table, found.length]));

/**
 * Makes the order `age` old (a PostgreSQL interval): every time it and its rows hold moves back by
 * it, as if all had happened then.
 */
async function age(db: Db, orderId: string, by: string) {
  const back = sql`${by}::interval`;
  await db.update(orders).set({ placedAt: sql`placed_at - ${back}`, createdAt: sql`created_at - ${back}`, expiresAt: sql`expires_at - ${back}` }).where(eq(orders.id, orderId));
  await db.update(orderRefunds).set({ createdAt: sql`created_at - ${back}` }).where(eq(orderRefunds.orderId, orderId));
  await db.update(invoices).set({ createdAt: sql`created_at - ${back}`, issuedOn: sql`(issued_on - ${back})::date` }).where(eq(invoices.orderId, orderId));
  await db.update(orderWithdrawals).set({ receivedAt: sql`received_at - ${back}` }).where(eq(orderWithdrawals.orderId, orderId));
  await db.update(orderMails).set({ createdAt: sql`created_at - ${back}` }).where(eq(orderMails.orderId, orderId));
  await db.update(orderNotes).set({ createdAt: sql`created_at - ${back}` }).where(eq(orderNotes.orderId, orderId));
  await db.update(staffActions).set({ at: sql`at - ${back}` }).where(and(eq(staffActions.subjectType, 'order'), eq(staffActions.subjectId, orderId)));
}

/** Thrown to roll back a transaction that only tried something. */
class TriedOnly extends Error {}

const yearInRome = (at: Date) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Rome' }).format(at);

const systemRows = (db: Db) => db.select().from(staffActions).where(eq(staffActions.subjectType, 'retention')).orderBy(asc(staffActions.id));
/** The sweep's count of `rule` as /metrics answers it (the process's counter: read as a change). */
async function erasedByMetric(rule: string): Promise<number> {
  const res = await api.fetch('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`raggio_retention_deleted_total{rule="${rule}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('the retention sweep', () => {
  it('deletes an order ten years and a day after its last entry with every row on it, and leaves one of ten years less a day as it was', async () => {
    const now = new Date();
    const old = await fullOrder();
    const young = await fullOrder();
    const oldRows = await rowsOf(api.db, old.orderId);
    expect(counts(oldRows), 'the order has a row in every table').toEqual({
      orders: 1, lines: 1, refunds: 1, invoices: 2, withdrawals: 1, mails: expect.any(Number), notes: 1, audit: expect.any(Number),
    });
    expect(oldRows.mails.length).toBeGreaterThan(0);
    expect(oldRows.audit.length).toBeGreaterThan(0);
    await age(api.db, old.orderId, '10 years 1 day');
    await age(api.db, young.orderId, '10 years -1 day');
    const youngBefore = await rowsOf(api.db, young.orderId);
    const { placedAt } = (await rowsOf(api.db, old.orderId)).orders[0]!;
    const numbers = oldRows.invoices.map((i) => ({ year: i.year, number: i.number }));
    const [counterBefore] = await api.db.select().from(invoiceCounters).where(and(eq(invoiceCounters.shopId, SHOP_ID), eq(invoiceCounters.year, numbers[0]!.year)));
    const metricBefore = await erasedByMetric('order');
    const auditBefore = (await systemRows(api.db)).length;

    const swept = await sweepRetention(api.db, { now });

    expect(swept.orders).toEqual({
      orders: 1, lines: 1, refunds: 1, invoices: 1, creditNotes: 1, withdrawals: 1, mails: oldRows.mails.length, notes: 1, auditRows: oldRows.audit.length,
    });
    expect(counts(await rowsOf(api.db, old.orderId))).toEqual({ orders: 0, lines: 0, refunds: 0, invoices: 0, withdrawals: 0, mails: 0, notes: 0, audit: 0 });
    expect(await rowsOf(api.db, young.orderId)).toEqual(youngBefore);
    expect(await erasedByMetric('order')).toBe(metricBefore + 1);

    // The year's counter stays: the deleted invoice's and credit note's numbers are never given again.
    const [counterAfter] = await api.db.select().from(invoiceCounters).where(and(eq(invoiceCounters.shopId, SHOP_ID), eq(invoiceCounters.year, numbers[0]!.year)));
    expect(counterAfter).toEqual(counterBefore);
    let next = 0;
    await api.db.transaction(async (tx) => {
      next = await nextInvoiceNumber(tx, SHOP_ID, numbers[0]!.year);
      throw new TriedOnly();
    }).catch((err: unknown) => { if (!(err instanceof TriedOnly)) throw err; });
    expect(next).toBe(counterBefore!.last + 1);
    expect(next).toBeGreaterThan(Math.max(...numbers.map((n) => n.number)));

    // The batch is the system's row in the audit: counts and the rule's date, nothing of the order.
    const recorded = (await systemRows(api.db)).slice(auditBefore);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      staffId: null, origin: 'system', osUser: null, action: 'retention.ordersErased', subjectType: 'retention', subjectId: 'order', refusal: null,
      after: { orders: 1, invoices: 1, creditNotes: 1, lastEntryBefore: expect.any(String), placedIn: { [yearInRome(placedAt!)]: 1 } },
    });
    const written = JSON.stringify(recorded[0]);
    for (const personal of [old.orderId, old.row.number, old.buyer.email, 'Giulia', 'Rossi', INVOICE.invoice.vatnumber, INVOICE.fiscalcode]) {
      expect(written).not.toContain(personal);
    }

    // The owner reads the batch on the audit screen as the shop's own, about the rule, not an order.
    const owner = await staffSignIn(api);
    const res = await api.fetch('/v1/admin/audit?subject=retention', { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    const shown = adminAuditPageSchema.parse(await res.json());
    expect(shown.docs.find((e) => e.action === 'retention.ordersErased')).toMatchObject({ origin: 'system', staff: null, subject: { type: 'retention', id: 'order' } });

    // Again: nothing more is due, nothing is recorded.
    expect(await sweepRetention(api.db, { now })).toEqual({ orders: expect.objectContaining({ orders: 0 }), intents: expect.objectContaining({ orders: 0 }), mails: {} });
    expect(await systemRows(api.db)).toHaveLength(auditBefore + 1);
    expect(await rowsOf(api.db, young.orderId)).toEqual(youngBefore);
  });

  it('a refund three years after the placing moves the end three years on', async () => {
    const now = new Date();
    const placed = await placeOrder(api, { payment: 'mark' });
    const staff = await staffSignIn(api);
    await actOk(api, staff.token, placed.orderId, 'ship', SHIP);
    await actOk(api, staff.token, placed.orderId, 'refund', { restock: false });
    await age(api.db, placed.orderId, '10 years 1 day');
    // The refund alone is recent: three years after the placing, seven years and a day ago.
    await api.db.update(orderRefunds).set({ createdAt: sql`${now.toISOString()}::timestamptz - interval '7 years 1 day'` }).where(eq(orderRefunds.orderId, placed.orderId));

    await sweepRetention(api.db, { now });
    expect(counts(await rowsOf(api.db, placed.orderId))).toMatchObject({ orders: 1, refunds: 1 });

    // Three years on, the refund's ten years have run too.
    const later = new Date(now);
    later.setUTCFullYear(later.getUTCFullYear() + 3);
    await sweepRetention(api.db, { now: later });
    expect(counts(await rowsOf(api.db, placed.orderId))).toMatchObject({ orders: 0, lines: 0, refunds: 0 });
  });

  it("a move of the staff after the placing counts as an entry; a note does not", async () => {
    const now = new Date();
    const moved = await placeOrder(api, { payment: 'bankTransfer' });
    const noted = await placeOrder(api, { payment: 'bankTransfer' });
    const staff = await staffSignIn(api);
    await actOk(api, staff.token, moved.orderId, 'transfer-received');
    expect((await staffPost(api, staff.token, `/v1/admin/orders/${noted.orderId}/notes`, { text: 'Sollecitare il bonifico' })).status).toBe(201);
    for (const { orderId } of [moved, noted]) await age(api.db, orderId, '10 years 1 day');
    // The transfer arrived (and the note was written) two days after the placing.
    await api.db.update(staffActions).set({ at: sql`at + interval '2 days'` }).where(inArray(staffActions.subjectId, [moved.orderId, noted.orderId]));

    await sweepRetention(api.db, { now });
    expect(counts(await rowsOf(api.db, moved.orderId))).toMatchObject({ orders: 1 });
    expect(counts(await rowsOf(api.db, noted.orderId))).toMatchObject({ orders: 0, notes: 0, audit: 0 });
  });

  it('an intent never placed goes 30 days after its hold ended; an open one, or one of 29 days, stays', async () => {
    const now = new Date();
    const intents = [];
    for (let i = 0; i < 3; i += 1) {
      const articleId = await insertTrackedArticle(api.db, 5);
      const buyer = await readyBuyer(api, articleId, 1);
      intents.push(await intentOk(api, buyer));
    }
    const [lapsed, recent, open] = intents.map((i) => i.id) as [string, string, string];
    // Two holds ended and were given back by the order sweep; the third is still waiting for its payment.
    for (const id of [lapsed, recent]) {
      await api.db.update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, id));
      expect(await releaseIfLapsed(api.db, id)).toBe(true);
    }
    await api.db.update(orders).set({ expiresAt: sql`${now.toISOString()}::timestamptz - interval '30 days 1 hour'` }).where(eq(orders.id, lapsed));
    await api.db.update(orders).set({ expiresAt: sql`${now.toISOString()}::timestamptz - interval '29 days'` }).where(eq(orders.id, recent));
    await api.db.update(orders).set({ expiresAt: sql`${now.toISOString()}::timestamptz - interval '40 days'` }).where(eq(orders.id, open));
    const auditBefore = (await systemRows(api.db)).length;
    const metricBefore = await erasedByMetric('intent');

    const swept = await sweepRetention(api.db, { now });

    expect(swept.intents).toMatchObject({ orders: 1, lines: 1, invoices: 0, refunds: 0 });
    expect(counts(await rowsOf(api.db, lapsed))).toMatchObject({ orders: 0, lines: 0 });
    expect(counts(await rowsOf(api.db, recent))).toMatchObject({ orders: 1, lines: 1 });
    expect((await rowsOf(api.db, open)).orders[0]).toMatchObject({ status: 'awaitPayment', placedAt: null });
    expect(await erasedByMetric('intent')).toBe(metricBefore + 1);
    const recorded = (await systemRows(api.db)).slice(auditBefore);
    expect(recorded).toEqual([expect.objectContaining({
      origin: 'system', staffId: null, action: 'retention.intentsErased', subjectId: 'intent', after: expect.objectContaining({ orders: 1, holdEndedBefore: expect.any(String) }),
    })]);
  });

  it('a mail of no order goes 30 days after it was written once sent, 90 once failed; an owed one stays', async () => {
    const now = new Date();
    const mail = (kind: string, status: 'owed' | 'sent' | 'failed', ago: string) => ({
      orderId: null, kind, to: 'negozio@example.it', replyTo: 'giulia.rossi@example.it', subject: 'Dal modulo di assistenza',
      text: 'Giulia Rossi scrive: la mia bici…', status, createdAt: sql`${now.toISOString()}::timestamptz - ${ago}::interval`,
    });
    const made = await api.db.insert(orderMails).values([
      mail('supportMessage', 'sent', '30 days 1 hour'),
      mail('staffInvitation', 'sent', '31 days'),
      mail('supportMessage', 'sent', '29 days'),
      mail('supportMessage', 'failed', '89 days'),
      mail('supportMessage', 'failed', '90 days 1 hour'),
      mail('supportMessage', 'owed', '200 days'),
    ]).returning({ id: orderMails.id });
    const ids = made.map((m) => m.id);
    const auditBefore = (await systemRows(api.db)).length;
    const metricBefore = await erasedByMetric('mail');

    const swept = await sweepRetention(api.db, { now });

    expect(swept.mails).toEqual({ supportMessage: 2, staffInvitation: 1 });
    expect(await erasedByMetric('mail')).toBe(metricBefore + 3);
    const left = await api.db.select({ id: orderMails.id }).from(orderMails).where(inArray(orderMails.id, ids)).orderBy(asc(orderMails.id));
    expect(left.map((m) => m.id)).toEqual([ids[2], ids[3], ids[5]]);
    const recorded = (await systemRows(api.db)).slice(auditBefore);
    expect(recorded).toEqual([expect.objectContaining({
      origin: 'system', action: 'retention.mailsErased', subjectId: 'mail', after: expect.objectContaining({ mails: 3, byKind: { supportMessage: 2, staffInvitation: 1 } }),
    })]);
    expect(JSON.stringify(recorded)).not.toContain('giulia');
  });

  it('a failure in the batch deletes nothing and records nothing', async () => {
    const now = new Date();
    const placed = await placeOrder(api, { payment: 'mark' });
    await age(api.db, placed.orderId, '10 years 1 day');
    const before = await rowsOf(api.db, placed.orderId);
    const auditBefore = (await systemRows(api.db)).length;
    failAfterStep('erase the orders');
    await expect(sweepRetention(api.db, { now })).rejects.toThrow("failure injected after the step 'erase the orders'");
    expect(await rowsOf(api.db, placed.orderId)).toEqual(before);
    expect(await systemRows(api.db)).toHaveLength(auditBefore);
    await sweepRetention(api.db, { now });
    expect(counts(await rowsOf(api.db, placed.orderId))).toMatchObject({ orders: 0 });
  });
});
