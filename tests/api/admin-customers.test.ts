// The back office's customers (docs/decisions/241-back-office-customers.md): the search by part of
// the name or e-mail, paged; one customer's page; the copy of their data, the same file as their
// own export; closing their account without their password (decision 236); each view recorded in
// the staff's audit; staff only.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomerSchema, adminCustomersPageSchema } from '../../contract/admin-customers.js';
import { personalDataSchema } from '../../contract/personal-data.js';
import { addresses, staffActions, subscriptions, users } from '../../server/db/schema.js';
import { isClosedEmail } from '../../server/domain/users/closed.js';
import { ensureStripeCustomer } from '../../server/payments/stripe-customers.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { placeOrder } from './admin-order-fixtures.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, sessionCheck, signUpOk } from './auth-fixtures.js';
import { insertSavedCard } from './card-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';
import { stripeOverHttp } from './payment-fixtures.js';

let api: TestApi;
let staff: Awaited<ReturnType<typeof staffSignIn>>;
beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

/** Letters only (a name takes no digits), different in every test. */
let n = 0;
const uniqueWord = () => {
  n += 1;
  const letters = `${Date.now().toString(36)}${n.toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  return `Zq${letters}`;
};

const asStaff = (path: string, init: RequestInit = {}) =>
  api.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${staff.token}` } });

async function search(query: string) {
  const res = await asStaff(`/v1/admin/customers?${query}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminCustomersPageSchema.parse(body);
}

async function customerOk(id: number) {
  const res = await asStaff(`/v1/admin/customers/${id}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminCustomerSchema.parse(body);
}

const auditRows = (action: string, subjectId: string) => api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectType, 'customer'), eq(staffActions.action, action), eq(staffActions.subjectId, subjectId)))
  .orderBy(desc(staffActions.id));

/** A customer with an order, an address, a newsletter row, a saved card, a data request and a Stripe customer. */
async function busyCustomer() {
  const placed = await placeOrder(api);
  const { buyer } = placed;
  await api.db.insert(subscriptions).values({ shopId: 'raggio', email: buyer.email.toLowerCase(), name: 'Giulia', status: 'confirmed', confirmedAt: new Date() })
    .onConflictDoNothing();
  await insertSavedCard(api.db, buyer.userId, { brand: 'visa', last4: '4242', stripePaymentMethodId: `pm_secret_${buyer.userId}` });
  const asked = await api.fetch(`/v1/users/${buyer.userId}/data-requests`, { method: 'POST', ...bearer(buyer.token) });
  expect(asked.status).toBe(202);
  const stripe = stripeOverHttp(api);
  const customerId = await ensureStripeCustomer(api.db, stripe, { id: buyer.userId, email: buyer.email, name: 'Giulia Bianchi' });
  return { ...placed, stripe, customerId };
}

describe('who may call', () => {
  it('refuses nobody, a customer and a signed-out member on every call', async () => {
    const a = await signUpOk(api);
    await expectStaffOnly(api, '/v1/admin/customers?q=giulia');
    await expectStaffOnly(api, `/v1/admin/customers/${a.user.id}`);
    await expectStaffOnly(api, `/v1/admin/customers/${a.user.id}/export`);
    await expectStaffOnly(api, `/v1/admin/customers/${a.user.id}/close`, { method: 'POST' });
    await expectError(await api.fetch('/v1/admin/customers?q=giulia', bearer(a.token)), 401, 'AUTH_TOKEN_INVALID');
    await expectError(await api.fetch('/v1/admin/customers?q=giulia'), 401, 'AUTH_REQUIRED');
    // Nothing was closed by the refused calls.
    expect((await sessionCheck(api, a.token)).status).toBe(200);
  });
});

