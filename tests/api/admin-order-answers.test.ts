// The back office's order actions answer the order's page read after their transaction committed
// (docs/decisions/269-staff-order-answers-after-the-commit.md): the page a fresh read gives, the
// order's id kept on the key, the page stored after; a repeat answers the stored page and changes
// nothing; a repeat that finds no page stored reads it from the order, marked replayed.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderSchema, type AdminOrder } from '../../contract/admin-orders.js';
import { idempotencyKeys, orderMails, shops, staffActions } from '../../server/db/schema.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { romeDay } from '../../server/domain/orders/withdrawal-period.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, adminOrderOk, placeOrder, staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { placeInvoiceOrder } from './invoice-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const SHIP = { carrier: 'brt', trackingNumber: 'BRT269' };

async function answer(res: Response) {
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), cache: res.headers.get('cache-control'), body: adminOrderSchema.parse(await res.json()) };
}

const keyRow = async (key: string) => (await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
const mailsOwed = async (orderId: string) => ((await api.db.select({ n: count() }).from(orderMails).where(eq(orderMails.orderId, orderId))) as [{ n: number }])[0].n;
const auditRows = async (orderId: string) => ((await api.db.select({ n: count() }).from(staffActions).where(eq(staffActions.subjectId, orderId))) as [{ n: number }])[0].n;

/**
 * The page as a fresh read gives it, but the mail the action owed as it was at the answer: read
 * just after the commit, before the mail went (it goes after the answer is stored).
 */
function asAnswered(page: AdminOrder, mailKind: string): AdminOrder {
  return { ...page, mails: page.mails.map((m) => (m.kind === mailKind ? { ...m, status: 'owed', sentAt: null, attempts: 0, error: null } : m)) };
}

describe('the order actions answer the page read after the commit (decision 269)', () => {
  it('each action answers what a fresh read of the page gives just after it, and keeps the order\'s id on its key', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api, { payment: 'pos' });
    const path = (action: string) => `/v1/admin/orders/${orderId}/${action}`;

    const tookCharge = await answer(await staffPost(api, staff.token, path('take-charge'), undefined, 'ans-take'));
    expect(tookCharge).toMatchObject({ status: 200, replayed: null, cache: 'no-store' });
    expect(tookCharge.body).toEqual(await adminOrderOk(api, staff.token, orderId));
    const row = await keyRow('ans-take');
    expect(row).toMatchObject({ status: 200, subject: { orderId } });
    expect(row!.body).toEqual(tookCharge.body);

    // Without a key it answers alike.
    const noted = await answer(await staffPost(api, staff.token, path('notes'), { text: 'Cliente avvisato per telefono' }));
    expect(noted).toMatchObject({ status: 201, replayed: null, cache: 'no-store' });
    expect(noted.body.notes.map((n) => n.text)).toEqual(['Cliente avvisato per telefono']);
    expect(noted.body).toEqual(await adminOrderOk(api, staff.token, orderId));

    const keyedNote = await answer(await staffPost(api, staff.token, path('notes'), { text: 'Secondo appunto' }, 'ans-note'));
    expect(keyedNote.status).toBe(201);
    expect(keyedNote.body).toEqual(await adminOrderOk(api, staff.token, orderId));
    expect(await keyRow('ans-note')).toMatchObject({ status: 201, subject: { orderId }, body: keyedNote.body });

    // The mail it owes goes after the answer: the page answered shows it owed, as it did when read inside the transaction.
    const shipped = await answer(await staffPost(api, staff.token, path('ship'), SHIP, 'ans-ship'));
    expect(shipped.status).toBe(200);
    expect(shipped.body.mails.at(-1)).toMatchObject({ kind: 'shipped', status: 'owed', sentAt: null });
    const fresh = await adminOrderOk(api, staff.token, orderId);
    expect(fresh.mails.at(-1)).toMatchObject({ kind: 'shipped', status: 'sent' });
    expect(shipped.body).toEqual(asAnswered(fresh, 'shipped'));
    expect((await keyRow('ans-ship'))!.body).toEqual(shipped.body);

    const delivered = await api.fetch(`/v1/admin/orders/${orderId}/delivery`, {
      method: 'PUT', body: JSON.stringify({ deliveredOn: romeDay(new Date()) }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}`, 'idempotency-key': 'ans-delivery' },
    });
    const deliveredAnswer = await answer(delivered);
    expect(deliveredAnswer.status).toBe(200);
    expect(deliveredAnswer.body.shipment?.deliveredOn).toBeTruthy();
    expect(deliveredAnswer.body).toEqual(await adminOrderOk(api, staff.token, orderId));
    expect(await keyRow('ans-delivery')).toMatchObject({ status: 200, subject: { orderId }, body: deliveredAnswer.body });
  });

  it('a repeat of the key answers the stored page, marked replayed, and changes nothing: no second mail owed or sent, no second event', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer } = await placeOrder(api, { payment: 'bankTransfer' });
    const path = `/v1/admin/orders/${orderId}/transfer-received`;
    const first = await answer(await staffPost(api, staff.token, path, undefined, 'ans-replay'));
    expect(first).toMatchObject({ status: 200, replayed: null });
    const owed = await mailsOwed(orderId);
    const audited = await auditRows(orderId);
    const page = await adminOrderOk(api, staff.token, orderId);
    const before = outboxFiles(api);

    const again = await answer(await staffPost(api, staff.token, path, undefined, 'ans-replay'));
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await mailsOwed(orderId)).toBe(owed);
    expect(await auditRows(orderId)).toBe(audited);
    expect(mailSince(api, before).filter((m) => m.to === buyer.email)).toEqual([]);
    expect(await adminOrderOk(api, staff.token, orderId)).toEqual(page);
  });

  it('a repeat that finds no page stored (the first died after its commit) reads it from the order as it is, marked replayed, and changes nothing', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer } = await placeOrder(api, { payment: 'bankTransfer' });
    const path = `/v1/admin/orders/${orderId}/transfer-received`;
    expect((await staffPost(api, staff.token, path, undefined, 'ans-lost')).status).toBe(200);
    await api.db.update(idempotencyKeys).set({ body: null }).where(eq(idempotencyKeys.key, 'ans-lost'));
    const owed = await mailsOwed(orderId);
    const audited = await auditRows(orderId);
    const before = outboxFiles(api);

    const again = await answer(await staffPost(api, staff.token, path, undefined, 'ans-lost'));
    expect(again).toMatchObject({ status: 200, replayed: 'true', cache: 'no-store' });
    expect(again.body).toEqual(await adminOrderOk(api, staff.token, orderId));
    expect(again.body.mails.at(-1)).toMatchObject({ kind: 'transferReceived', status: 'sent' });
    expect(await mailsOwed(orderId)).toBe(owed);
    expect(await auditRows(orderId)).toBe(audited);
    expect(mailSince(api, before).filter((m) => m.to === buyer.email)).toEqual([]);

    // A note's repeat keeps its 201.
    const notes = `/v1/admin/orders/${orderId}/notes`;
    expect((await staffPost(api, staff.token, notes, { text: 'Bonifico visto in banca' }, 'ans-lost-note')).status).toBe(201);
    await api.db.update(idempotencyKeys).set({ body: null }).where(eq(idempotencyKeys.key, 'ans-lost-note'));
    const noteAgain = await answer(await staffPost(api, staff.token, notes, { text: 'Bonifico visto in banca' }, 'ans-lost-note'));
    expect(noteAgain).toMatchObject({ status: 201, replayed: 'true' });
    expect(noteAgain.body.notes.map((n) => n.text)).toEqual(['Bonifico visto in banca']);
  });

  it('the late invoice answers the page a fresh read gives, its key keeping the order\'s id', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder(api);
    // Shipped while the shop had no seller data: it left without its invoice (decision 260).
    await api.db.update(shops).set({ invoicing: null });
    try {
      await actOk(api, staff.token, orderId, 'ship', SHIP);
    } finally {
      await api.db.update(shops).set({ invoicing: INVOICING });
    }
    const invoiced = await answer(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/invoice`, undefined, 'ans-invoice'));
    expect(invoiced).toMatchObject({ status: 200, replayed: null, cache: 'no-store' });
    expect(invoiced.body.history.at(-1)).toMatchObject({ action: 'order.invoiced' });
    expect(invoiced.body).toEqual(await adminOrderOk(api, staff.token, orderId));
    expect(await keyRow('ans-invoice')).toMatchObject({ status: 200, subject: { orderId }, body: invoiced.body });
  });
});
