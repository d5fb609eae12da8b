// PATCH checkout/me/carts/{cartId}/items/status (decision 205): the status of the signed-in
// customer's own cart lines, with the whole checkout state. Without `seen` it tells the lines that
// cannot be bought as they stand; with it, the re-check of checkout/me/secure. It changes nothing;
// a visitor gets 401, another customer's or a visitor's cart 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSecureAnswerSchema, type CheckoutSeen } from '../../contract/checkout-choices.js';
import type { Checkout } from '../../contract/checkout.js';
import { articles } from '../../server/db/schema.js';
import { NO_RATE_LIMITS } from './auth-fixtures.js';
import { cartApiSuite, insertCartFixtures, setStock, Visitor } from './cart-fixtures.js';
import { customer, type Customer } from './checkout-choices-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api } = cartApiSuite({ env: NO_RATE_LIMITS });

const statusPath = (cartId: string, lang = 'en') => `/v1/checkout/me/carts/${cartId}/items/status?lang=${lang}`;

async function status(c: Customer, cartId: string, body?: unknown, lang = 'en') {
  const res = await c.call('PATCH', statusPath(cartId, lang), body);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  return checkoutSecureAnswerSchema.parse(json);
}

const seenOf = (s: Checkout): CheckoutSeen => ({
  lines: s.items.map((l) => ({ id: l.id, quantity: l.quantity, unit: l.prices.unit })),
  total: s.cashier.total,
});

async function cartOf(c: Customer) {
  const fx = await insertCartFixtures(api.db);
  await c.add(fx.bottle, 2); // tracked stock 5
  const shown = await c.add(fx.book, 1);
  const english = await c.ok('GET', '/v1/checkout/ss?lang=en');
  const name = (id: number) => english.items.find((l) => l.articleId === id)!.name;
  return { fx, shown, bottle: name(fx.bottle), book: name(fx.book) };
}

describe('PATCH checkout/me/carts/{cartId}/items/status', () => {
  it('answers changed=false and the checkout when every line can be bought, with or without a body', async () => {
    const c = await customer(api);
    const { shown } = await cartOf(c);
    for (const body of [undefined, {}]) {
      const answer = await status(c, shown.id, body);
      expect(answer.status).toEqual({ changed: false, messages: [] });
      expect(answer.checkout).toEqual(await c.ok('GET', '/v1/checkout/ss?lang=en'));
    }
  });

  it('tells the lines that cannot be bought as they stand, in the request\'s language, and changes nothing', async () => {
    const c = await customer(api);
    const { fx, shown, bottle, book } = await cartOf(c);
    await setStock(api.db, fx.bottle, 1);
    await api.db.update(articles).set({ available: false }).where(eq(articles.id, fx.book));
    const before = await c.state();
    const en = await status(c, shown.id);
    expect(en.status.changed).toBe(true);
    expect(en.status.messages).toEqual(expect.arrayContaining([`“${bottle}”: 1 piece available`, `“${book}” is no longer available`]));
    expect(en.status.messages).toHaveLength(2);
    const it = await status(c, shown.id, undefined, 'it');
    const itBook = it.checkout.unavailableItems.find((l) => l.articleId === fx.book)!.name;
    expect(it.status.messages).toContain(`«${itBook}» non è più disponibile`);
    // The lines stay as they were: the customer decides.
    expect(await c.state()).toEqual(before);
  });

  it('with what the customer saw, answers as the re-check does', async () => {
    const c = await customer(api);
    const { fx, shown, bottle } = await cartOf(c);
    await api.db.update(articles).set({ priceGross: 2750 }).where(eq(articles.id, fx.bottle));
    const answer = await status(c, shown.id, { seen: seenOf(shown) });
    const secure = checkoutSecureAnswerSchema.parse(await (await c.call('PATCH', '/v1/checkout/me/secure?lang=en', { seen: seenOf(shown) })).json());
    expect(answer.status.messages[0]).toBe(`The price of “${bottle}” has changed: now 27,50\u00a0€ instead of 25,00\u00a0€`);
    expect(answer).toEqual(secure);
  });

  it('refuses a bad cart id or body with 400, a visitor with 401, and another cart with 404', async () => {
    const c = await customer(api);
    const { shown } = await cartOf(c);
    const badId = await expectError(await c.call('PATCH', statusPath('not-a-uuid'), {}), 400, 'VALIDATION_ERROR');
    expect(failingFields(badId)).toContain('cartId');
    const badBody = await expectError(await c.call('PATCH', statusPath(shown.id), { seen: { lines: [{ id: 'x', quantity: 0 }] } }), 400, 'VALIDATION_ERROR');
    expect(failingFields(badBody)).toEqual(expect.arrayContaining(['seen.lines.0.quantity', 'seen.total']));
    // No token: the login drawer's answer, whatever the id.
    await expectError(await new Visitor(api).call('PATCH', statusPath(shown.id), {}), 401, 'AUTH_REQUIRED');
    // Another customer's cart and a visitor's session cart are not the caller's: 404, nothing told about them.
    const other = await customer(api);
    const theirs = await cartOf(other);
    const foreign = await expectError(await c.call('PATCH', statusPath(theirs.shown.id), {}), 404, 'NOT_FOUND');
    expect(foreign.message).toBe('This cart does not exist or is not yours');
    const visitor = new Visitor(api);
    const visitorCart = await visitor.state();
    await expectError(await c.call('PATCH', statusPath(visitorCart.id), {}), 404, 'NOT_FOUND');
    await expectError(await c.call('PATCH', statusPath('00000000-0000-4000-8000-000000000000', 'it'), {}), 404, 'NOT_FOUND');
  });

  it('is in the OpenAPI document with its answers', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>> };
    const operation = doc.paths['/v1/checkout/me/carts/{cartId}/items/status']?.patch;
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(operation!.security).toEqual([{ bearerAuth: [] }]);
  });
});