describe('GET /v1/admin/customers', () => {
  it('finds by part of the name, either order, and of the e-mail, in any letter case', async () => {
    const word = uniqueWord();
    const a = await signUpOk(api, { name: { first: 'Ottavia', last: word }, email: `${word.toLowerCase()}.box@example.it` });
    const byLast = await search(`q=${word.slice(0, -1).toUpperCase()}`);
    expect(byLast.docs.map((d) => d.id)).toEqual([a.user.id]);
    expect(byLast.docs[0]).toMatchObject({ closed: false, name: { first: 'Ottavia', last: word }, email: a.user.email, orderCount: 0 });
    expect((await search(`q=${encodeURIComponent(`ottavia ${word.slice(0, 5)}`)}`)).docs.map((d) => d.id)).toContain(a.user.id);
    expect((await search(`q=${encodeURIComponent(`${word} otta`)}`)).docs.map((d) => d.id)).toEqual([a.user.id]);
    expect((await search(`q=${encodeURIComponent(`${word.toLowerCase()}.BOX@`)}`)).docs.map((d) => d.id)).toEqual([a.user.id]);
    expect((await search('q=nobody-has-this-zzz')).docs).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect((await search('q=%25%25')).total).toBe(0);
  });

  it('pages the results, by last then first name', async () => {
    const word = uniqueWord();
    const made = [];
    for (const first of ['Carla', 'Anna', 'Bruno']) made.push(await signUpOk(api, { name: { first, last: word } }));
    const one = await search(`q=${word}&pageSize=2`);
    expect(one).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(one.docs.map((d) => d.name?.first)).toEqual(['Anna', 'Bruno']);
    const two = await search(`q=${word}&pageSize=2&page=2`);
    expect(two.docs.map((d) => d.name?.first)).toEqual(['Carla']);
    expect(new Set([...one.docs, ...two.docs].map((d) => d.id))).toEqual(new Set(made.map((m) => m.user.id)));
  });

  it('refuses a missing, too short or too long query and a bad page with 400', async () => {
    for (const query of ['', 'q=', 'q=a', 'q=%20a%20', `q=${'a'.repeat(101)}`, 'q=giulia&page=0', 'q=giulia&pageSize=101', 'q=giulia&page=x']) {
      await expectError(await asStaff(`/v1/admin/customers?${query}`), 400, 'VALIDATION_ERROR');
    }
  });

  it('records each search in the audit with its query and the ids it showed', async () => {
    const word = uniqueWord();
    const a = await signUpOk(api, { name: { first: 'Ugo', last: word } });
    await search(`q=${word}`);
    const [row] = (await auditRows('customer.search', 'search')).filter((r) => (r.after as { q?: string }).q === word);
    expect(row).toMatchObject({ staffId: staff.staff.id, after: { q: word, page: 1, total: 1, shown: [a.user.id] } });
  });
});

