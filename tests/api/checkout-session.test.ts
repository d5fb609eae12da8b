// GET /v1/checkout/ss and the session cart behind the raggio_ss cookie. A cart and its cookie are
// made by the first change that goes through, never by a read or a refusal (decision 224).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSchema } from '../../contract/checkout.js';
import { articles, carts, shippings } from '../../server/db/schema.js';
import { bearer, signUpOk } from './auth-fixtures.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let articleId: number;
beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.db.select({ id: articles.id }).from(articles).where(eq(articles.grade, 'simple')).orderBy(articles.id).limit(1);
  articleId = row!.id;
});
afterAll(async () => { await api?.close(); });

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('raggio_ss='));
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!;
const cartRows = async () => ((await api.db.select({ n: count() }).from(carts)) as [{ n: number }])[0].n;

async function getCheckout(cookie?: string) {
  const res = await api.fetch('/v1/checkout/ss', cookie ? { headers: { cookie } } : {});
  expect(res.status).toBe(200);
  return { res, body: checkoutSchema.parse(await res.json()), setCookie: sessionCookie(res) };
}

/** A visitor's first add: it makes the cart and opens the session. */
async function addOne(cookie?: string) {
  const res = await api.fetch('/v1/checkout/ss/carts', {
    method: 'POST', body: JSON.stringify({ id: articleId, quantity: 1 }),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
  expect(res.status).toBe(200);
  return { res, body: checkoutSchema.parse(await res.json()), setCookie: sessionCookie(res) };
}

describe('GET /v1/checkout/ss', () => {
  it('answers a visitor without a cart an empty one, and makes nothing: no cart row, no cookie', async () => {
    const before = await cartRows();
    const { body, setCookie, res } = await getCheckout();
    expect(body.id).toBe('');
    expect(setCookie).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await cartRows()).toBe(before);
  });

  it('answers an empty cart: no lines, counts and cashier at zero, shipping quoted', async () => {
    const { body } = await getCheckout();
    expect(body.items).toEqual([]);
    expect(body.unavailableItems).toEqual([]);
    expect(body.counts).toEqual({ items: 0, quantity: 0 });
    expect(body.cashier).toMatchObject({ gross: 0, taxable: 0, tax: 0, total: 0, payment: { additionalGross: 0 } });
    const [courier] = await api.db.select().from(shippings)
      .where(and(eq(shippings.active, true), sql`${shippings.type} <> 'pickup'`, sql`${shippings.countries} ? 'IT'`))
      .orderBy(asc(shippings.position), asc(shippings.id)).limit(1);
    expect(body.cashier.shipping).toEqual({ free: courier!.feeGross === 0, gross: courier!.feeGross });
    expect(body.steps.current.slug).toBe('accedi');
    expect(body.session.kind).toBe('guest');
  });

  it('answers a signed-in customer without a cart an empty one of theirs, and makes no cart', async () => {
    const { token, user } = await signUpOk(api);
    const res = await api.fetch('/v1/checkout/ss', bearer(token));
    const body = checkoutSchema.parse(await res.json());
    expect(body).toMatchObject({ id: '', counts: { items: 0, quantity: 0 }, customer: { id: user.id }, session: { kind: 'user' } });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await api.db.select().from(carts).where(eq(carts.userId, user.id))).toEqual([]);
  });
});

