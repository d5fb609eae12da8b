// The audit of what the staff were refused and of what the staff command did
// (docs/decisions/225-refusals-and-the-command-in-the-audit.md): a refused call is recorded after
// its transaction rolled back, a failed sign-in with the e-mail tried and the client address, and
// `npm run staff -- add/remove` with the command line and its system user as the one who acted.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminArticleSchema } from '../../contract/admin-catalogue.js';
import { staffActions } from '../../server/db/schema.js';
import { DEMO_STAFF } from '../../server/db/seed/data/shop.js';
import { addStaff, disableStaff } from '../../server/domain/staff/accounts.js';
import { insertSimpleArticle, staffCall } from './admin-catalogue-fixtures.js';
import { DEMO_STAFF_PASSWORD, newStaffMember, STAFF_PASSWORD, staffSignIn, TEST_COMMAND } from './admin-fixtures.js';
import { actOk, adminOrderOk, orderRow, placeOrder, staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError, postJson } from './harness.js';

// Three wrong passwords per e-mail and address: the sign-in limit the last case meets.
const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '3', AUTH_RATE_PER_CLIENT: '10000' } });

const SHIP = { carrier: 'brt', trackingNumber: '0123456789' };
const outage = (provider: string, down: string) => api.fetch(`/sandbox/outage?provider=${provider}&down=${down}`, { method: 'POST' });

/** The audit rows written after `since` (a row id), oldest first. */
async function rowsSince(since: number) {
  return api.db.select().from(staffActions).where(gt(staffActions.id, since)).orderBy(asc(staffActions.id));
}
async function lastRowId(): Promise<number> {
  const [row] = await api.db.select({ id: max(staffActions.id) }).from(staffActions);
  return row?.id ?? 0;
}

