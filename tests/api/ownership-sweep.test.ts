// The ownership sweep (decision 105): every user-scoped route, called with a second
// user's token and the first user's ids, answers 404 NOT_FOUND in the error shape (never 403,
// never the data) and changes nothing; without a token it answers 401 AUTH_REQUIRED. The table
// must name every route of /v1/openapi.json whose path holds `users/{` or `/me/`, so a new
// user-scoped route cannot escape the sweep: adding one means adding its row here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, carts, orders } from '../../server/db/schema.js';
import { addAddressOk, addressBody } from './address-fixtures.js';
import { NO_RATE_LIMITS, PASSWORD, signUpOk } from './auth-fixtures.js';
import { insertSavedCard } from './card-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';
import { addToCart, chooseCheckout, intentOk, userCartId } from './order-fixtures.js';

/** What user A owns; rows take their path ids from it. A route needing a new kind of resource adds it here and in `ownResources`. */
interface Owned {
  userId: number;
  email: string;
  /** An address that is not a default, so a leaking DELETE would really delete it. */
  addressId: number;
  cardId: string;
  /** A's wish list and an article in it. */
  wishId: number;
  articleId: number;
  /** An order not yet completed (cash on delivery), so a leaking completion would change it. */
  orderId: string;
  /** A's cart. */
  cartId: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface SweepRow {
  method: Method;
  /** The path exactly as /v1/openapi.json lists it. */
  path: string;
  /** A valid body, so that nothing but ownership can refuse the call. */
  body?: (owned: Owned) => unknown;
  /** A's ids for the path parameters, when `defaultParams` does not name them. */
  params?: (owned: Owned) => Record<string, string | number>;
  /**
   * The route names no one's id: it only ever reaches the caller's own data (`…/me/…`). B's call
   * is B's own business, so only the no-token check and A's unchanged data apply.
   */
  callersOwn?: true;
  /** Its answer carries the moment it was made (the export's `exportedAt`): left out of A's before-and-after snapshot. */
  stampedAnswer?: true;
}

/** The path parameters most routes use, by name. */
const defaultParams = (owned: Owned): Record<string, string | number> => ({
  id: owned.userId, userId: owned.userId, addressId: owned.addressId, cardId: owned.cardId,
  wishId: owned.wishId, articleId: owned.articleId, email: owned.email, shopId: 'raggio', cartId: owned.cartId,
});

/** A marker only A's data holds: no answer to B may contain it. */
const SECRET_STREET = 'Vicolo Segreto 7';

// One row per user-scoped route.
const SWEEP: SweepRow[] = [
  { method: 'GET', path: '/v1/users/{id}' },
  { method: 'PATCH', path: '/v1/users/{id}', body: () => ({ name: { first: 'Bruno', last: 'Rossi' }, phone: '+39 333 000 0000' }) },
  { method: 'GET', path: '/v1/users/{id}/orders' },
  { method: 'POST', path: '/v1/users/{id}/data-requests' },
  { method: 'GET', path: '/v1/users/{id}/export', stampedAnswer: true },
  // A's own password: B naming A's id closes nothing.
  { method: 'POST', path: '/v1/users/{id}/close', body: () => ({ password: PASSWORD }) },
  { method: 'GET', path: '/v1/users/{id}/addresses' },
  { method: 'POST', path: '/v1/users/{id}/addresses', body: () => addressBody() },
  { method: 'PUT', path: '/v1/users/{id}/addresses/{addressId}', body: () => addressBody({ street: 'Via di B 1' }) },
  { method: 'DELETE', path: '/v1/users/{id}/addresses/{addressId}' },
  { method: 'PATCH', path: '/v1/users/{id}/addresses/{addressId}/swaps', body: () => ({ type: 'Billing' }) },
  { method: 'GET', path: '/v1/banks/users/{userId}/cards' },
  { method: 'DELETE', path: '/v1/banks/users/{userId}/cards/{cardId}' },
  { method: 'GET', path: '/v1/wishes/users/{id}' },
  // The wish id is A's own: the path names no user, so the coverage check cannot see this row.
  { method: 'DELETE', path: '/v1/wishes/{wishId}/articles/{articleId}' },
  // A's e-mail: whether it is subscribed is A's to know.
  { method: 'GET', path: '/v1/subs/{email}' },
  { method: 'GET', path: '/v1/wishes/me/shops/{shopId}', callersOwn: true },
  { method: 'POST', path: '/v1/checkout/me/promos', body: () => ({ code: 'RAGGIO10' }), callersOwn: true },
  // The checkout choices name A's address and card in the body: B naming them gets 404.
  { method: 'POST', path: '/v1/checkout/me/addresses', body: (o) => ({ billing: o.addressId, shipping: o.addressId, gift: { on: false, message: '' } }) },
  { method: 'POST', path: '/v1/checkout/me/payments', body: (o) => ({ method: 'stripe', id: o.cardId }) },
  // Shipping rows and the re-check name nothing of a customer's: only the caller's own cart.
  { method: 'POST', path: '/v1/checkout/me/shippings', body: () => ({ method: 'courier', id: 1, pickup: null }), callersOwn: true },
  { method: 'PATCH', path: '/v1/checkout/me/secure', body: () => ({ seen: { lines: [], total: 0 } }), callersOwn: true },
  // A's cart id: another customer's cart answers 404 and says nothing of its lines.
  { method: 'PATCH', path: '/v1/checkout/me/carts/{cartId}/items/status', body: () => ({}) },
  { method: 'GET', path: '/v1/orders/users/{id}' },
  // The order id is A's own: these paths name no user, so the coverage check cannot see them.
  { method: 'GET', path: '/v1/orders/{id}', params: (owned) => ({ id: owned.orderId }) },
  { method: 'PATCH', path: '/v1/orders/{id}', params: (owned) => ({ id: owned.orderId }), body: () => ({ lastError: { code: 'PAYPAL_ERROR', message: 'B was here' } }) },
  { method: 'PATCH', path: '/v1/orders/{id}/complete', params: (owned) => ({ id: owned.orderId }) },
  // Paying A's order online: B gets no payment page, no PayPal order, no capture, no return.
  { method: 'POST', path: '/v1/orders/{id}/payWithStripe', params: (owned) => ({ id: owned.orderId }) },
  { method: 'PATCH', path: '/v1/orders/{id}/intents', params: (owned) => ({ id: owned.orderId }), body: () => ({ session_id: 'cs_test_b' }) },
  { method: 'POST', path: '/v1/orders/{id}/paypal', params: (owned) => ({ id: owned.orderId }) },
  { method: 'POST', path: '/v1/orders/{id}/paypal/capture', params: (owned) => ({ id: owned.orderId }) },
];
const othersIdRows = SWEEP.filter((row) => !row.callersOwn);

/** An order of A's, made from a checkout whose choices are written straight into the table. */
async function openOrder(api: TestApi, who: { userId: number; token: string; email: string; addressId: number }): Promise<string> {
  const [article] = await api.db.insert(articles).values({
    shopId: 'raggio', sku: 'SWEEP-1', slug: 'sweep-ordine', grade: 'simple', name: { it: 'Articolo di A' }, stockOn: true, stockQuantity: 5, priceGross: 1000,
  }).returning({ id: articles.id });
  const buyer = { ...who, cartId: await userCartId(api.db, who.userId) };
  await addToCart(api, buyer, article!.id, 1);
  await chooseCheckout(api, buyer, { payment: 'mark' });
  return (await intentOk(api, buyer)).id;
}

/** A's resources, made through the API where the shop can make them. */
async function firstArticleId(api: TestApi): Promise<number> {
  const listing = await (await api.fetch('/v1/catalogs/departments?lang=it')).json() as { docs: { id: number }[] };
  return listing.docs[0]!.id;
}

async function ownResources(api: TestApi): Promise<{ owned: Owned; token: string }> {
  const { token, user } = await signUpOk(api);
  const first = await addAddressOk(api, user.id, token, { street: SECRET_STREET });
  const second = await addAddressOk(api, user.id, token, { street: `${SECRET_STREET} bis`, note: 'Citofono A' });
  // Nothing saves a card before the payment issue: straight into the table.
  const cardId = await insertSavedCard(api.db, user.id, { isSelected: true, last4: '9876' });
  const articleId = await firstArticleId(api);
  const wish = await api.fetch('/v1/wishes/articles', postJson({ id: articleId }, { authorization: `Bearer ${token}` }));
  expect(wish.status).toBe(200);
  const { id: wishId } = await wish.json() as { id: number };
  const orderId = await openOrder(api, { userId: user.id, token, email: user.email, addressId: first.id });
  const [cart] = await api.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id));
  return { token, owned: { userId: user.id, email: user.email, addressId: second.id, cardId, wishId, articleId, orderId, cartId: cart!.id } };
}