describe('GET /v1/admin/customers/{id}', () => {
  it("shows the profile, orders, addresses, newsletter, cards (brand and last 4 only) and data requests, and records the view", async () => {
    const { buyer, orderId, row } = await busyCustomer();
    const res = await asStaff(`/v1/admin/customers/${buyer.userId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('pm_');
    expect(text).not.toContain('cus_');
    const page = adminCustomerSchema.parse(JSON.parse(text));
    expect(page).toMatchObject({ id: buyer.userId, closed: false, email: buyer.email, lang: 'it' });
    expect(page.name?.first).not.toBe('');
    expect(page.orders).toEqual([{
      id: orderId, number: row.number, placedAt: row.placedAt!.toISOString(), status: row.status,
      shippingMethod: 'courier', total: row.checkout.cashier.total,
    }]);
    expect(page.addresses).toHaveLength(1);
    expect(page.newsletter).toMatchObject({ status: 'confirmed', topics: { news: true, promos: true, surveys: false } });
    expect(page.savedCards).toEqual([{ brand: 'visa', last4: '4242' }]);
    expect(page.dataRequests).toEqual([expect.objectContaining({ completedAt: null })]);
    const [viewed] = await auditRows('customer.view', String(buyer.userId));
    expect(viewed).toMatchObject({ staffId: staff.staff.id, refusal: null });
  });

  it('answers 404 for an id that is no customer, and 400 for one that is no id', async () => {
    await expectError(await asStaff('/v1/admin/customers/2147483000'), 404, 'CUSTOMER_NOT_FOUND');
    await expectError(await asStaff('/v1/admin/customers/abc'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /v1/admin/customers/{id}/export', () => {
  it("answers the same file as the customer's own export, and records it", async () => {
    const { buyer } = await busyCustomer();
    const own = await api.fetch(`/v1/users/${buyer.userId}/export`, bearer(buyer.token));
    const theirs = await asStaff(`/v1/admin/customers/${buyer.userId}/export`);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('content-disposition')).toBe(own.headers.get('content-disposition'));
    expect(theirs.headers.get('cache-control')).toBe('no-store');
    const { exportedAt: _a, ...ownData } = personalDataSchema.parse(await own.json());
    const { exportedAt: _b, ...staffData } = personalDataSchema.parse(await theirs.json());
    expect(staffData).toEqual(ownData);
    expect(staffData.orders).toHaveLength(1);
    expect(await auditRows('customer.export', String(buyer.userId))).toHaveLength(1);
  });
});

describe('POST /v1/admin/customers/{id}/close', () => {
  it("closes the account without the password: the customer's token is refused, the data erased, the orders kept, and it is recorded", async () => {
    const { buyer, orderId, stripe, customerId } = await busyCustomer();
    const res = await asStaff(`/v1/admin/customers/${buyer.userId}/close`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ closed: true });

    await expectError(await sessionCheck(api, buyer.token), 401, 'AUTH_EXPIRE');
    await expectError(await api.fetch('/v1/auth/signin', postJson({ email: buyer.email, password: PASSWORD })), 401, 'INVALID_CREDENTIALS');
    const [row] = await api.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(isClosedEmail(row!.email)).toBe(true);
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null });
    expect(await api.db.select().from(addresses).where(eq(addresses.userId, buyer.userId))).toEqual([]);
    expect(await stripe.customers.retrieve(customerId)).toMatchObject({ id: customerId, deleted: true });

    // The page shows it closed, without personal data; its order stays.
    const page = await customerOk(buyer.userId);
    expect(page).toMatchObject({ closed: true, name: null, email: null, addresses: [], savedCards: [], newsletter: null });
    expect(page.orders.map((o) => o.id)).toEqual([orderId]);
    const found = await search(`q=${encodeURIComponent(`chiuso-${buyer.userId}@`)}`);
    expect(found.docs).toEqual([expect.objectContaining({ id: buyer.userId, closed: true, name: null, email: null, orderCount: 1 })]);

    const [closed] = await auditRows('customer.close', String(buyer.userId));
    expect(closed).toMatchObject({ staffId: staff.staff.id, before: { closed: false }, after: { closed: true }, refusal: null });

    // Closed once: again is a conflict, recorded as refused; the export has nothing to give.
    await expectError(await asStaff(`/v1/admin/customers/${buyer.userId}/close`, { method: 'POST' }), 409, 'ACCOUNT_ALREADY_CLOSED');
    const refused = (await api.db.select().from(staffActions).where(and(eq(staffActions.subjectType, 'customer'), eq(staffActions.subjectId, String(buyer.userId)))))
      .filter((r) => r.refusal !== null);
    expect(refused).toEqual([expect.objectContaining({ refusal: { code: 'ACCOUNT_ALREADY_CLOSED', statusCode: 409 } })]);
    await expectError(await asStaff(`/v1/admin/customers/${buyer.userId}/export`), 409, 'ACCOUNT_CLOSED');
  });

  it('answers 404 for an id that is no customer', async () => {
    await expectError(await asStaff('/v1/admin/customers/2147483000/close', { method: 'POST' }), 404, 'CUSTOMER_NOT_FOUND');
  });

  it("leaves the customer's own closing asking for the password", async () => {
    const a = await signUpOk(api);
    await expectError(await api.fetch(`/v1/users/${a.user.id}/close`, postJson({ password: 'not-it' }, { authorization: `Bearer ${a.token}` })), 400, 'WRONG_PASSWORD');
    expect((await sessionCheck(api, a.token)).status).toBe(200);
  });
});