describe('a refused staff action', () => {
  it('shipping an order its status does not allow: refused, the order as it was, and a record of who asked what on which order and why, once per request', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api, { payment: 'bankTransfer' });
    const since = await lastRowId();
    // With an Idempotency-Key the move runs inside the key's transaction: the record outlives it.
    await expectError(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, SHIP, 'audit-ship-1'), 409, 'ORDER_STATUS_CONFLICT');
    expect((await orderRow(api, orderId)).status).toBe('awaitPayment');
    const rows = await rowsSince(since);
    expect(rows).toEqual([expect.objectContaining({
      staffId: staff.staff.id, origin: 'backOffice', action: 'POST /v1/admin/orders/:id/ship', subjectType: 'order', subjectId: orderId,
      before: null, after: null, asked: { body: SHIP },
      refusal: { code: 'ORDER_STATUS_CONFLICT', statusCode: 409, payload: { status: 'awaitPayment', action: 'ship' } },
    })]);
    expect(rows[0]!.client).toMatch(/127\.0\.0\.1/);
    // The same key again: a replay of the stored answer is no new refusal and adds no row; a run
    // of its own (a key that kept no refusal) is one, and adds one.
    const again = await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, SHIP, 'audit-ship-1');
    await expectError(again.clone(), 409, 'ORDER_STATUS_CONFLICT');
    expect(await rowsSince(since)).toHaveLength(again.headers.get('idempotent-replayed') === 'true' ? 1 : 2);
    // The order's history shows it beside the actions done.
    await actOk(api, staff.token, orderId, 'transfer-received');
    const order = await adminOrderOk(api, staff.token, orderId);
    expect(order.history.map((entry) => [entry.action, entry.refusal?.code ?? null]).at(-2)).toEqual(['POST /v1/admin/orders/:id/ship', 'ORDER_STATUS_CONFLICT']);
    expect(order.history.at(-1)).toMatchObject({ action: 'order.transferReceived', refusal: null });
    expect(order.history[0]!.staff).toMatchObject({ id: staff.staff.id, email: DEMO_STAFF.email });
  });

  it('a refund over what is left, and the payment provider refusing or not answering, are each recorded with their code', async () => {
    const staff = await staffSignIn(api);
    const { orderId, row } = await placeOrder(api, { payment: 'stripe' });
    const total = row.checkout.cashier.total;
    const since = await lastRowId();
    const refund = (body: unknown) => staffPost(api, staff.token, `/v1/admin/orders/${orderId}/refund`, body);
    await expectError(await refund({ amount: total + 1, restock: false }), 409, 'REFUND_TOO_MUCH');
    try {
      expect((await outage('stripe', 'refuse')).status).toBe(200);
      await expectError(await refund({ restock: true }), 409, 'REFUND_PROVIDER_FAILED');
      expect((await outage('stripe', 'on')).status).toBe(200);
      await expectError(await refund({ restock: true }), 503, 'REFUND_PROVIDER_DOWN');
    } finally {
      await outage('stripe', 'off');
    }
    expect((await orderRow(api, orderId)).status).toBe(row.status);
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.subjectId, r.staffId, r.refusal?.code, r.refusal?.statusCode])).toEqual([
      ['POST /v1/admin/orders/:id/refund', orderId, staff.staff.id, 'REFUND_TOO_MUCH', 409],
      ['POST /v1/admin/orders/:id/refund', orderId, staff.staff.id, 'REFUND_PROVIDER_FAILED', 409],
      ['POST /v1/admin/orders/:id/refund', orderId, staff.staff.id, 'REFUND_PROVIDER_DOWN', 503],
    ]);
    expect(rows[0]!.refusal!.payload).toEqual({ refundable: total });
    expect(rows[0]!.asked).toEqual({ body: { amount: total + 1, restock: false } });
    expect(rows[1]!.refusal!.payload).toMatchObject({ provider: 'stripe' });
  });

  it('a malformed call by a signed-in member is recorded as such, with what it sent', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api);
    const since = await lastRowId();
    await expectError(await staffPost(api, staff.token, `/v1/admin/orders/${orderId}/ship`, { carrier: 'piccione', trackingNumber: '' }), 400, 'VALIDATION_ERROR');
    await expectError(await staffPost(api, staff.token, '/v1/admin/orders/not-an-order/take-charge'), 400, 'VALIDATION_ERROR');
    const broken = '{"carrier": "brt",';
    await expectError(await api.fetch(`/v1/admin/orders/${orderId}/ship`, {
      method: 'POST', headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' }, body: broken,
    }), 400, 'VALIDATION_ERROR');
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.subjectType, r.subjectId, r.refusal?.code])).toEqual([
      ['POST /v1/admin/orders/:id/ship', 'order', orderId, 'VALIDATION_ERROR'],
      ['POST /v1/admin/orders/:id/take-charge', 'order', 'not-an-order', 'VALIDATION_ERROR'],
      ['POST /v1/admin/orders/:id/ship', 'order', orderId, 'VALIDATION_ERROR'],
    ]);
    expect(rows[0]!.asked).toEqual({ body: { carrier: 'piccione', trackingNumber: '' } });
    expect(rows[1]!.asked).toBeNull();
    expect(rows[2]!.asked).toEqual({ contentType: 'application/json', bytes: broken.length, malformed: true });
  });

  it("a refused article change joins the article's history; a refused file import is recorded on the catalogue", async () => {
    const staff = await staffSignIn(api);
    const article = await insertSimpleArticle(api.db, { priceGross: 2500 });
    const since = await lastRowId();
    const patched = await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${article.id}`, { discountedPrice: 3000 });
    expect((await patched.json() as { code: string }).code).toBe('DISCOUNT_NOT_BELOW_PRICE');
    const csv = `sku,price\n${article.sku},not-a-price\n`;
    await expectError(await staffCall(api, staff, 'POST', '/v1/admin/catalogue/csv/apply', csv), 422, 'CSV_INVALID');
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.subjectType, r.subjectId, r.refusal?.code])).toEqual([
      ['PATCH /v1/admin/articles/:id', 'article', String(article.id), 'DISCOUNT_NOT_BELOW_PRICE'],
      ['POST /v1/admin/catalogue/csv/apply', 'catalogue', 'csv', 'CSV_INVALID'],
    ]);
    // A file is not copied into the record: its type and size say what came.
    expect(rows[1]!.asked).toEqual({ contentType: 'text/csv', bytes: Buffer.byteLength(csv) });
    const detail = adminArticleSchema.parse(await (await staffCall(api, staff, 'GET', `/v1/admin/articles/${article.id}`)).json());
    expect(detail.history).toEqual([expect.objectContaining({
      action: 'PATCH /v1/admin/articles/:id', refusal: expect.objectContaining({ code: 'DISCOUNT_NOT_BELOW_PRICE', statusCode: 400 }),
    })]);
  });

  it("is not an outsider's 401, nor a read, nor an action done", async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeOrder(api);
    const since = await lastRowId();
    await expectError(await api.fetch(`/v1/admin/orders/${orderId}/transfer-received`, { method: 'POST' }), 401, 'AUTH_REQUIRED');
    await expectError(await api.fetch('/v1/admin/orders/8d0c4a8e-0000-4000-8000-000000000000', { headers: { authorization: `Bearer ${staff.token}` } }), 404, 'NOT_FOUND');
    await actOk(api, staff.token, orderId, 'transfer-received');
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.refusal, r.client])).toEqual([['order.transferReceived', null, null]]);
  });
});

describe('the staff command', () => {
  it('records add and remove in their transaction, the command line and its system user as the one who acted, never a password', async () => {
    const email = `comando.${Date.now()}@raggiocicli.it`;
    const by = { osUser: 'anna' };
    const since = await lastRowId();
    const { member } = await addStaff(api.db, { email, name: 'Comando' }, by);
    expect(await disableStaff(api.db, email, by)).toBe(true);
    await addStaff(api.db, { email, name: 'Comando', password: 'telaio-in-carbonio' }, { osUser: null });
    expect(await disableStaff(api.db, `nessuno.${Date.now()}@raggiocicli.it`, by)).toBe(false);
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.origin, r.staffId, r.osUser, r.subjectType, r.subjectId, r.refusal])).toEqual([
      ['staff.add', 'command', null, 'anna', 'staff', String(member.id), null],
      ['staff.remove', 'command', null, 'anna', 'staff', String(member.id), null],
      ['staff.add', 'command', null, null, 'staff', String(member.id), null],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ email, name: 'Comando', role: 'owner', passwordSet: false, disabledAt: null, linkExpiresAt: expect.any(String) as unknown });
    expect(rows[1]!.before).toMatchObject({ disabledAt: null });
    expect(rows[1]!.after).toMatchObject({ disabledAt: expect.any(String) as unknown });
    expect(rows[2]!.before).toMatchObject({ disabledAt: expect.any(String) as unknown });
    expect(rows[2]!.after).toMatchObject({ disabledAt: null, passwordSet: true });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|telaio-in-carbonio/);
  });
});

describe('a failed staff sign-in', () => {
  const signin = (email: string, password: string) => api.fetch('/v1/admin/auth/signin', postJson({ email, password }));
  const signinRows = async (email: string) => api.db.select().from(staffActions)
    .where(and(eq(staffActions.subjectType, 'signin'), eq(staffActions.subjectId, email))).orderBy(asc(staffActions.id));

  it('is recorded with the e-mail tried, the client address and why, with no member as its author; the answer stays the same', async () => {
    const removed = await newStaffMember(api, 'Uscita');
    await disableStaff(api.db, removed.staff.email, TEST_COMMAND);
    const waiting = `attesa.${Date.now()}@raggiocicli.it`;
    const { member } = await addStaff(api.db, { email: waiting, name: 'Attesa' }, TEST_COMMAND);
    const unknown = `nessuno.${Date.now()}@raggiocicli.it`;
    const cases = [
      { email: DEMO_STAFF.email, password: 'not-the-password', failure: 'wrongPassword', staffId: expect.any(Number) },
      { email: unknown, password: DEMO_STAFF_PASSWORD, failure: 'unknownEmail', staffId: undefined },
      { email: removed.staff.email, password: STAFF_PASSWORD, failure: 'removed', staffId: removed.staff.id },
      { email: waiting, password: 'anything-at-all', failure: 'noPassword', staffId: member.id },
    ];
    for (const { email, password, failure, staffId } of cases) {
      await expectError(await signin(email.toUpperCase(), password), 401, 'INVALID_CREDENTIALS');
      const rows = await signinRows(email);
      expect(rows.at(-1), failure).toMatchObject({
        staffId: null, origin: 'backOffice', action: 'staff.signin', subjectType: 'signin', subjectId: email,
        client: expect.stringMatching(/127\.0\.0\.1/) as unknown, before: null, after: null, asked: null,
        refusal: { code: 'INVALID_CREDENTIALS', statusCode: 401, payload: staffId === undefined ? { failure } : { failure, staffId } },
      });
    }
    // A good sign-in is not a refusal.
    const before = (await signinRows(DEMO_STAFF.email)).length;
    await staffSignIn(api);
    expect(await signinRows(DEMO_STAFF.email)).toHaveLength(before);
  });

  it("past the sign-in limit (429) nothing is recorded: the limits bound the table's growth", async () => {
    const email = `tentativi.${Date.now()}@raggiocicli.it`;
    for (let i = 0; i < 3; i += 1) await expectError(await signin(email, `wrong-${i}-password`), 401, 'INVALID_CREDENTIALS');
    await expectError(await signin(email, 'wrong-3-password'), 429, 'TOO_MANY_ATTEMPTS');
    await expectError(await signin(email, 'wrong-4-password'), 429, 'TOO_MANY_ATTEMPTS');
    expect(await signinRows(email)).toHaveLength(3);
  });
});