const USER_SEGMENT = /users\/\{(\w+)\}/;

function fillPath(row: SweepRow, owned: Owned, userId = owned.userId): string {
  const values = { ...defaultParams(owned), ...row.params?.(owned) };
  const userParam = USER_SEGMENT.exec(row.path)?.[1];
  return row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === userParam) return String(userId);
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${row.path}: add it to defaultParams or the row's params`);
    return encodeURIComponent(String(value));
  });
}

function request(row: SweepRow, owned: Owned, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (!row.body) return { method: row.method, headers };
  return { method: row.method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(row.body(owned)) };
}

/** What A sees through every GET row: it must be the same after B's attempts. */
async function snapshot(api: TestApi, owned: Owned, token: string) {
  const seen: Record<string, unknown> = {};
  for (const row of SWEEP.filter((r) => r.method === 'GET' && !r.stampedAnswer)) {
    const res = await api.fetch(fillPath(row, owned), request(row, owned, token));
    expect(res.status, row.path).toBe(200);
    seen[row.path] = await res.json();
  }
  return seen;
}

const label = (row: SweepRow) => `${row.method} ${row.path}`;
/** Rows with a resource id besides the user's: B also tries them under B's own user id. */
const nestedRows = othersIdRows.filter((row) => (row.path.match(/\{\w+\}/g) ?? []).length > 1 && USER_SEGMENT.test(row.path));

