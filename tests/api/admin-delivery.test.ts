// The delivery day the staff record (docs/decisions/249-after-the-sale.md): PUT admin/orders/{id}/delivery
// on a shipped courier order, correctable, audited; the withdrawal period's last day then counts
// 14 days from it, on the customer's order and on the back office's page. Refusals change nothing.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderSchema, type AdminOrder } from '../../contract/admin-orders.js';
import { orders, staffActions } from '../../server/db/schema.js';
import { plusDays, romeDay } from '../../server/domain/orders/withdrawal-period.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, orderRow, placeOrder } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { getOrderOk } from './order-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const put = (token: string, orderId: string, body: unknown, key?: string) => api.fetch(`/v1/admin/orders/${orderId}/delivery`, {
  method: 'PUT', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
});

async function putOk(token: string, orderId: string, deliveredOn: string): Promise<AdminOrder> {
  const res = await put(token, orderId, { deliveredOn });
  const answer: unknown = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return adminOrderSchema.parse(answer);
}

const today = () => romeDay(new Date());
const lastAuditId = async () => (await api.db.select({ id: max(staffActions.id) }).from(staffActions))[0]?.id ?? 0;
const auditSince = (since: number, orderId: string) => api.db.select().from(staffActions)
  .where(and(gt(staffActions.id, since), eq(staffActions.subjectId, orderId))).orderBy(asc(staffActions.id));

