// The withdrawal function's call (decision 234): a statement recorded with the time received and
// acknowledged by mail at once; the period, the units left and the keyed resend; refusals change nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../contract/orders.js';
import { orderMails, orders, orderWithdrawals } from '../../server/db/schema.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, adminOrderOk, placeOrder } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { signedUpBuyer } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const path = (orderId: string) => `/v1/orders/${orderId}/withdrawals`;
const post = (token: string, orderId: string, body: unknown, key?: string) => api.fetch(path(orderId), {
  method: 'POST', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
});
const ownOrder = async (token: string, orderId: string): Promise<Order> =>
  orderSchema.parse(await (await api.fetch(`/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json());
const statementsOf = (orderId: string) => api.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));

async function shippedOrder(quantity = 3) {
  const placed = await placeOrder(api, { quantity });
  const staff = await staffSignIn(api);
  await actOk(api, staff.token, placed.orderId, 'transfer-received');
  await actOk(api, staff.token, placed.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT123' });
  const order = await ownOrder(placed.buyer.token, placed.orderId);
  return { ...placed, staff, order, itemId: order.items[0]!.id };
}

describe('POST orders/{id}/withdrawals', () => {
  it('records the statement with the time received and mails its acknowledgement with the content, date and time', async () => {
    const { buyer, orderId, order, itemId } = await shippedOrder(3);
    expect(order.withdrawal).toMatchObject({ open: true, withdrawable: [{ itemId, quantity: 3 }], statements: [] });
    expect(order.withdrawal.lastDay).toMatch(/^\d{4}-\d\d-\d\d$/);
    const before = outboxFiles(api);
    const res = await post(buyer.token, orderId, { name: 'Giulia Rossi', email: buyer.email, lines: [{ itemId, quantity: 2 }], reason: 'Taglia sbagliata' });
    const answer = orderSchema.parse(await res.json());
    expect(res.status).toBe(200);
    expect(answer.withdrawal.statements).toEqual([expect.objectContaining({ name: 'Giulia Rossi', email: buyer.email, reason: 'Taglia sbagliata', lines: [expect.objectContaining({ itemId, quantity: 2 })] })]);
    expect(answer.withdrawal.withdrawable).toEqual([{ itemId, quantity: 1 }]);
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.subject).toBe(`Abbiamo ricevuto il tuo recesso dall'ordine ${order.number}`);
    expect(mail!.text).toMatch(/il \d{1,2} \w+ \d{4} alle \d\d:\d\d:\d\d \(ora italiana\)/);
    expect(mail!.text).toContain('Nome: Giulia Rossi');
    expect(mail!.text).toContain('2 × ');
    expect(mail!.text).toContain('Motivo: Taglia sbagliata');
    const [owed] = await api.db.select().from(orderMails).where(eq(orderMails.orderId, orderId)).then((rows) => rows.filter((r) => r.kind === 'withdrawalReceived'));
    expect(owed!.status).toBe('sent');
  });

  it('sent again with the same key (a statement queued offline) is taken once, one acknowledgement', async () => {
    const { buyer, orderId, itemId } = await shippedOrder(2);
    const body = { name: 'Giulia', email: buyer.email, lines: [{ itemId, quantity: 1 }] };
    const before = outboxFiles(api);
    const first = await post(buyer.token, orderId, body, 'withdraw-key-0001');
    const again = await post(buyer.token, orderId, body, 'withdraw-key-0001');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await statementsOf(orderId)).toHaveLength(1);
    expect(mailSince(api, before).filter((m) => m.to === buyer.email)).toHaveLength(1);
  });

  it('refuses more units than are left, a line not of the order or named twice, changing nothing', async () => {
    const { buyer, orderId, itemId } = await shippedOrder(2);
    const named = { name: 'Giulia', email: buyer.email };
    await expectError(await post(buyer.token, orderId, { ...named, lines: [{ itemId, quantity: 3 }] }), 409, 'WITHDRAWAL_TOO_MANY');
    await expectError(await post(buyer.token, orderId, { ...named, lines: [{ itemId: 'nope', quantity: 1 }] }), 400, 'WITHDRAWAL_LINE_UNKNOWN');
    await expectError(await post(buyer.token, orderId, { ...named, lines: [{ itemId, quantity: 1 }, { itemId, quantity: 1 }] }), 400, 'WITHDRAWAL_LINE_TWICE');
    await expectError(await post(buyer.token, orderId, { ...named, lines: [] }), 400, 'VALIDATION_ERROR');
    await expectError(await post(buyer.token, orderId, { email: buyer.email, lines: [{ itemId, quantity: 1 }] }), 400, 'VALIDATION_ERROR');
    await expectError(await post(buyer.token, orderId, { ...named, email: 'not-an-email', lines: [{ itemId, quantity: 1 }] }), 400, 'VALIDATION_ERROR');
    expect(await statementsOf(orderId)).toEqual([]);
    // Two units, one statement each: the third finds none left.
    expect((await post(buyer.token, orderId, { ...named, lines: [{ itemId, quantity: 1 }] })).status).toBe(200);
    expect((await post(buyer.token, orderId, { ...named, lines: [{ itemId, quantity: 1 }] })).status).toBe(200);
    const closed = await ownOrder(buyer.token, orderId);
    expect(closed.withdrawal.open).toBe(false);
    await expectError(await post(buyer.token, orderId, { ...named, lines: [{ itemId, quantity: 1 }] }), 409, 'WITHDRAWAL_TOO_MANY');
  });

  it('closes the day after the last day, and for a cancelled order', async () => {
    const { buyer, orderId, itemId, order } = await shippedOrder(1);
    // Shipped 30 days ago: taken as received 20 days ago, the 14 days are over.
    const at = new Date(Date.now() - 30 * 86_400_000).toISOString();
    await api.db.update(orders).set({ shipment: { ...order.shipment!, at } }).where(eq(orders.id, orderId));
    expect((await ownOrder(buyer.token, orderId)).withdrawal.open).toBe(false);
    await expectError(await post(buyer.token, orderId, { name: 'G', email: buyer.email, lines: [{ itemId, quantity: 1 }] }), 409, 'WITHDRAWAL_CLOSED');

    const cancelled = await placeOrder(api, { quantity: 1 });
    await actOk(api, (await staffSignIn(api)).token, cancelled.orderId, 'cancel', { restock: true });
    const line = (await ownOrder(cancelled.buyer.token, cancelled.orderId)).items[0]!.id;
    await expectError(await post(cancelled.buyer.token, cancelled.orderId, { name: 'G', email: cancelled.buyer.email, lines: [{ itemId: line, quantity: 1 }] }), 409, 'WITHDRAWAL_CLOSED');
  });

  it('takes the statement of a buyer whose billing address has a VAT number: the function is offered, the staff decide', async () => {
    const placed = await placeOrder(api, { quantity: 2 });
    const checkout = structuredClone(placed.row.checkout);
    checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE };
    await api.db.update(orders).set({ checkout }).where(eq(orders.id, placed.orderId));
    const staff = await staffSignIn(api);
    await actOk(api, staff.token, placed.orderId, 'transfer-received');
    await actOk(api, staff.token, placed.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT124' });
    const order = await ownOrder(placed.buyer.token, placed.orderId);
    expect(order.checkout.addresses.billing?.invoice?.vatnumber).toBe(INVOICE.invoice.vatnumber);
    expect(order.withdrawal.open).toBe(true);
    const itemId = order.items[0]!.id;
    const res = await post(placed.buyer.token, placed.orderId, { name: 'Officina Bianchi', email: placed.buyer.email, lines: [{ itemId, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(await statementsOf(placed.orderId)).toHaveLength(1);
    // The back office reads the statement to review beside the VAT number it flags (ReturnsSection).
    const admin = await adminOrderOk(api, staff.token, placed.orderId);
    expect(admin.addresses.billing.invoice?.vatnumber).toBe(INVOICE.invoice.vatnumber);
    expect(admin.withdrawals).toEqual([expect.objectContaining({ name: 'Officina Bianchi', return: expect.objectContaining({ state: 'received' }) })]);
  });

  it("answers nobody but the order's customer: signed out 401, another customer 404", async () => {
    const { orderId, itemId, buyer } = await shippedOrder(1);
    const body = { name: 'G', email: buyer.email, lines: [{ itemId, quantity: 1 }] };
    await expectError(await api.fetch(path(orderId), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), 401, 'AUTH_REQUIRED');
    const stranger = await signedUpBuyer(api);
    await expectError(await post(stranger.token, orderId, body), 404, 'NOT_FOUND');
    expect(await statementsOf(orderId)).toEqual([]);
  });
});