describe('the session', () => {
  it('opens with the first add: an httpOnly, SameSite=Lax cookie for the whole site, kept long, naming the new cart', async () => {
    const { setCookie, body, res } = await addOne();
    expect(setCookie).toMatch(/^raggio_ss=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(Number(/Max-Age=(\d+)/.exec(setCookie!)?.[1])).toBeGreaterThan(30 * 24 * 3600);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.counts).toEqual({ items: 1, quantity: 1 });
  });

  it('finds the same cart again with the cookie, without setting a new one', async () => {
    const first = await addOne();
    const again = await getCheckout(cookieValue(first.setCookie!));
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.counts.quantity).toBe(1);
    expect(again.setCookie).toBeUndefined();
    const more = await addOne(cookieValue(first.setCookie!));
    expect(more.body).toMatchObject({ id: first.body.id, counts: { quantity: 2 } });
    expect(more.setCookie).toBeUndefined();
  });

  it('gives every new session its own cart', async () => {
    const a = await addOne();
    const b = await addOne();
    expect(a.body.id).not.toBe(b.body.id);
    expect(cookieValue(a.setCookie!)).not.toBe(cookieValue(b.setCookie!));
  });

  it('replaces an unknown or malformed session id with a fresh one, never the one the client sent', async () => {
    for (const forged of [`raggio_ss=${'A'.repeat(43)}`, 'raggio_ss=short']) {
      const read = await getCheckout(forged);
      expect(read.body.id).toBe('');
      expect(read.setCookie).toBeUndefined();
      const { setCookie } = await addOne(forged);
      expect(setCookie).toBeDefined();
      expect(cookieValue(setCookie!)).not.toBe(forged);
    }
  });

  it("makes one cart of a customer's first changes sent at once, and counts every one", async () => {
    const { token, user } = await signUpOk(api);
    const add = () => api.fetch('/v1/checkout/ss/carts', {
      method: 'POST', body: JSON.stringify({ id: articleId, quantity: 1 }), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const answers = await Promise.all(Array.from({ length: 6 }, add));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await api.db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
    const state = checkoutSchema.parse(await (await api.fetch('/v1/checkout/ss', bearer(token))).json());
    expect(state.counts).toEqual({ items: 1, quantity: 6 });
  });

  it('keeps the cart across a server restart', async () => {
    const first = await addOne();
    await api.restart();
    const after = await getCheckout(cookieValue(first.setCookie!));
    expect(after.body.id).toBe(first.body.id);
  });
});

describe('refused calls make no cart and open no session (decision 224)', () => {
  const json = { 'content-type': 'application/json' };
  const visitorCalls: [string, string, string, RequestInit][] = [
    ['a body the schema refuses', 'POST', '/v1/checkout/ss/carts', { body: JSON.stringify({ id: 1, quantity: 0 }), headers: json }],
    ['an article that does not exist', 'POST', '/v1/checkout/ss/carts', { body: JSON.stringify({ id: 2_000_000_000, quantity: 1 }), headers: json }],
    ['another media type', 'POST', '/v1/checkout/ss/carts', { body: JSON.stringify({ id: 1, quantity: 1 }), headers: { 'content-type': 'text/plain' } }],
    ['a malformed Idempotency-Key', 'POST', '/v1/checkout/ss/carts', { body: JSON.stringify({ id: 1, quantity: 1 }), headers: { ...json, 'idempotency-key': ' ' } }],
    ['a line of no cart', 'PATCH', `/v1/checkout/ss/carts/items/${crypto.randomUUID()}`, { body: JSON.stringify({ quantity: 2 }), headers: json }],
    ['a line of no cart, removed', 'DELETE', `/v1/checkout/ss/carts/items/${crypto.randomUUID()}`, {}],
    ['a line id that is no UUID', 'DELETE', '/v1/checkout/ss/carts/items/x', {}],
    ['a code the cart does not have', 'DELETE', '/v1/checkout/ss/promos/1', {}],
  ];

  it.each(visitorCalls)('a visitor: %s (%s %s)', async (_, method, path, init) => {
    const before = await cartRows();
    for (const cookie of [undefined, `raggio_ss=${'A'.repeat(43)}`]) {
      const headers = { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) };
      const res = await api.fetch(path, { ...init, method, headers });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(sessionCookie(res), `${method} ${path}`).toBeUndefined();
    }
    expect(await cartRows()).toBe(before);
  });

  it('a signed-in customer without a cart: a refused add, code, choice or order, and the re-check, make none', async () => {
    const { token, user } = await signUpOk(api);
    const as = (method: string, body?: unknown): RequestInit => ({
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answers = [
      await api.fetch('/v1/checkout/ss/carts', as('POST', { id: 2_000_000_000, quantity: 1 })),
      await api.fetch('/v1/checkout/me/promos', as('POST', { code: 'NO-SUCH-CODE' })),
      await api.fetch('/v1/checkout/me/addresses', as('POST', { billing: 2_000_000_000, shipping: 2_000_000_000, gift: { on: false, message: '' } })),
      await api.fetch('/v1/checkout/me/shippings', as('POST', { method: 'courier', id: 2_000_000_000, pickup: null })),
      await api.fetch('/v1/checkout/me/payments', as('POST', { method: 'stripe', id: crypto.randomUUID() })),
      await api.fetch('/v1/orders/intents', as('POST')),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 409]);
    const secure = await api.fetch('/v1/checkout/me/secure', as('PATCH', { seen: { lines: [], total: 0 } }));
    expect(secure.status).toBe(200);
    expect(await api.db.select().from(carts).where(eq(carts.userId, user.id))).toEqual([]);
  });
});