/** A courier order shipped `daysAgo` days ago (its shipping day moved back in the database). */
async function shippedOrder(daysAgo = 5) {
  const placed = await placeOrder(api);
  const staff = await staffSignIn(api);
  await actOk(api, staff.token, placed.orderId, 'transfer-received');
  await actOk(api, staff.token, placed.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT249' });
  const row = await orderRow(api, placed.orderId);
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await api.db.update(orders).set({ shipment: { ...row.shipment!, at } }).where(eq(orders.id, placed.orderId));
  return { ...placed, staff, shippedOn: romeDay(new Date(at)) };
}

describe('PUT admin/orders/{id}/delivery', () => {
  it('records the day, audited; the last day of the withdrawal counts 14 days from it, for the customer and the back office', async () => {
    const { orderId, staff, buyer, shippedOn } = await shippedOrder(5);
    const assumed = plusDays(plusDays(shippedOn, 10), 14);
    expect((await getOrderOk(api, buyer, orderId)).withdrawal.lastDay).toBe(assumed);
    const since = await lastAuditId();
    const deliveredOn = plusDays(shippedOn, 2);
    const page = await putOk(staff.token, orderId, deliveredOn);
    expect(page.shipment).toMatchObject({ carrier: 'brt', deliveredOn });
    expect(page.withdrawalLastDay).toBe(plusDays(deliveredOn, 14));
    const mine = await getOrderOk(api, buyer, orderId);
    expect(mine.withdrawal.lastDay).toBe(plusDays(deliveredOn, 14));
    expect(mine.shipment?.deliveredOn).toBe(deliveredOn);
    const audit = await auditSince(since, orderId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([['order.delivered', { deliveredOn: null }, { deliveredOn }]]);
    // No mail for it, no status moved.
    expect(page.status).toBe('shipped');
    expect(page.mails.map((m) => m.kind)).not.toContain('delivered');
  });

  it('closes the withdrawal 14 days after the recorded day, before the assumed one would have', async () => {
    const { orderId, staff, buyer, shippedOn } = await shippedOrder(20);
    const itemId = (await getOrderOk(api, buyer, orderId)).items[0]!.id;
    // Assumed: 10 + 14 days after shipping, still open today.
    expect((await getOrderOk(api, buyer, orderId)).withdrawal.open).toBe(true);
    await putOk(staff.token, orderId, plusDays(shippedOn, 5));
    const mine = await getOrderOk(api, buyer, orderId);
    expect(mine.withdrawal).toMatchObject({ open: false, lastDay: plusDays(shippedOn, 19) });
    const res = await api.fetch(`/v1/orders/${orderId}/withdrawals`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ name: 'Giulia', email: buyer.email, lines: [{ itemId, quantity: 1 }] }),
    });
    await expectError(res, 409, 'WITHDRAWAL_CLOSED');
  });

  it('corrects a mistyped day (audited before and after); the same day again changes nothing', async () => {
    const { orderId, staff, shippedOn } = await shippedOrder(5);
    await putOk(staff.token, orderId, plusDays(shippedOn, 1));
    const since = await lastAuditId();
    const corrected = await putOk(staff.token, orderId, plusDays(shippedOn, 3));
    expect(corrected.shipment?.deliveredOn).toBe(plusDays(shippedOn, 3));
    await putOk(staff.token, orderId, plusDays(shippedOn, 3));
    const audit = await auditSince(since, orderId);
    expect(audit.map((a) => [a.before, a.after])).toEqual([[{ deliveredOn: plusDays(shippedOn, 1) }, { deliveredOn: plusDays(shippedOn, 3) }]]);
  });

  it('takes today and the shipping day itself', async () => {
    const { orderId, staff, shippedOn } = await shippedOrder(3);
    expect((await putOk(staff.token, orderId, shippedOn)).shipment?.deliveredOn).toBe(shippedOn);
    expect((await putOk(staff.token, orderId, today())).shipment?.deliveredOn).toBe(today());
  });

  it('refuses a future day, a day before shipping and a day that is no day with 400, changing nothing', async () => {
    const { orderId, staff, shippedOn } = await shippedOrder(5);
    const before = await orderRow(api, orderId);
    const since = await lastAuditId();
    await expectError(await put(staff.token, orderId, { deliveredOn: plusDays(today(), 1) }), 400, 'DELIVERY_DAY_IN_FUTURE');
    await expectError(await put(staff.token, orderId, { deliveredOn: plusDays(shippedOn, -1) }), 400, 'DELIVERY_BEFORE_SHIPPING');
    await expectError(await put(staff.token, orderId, { deliveredOn: '2026-02-30' }), 400, 'VALIDATION_ERROR');
    await expectError(await put(staff.token, orderId, { deliveredOn: '05/11/2026' }), 400, 'VALIDATION_ERROR');
    await expectError(await put(staff.token, orderId, {}), 400, 'VALIDATION_ERROR');
    expect(await orderRow(api, orderId)).toEqual(before);
    // The refusals are in the audit (decision 225), nothing done is.
    expect((await auditSince(since, orderId)).filter((a) => a.refusal === null)).toEqual([]);
  });

  it('refuses an order not shipped (409 NOT_SHIPPED) and one collected at the pickup point (409 IS_A_PICKUP), changing nothing', async () => {
    const waiting = await placeOrder(api);
    const staff = await staffSignIn(api);
    await expectError(await put(staff.token, waiting.orderId, { deliveredOn: today() }), 409, 'NOT_SHIPPED');
    expect((await orderRow(api, waiting.orderId)).shipment).toBeNull();

    const pickup = await placeOrder(api, { shipping: 'pickup' });
    await actOk(api, staff.token, pickup.orderId, 'transfer-received');
    await actOk(api, staff.token, pickup.orderId, 'ready-for-pickup');
    await actOk(api, staff.token, pickup.orderId, 'hand-over');
    const before = await orderRow(api, pickup.orderId);
    await expectError(await put(staff.token, pickup.orderId, { deliveredOn: today() }), 409, 'IS_A_PICKUP');
    expect(await orderRow(api, pickup.orderId)).toEqual(before);
    await expectError(await put(staff.token, '00000000-0000-4000-8000-000000000000', { deliveredOn: today() }), 404, 'NOT_FOUND');
  });

  it('is the staff\'s: a customer or nobody gets 401', async () => {
    const { orderId, buyer } = await shippedOrder(2);
    for (const token of ['', buyer.token]) {
      const res = await api.fetch(`/v1/admin/orders/${orderId}/delivery`, {
        method: 'PUT', body: JSON.stringify({ deliveredOn: today() }),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(res.status).toBe(401);
    }
    expect((await orderRow(api, orderId)).shipment?.deliveredOn).toBeUndefined();
  });

  it('is in the OpenAPI document with the proof of shipment, tagged admin, behind the staff token', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: Record<string, unknown>[]; responses: Record<string, { description: string }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const calls = [['/v1/admin/orders/{id}/delivery', 'put'], ['/v1/admin/orders/{id}/withdrawals/{statementId}/proof', 'post']] as const;
    for (const [path, method] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['admin']);
      expect(operation!.security).toEqual([{ staffBearerAuth: [] }]);
    }
    expect(doc.paths['/v1/admin/orders/{id}/delivery']!.put!.responses['400']!.description).toContain('DELIVERY_DAY_IN_FUTURE');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['AdminDeliveryBody', 'ShipmentProofBody']));
  });
});