let api: TestApi;
let a: { owned: Owned; token: string };
let b: { userId: number; token: string };
let before: Record<string, unknown>;

beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  a = await ownResources(api);
  const signedUpB = await signUpOk(api);
  b = { userId: signedUpB.user.id, token: signedUpB.token };
  before = await snapshot(api, a.owned, a.token);
});
afterAll(async () => { await api?.close(); });

async function expectNoLeak(res: Response, row: SweepRow) {
  const error = await expectError(res, 404, 'NOT_FOUND');
  expect(error.payload, label(row)).toBeUndefined();
  const text = JSON.stringify(error);
  expect(text).not.toContain(SECRET_STREET);
  expect(text).not.toContain(a.owned.email);
}

describe('every user-scoped route is in the sweep', () => {
  it('lists each route of /v1/openapi.json whose path holds users/{ or /me/, and no route that does not exist', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
    const userScoped = documented.filter((route) => route.includes('users/{') || route.includes('/me/'));
    const swept = new Set(SWEEP.map(label));
    const missing = userScoped.filter((route) => !swept.has(route));
    expect(missing, `add a row to SWEEP in tests/api/ownership-sweep.test.ts for each of: ${missing.join(', ')}`).toEqual([]);
    const stale = SWEEP.map(label).filter((route) => !documented.includes(route));
    expect(stale, `SWEEP rows naming no route of /v1/openapi.json: ${stale.join(', ')}`).toEqual([]);
  });
});

describe("another user's token with the first user's ids answers 404 NOT_FOUND", () => {
  it.each(othersIdRows.map((row) => [label(row), row] as const))('%s', async (_, row) => {
    await expectNoLeak(await api.fetch(fillPath(row, a.owned), request(row, a.owned, b.token)), row);
  });
});

describe("another user's own id with the first user's resource ids answers 404 NOT_FOUND", () => {
  it.each(nestedRows.map((row) => [label(row), row] as const))('%s', async (_, row) => {
    await expectNoLeak(await api.fetch(fillPath(row, a.owned, b.userId), request(row, a.owned, b.token)), row);
  });
});

describe('without a token every user-scoped route answers 401 AUTH_REQUIRED', () => {
  it.each(SWEEP.map((row) => [label(row), row] as const))('%s', async (_, row) => {
    const error = await expectError(await api.fetch(fillPath(row, a.owned), request(row, a.owned, null)), 401, 'AUTH_REQUIRED');
    expect(JSON.stringify(error)).not.toContain(SECRET_STREET);
  });
});

describe('after the sweep', () => {
  it("the first user's data is as it was", async () => {
    expect(await snapshot(api, a.owned, a.token)).toEqual(before);
    // The snapshot is not empty: it holds A's addresses, card and wish.
    expect(JSON.stringify(before)).toContain(SECRET_STREET);
    expect(JSON.stringify(before)).toContain(a.owned.cardId);
    expect((before['/v1/wishes/me/shops/{shopId}'] as { articles: number[] }).articles).toEqual([a.owned.articleId]);
    // A's order: not completed by B, and B's reported error not recorded on it.
    expect((before['/v1/orders/{id}'] as { status: string }).status).toBe('awaitPayment');
    const [order] = await api.db.select({ lastError: orders.lastError }).from(orders).where(eq(orders.id, a.owned.orderId));
    expect(order!.lastError).toBeNull();
  });
});
