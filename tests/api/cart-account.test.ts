// The cart at sign-in (decision 106): the visitor's session cart joins the account's cart within
// the lines' bounds, what did not join whole is told, a retried sign-in adds nothing twice, the
// cart follows the user to another browser, and sign-out leaves the browser an empty visitor.
import { describe, expect, it } from 'vitest';
import { authAnswerSchema, type AuthAnswer } from '../../contract/auth.js';
import { NO_RATE_LIMITS, PASSWORD, signUpOk } from './auth-fixtures.js';
import { cartApiSuite, lineOf, setStock, Visitor } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api, fx } = cartApiSuite({ env: NO_RATE_LIMITS });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in from this browser (its session cookie goes along, as the PWA's requests carry it). */
async function signIn(browser: Visitor, email: string): Promise<AuthAnswer> {
  const res = await browser.call('POST', '/v1/auth/signin', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return authAnswerSchema.parse(await res.json());
}

describe('cart at sign-in', () => {
  it("joins the visitor's lines to the account's within their bounds and tells what did not join whole", async () => {
    const { token, user } = await signUpOk(api);
    const account = new Visitor(api);
    await account.add({ id: fx.book, quantity: 5 }, auth(token));
    await account.add({ id: fx.bottle, quantity: 3 }, auth(token));
    await account.add({ id: fx.gel, quantity: 4 }, auth(token));
    // A fresh browser: the sign-up above carried no cookie, so the account's lines are its own.
    const browser = new Visitor(api);
    await browser.add({ id: fx.book, quantity: 2 });
    await browser.add({ id: fx.bottle, quantity: 4 }); // 3 + 4, but 5 exist
    await browser.add({ id: fx.gel, quantity: 2 }); // the account holds the most per order (4)
    await browser.add({ id: fx.glove.only, quantity: 1 }); // a new line: moves as it is
    const sold = await browser.add({ id: fx.jersey.small, quantity: 1 });
    await setStock(api.db, fx.jersey.small, 0); // sold out meanwhile: not carried over
    try {
      const answer = await signIn(browser, user.email);
      const messages = answer.cartMerge?.messages ?? [];
      expect(messages).toHaveLength(3);
      expect(messages.find((m) => m.includes('nel carrello 5 invece di 7'))).toContain('5 pezzi disponibili');
      expect(messages.some((m) => m.includes('non è stato aggiunto') && m.includes('Massimo 4 per ordine'))).toBe(true);
      expect(messages.some((m) => m.includes('non è stato aggiunto') && m.includes('Esaurito'))).toBe(true);

      const merged = await account.ok('GET', '/v1/checkout/ss', undefined, auth(token));
      expect(merged.session.kind).toBe('user');
      expect(merged.customer).toEqual({ id: user.id });
      expect(lineOf(merged, fx.book)?.quantity).toBe(7);
      expect(lineOf(merged, fx.bottle)?.quantity).toBe(5);
      expect(lineOf(merged, fx.gel)?.quantity).toBe(4);
      expect(lineOf(merged, fx.glove.only)?.quantity).toBe(1);
      expect(lineOf(merged, fx.jersey.small)).toBeUndefined();
      // The moved line kept its id, so an outbox change queued before sign-in still finds it.
      expect(lineOf(merged, fx.glove.only)?.id).toBe(lineOf(sold, fx.glove.only)?.id);

      // The browser's visitor cart was emptied: without the token it is empty.
      expect((await browser.state()).counts).toEqual({ items: 0, quantity: 0 });

      // A retried sign-in (the answer was lost) merges nothing twice.
      const again = await signIn(browser, user.email);
      expect(again.cartMerge?.messages).toEqual([]);
      const after = await account.ok('GET', '/v1/checkout/ss', undefined, auth(token));
      expect(after.counts).toEqual(merged.counts);
    } finally {
      await setStock(api.db, fx.jersey.small, 3);
    }
  });

  it('answers the sign-in in the requested language', async () => {
    const { user, token } = await signUpOk(api);
    const account = new Visitor(api);
    await account.add({ id: fx.gel, quantity: 4 }, auth(token));
    const browser = new Visitor(api);
    await browser.add({ id: fx.gel, quantity: 2 });
    const res = await browser.call('POST', '/v1/auth/signin?lang=en', { email: user.email, password: PASSWORD });
    const answer = authAnswerSchema.parse(await res.json());
    expect(answer.cartMerge?.messages).toEqual([expect.stringContaining('was not added to your cart: At most 4 per order')]);
  });

  it("merges at sign-up too: the new account starts with the visitor's cart", async () => {
    const browser = new Visitor(api);
    await browser.add({ id: fx.book, quantity: 3 });
    const res = await browser.call('POST', '/v1/auth/signup', {
      name: { first: 'Luca', last: 'Verdi' }, birth: { day: 1, month: 2, year: 1985 },
      email: `luca.${Date.now()}@example.it`, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false,
    });
    expect(res.status).toBe(200);
    const { token, cartMerge } = authAnswerSchema.parse(await res.json());
    expect(cartMerge?.messages).toEqual([]);
    const state = await new Visitor(api).ok('GET', '/v1/checkout/ss', undefined, auth(token));
    expect(lineOf(state, fx.book)?.quantity).toBe(3);
  });

  it('follows the user to another browser: the same cart with the token and no cookie', async () => {
    const { token } = await signUpOk(api);
    const first = new Visitor(api);
    const mine = await first.add({ id: fx.book, quantity: 2 }, auth(token));
    const second = new Visitor(api);
    const there = await second.ok('GET', '/v1/checkout/ss', undefined, auth(token));
    expect(there.id).toBe(mine.id);
    expect(lineOf(there, fx.book)?.quantity).toBe(2);
    // No visitor session is opened for a signed-in call.
    expect(second.cookie).toBeUndefined();
    await second.ok('PATCH', `/v1/checkout/ss/carts/items/${lineOf(there, fx.book)!.id}`, { quantity: 4 }, auth(token));
    expect(lineOf(await first.ok('GET', '/v1/checkout/ss', undefined, auth(token)), fx.book)?.quantity).toBe(4);
    // Another user's token sees their own cart, never this one.
    const other = await signUpOk(api);
    const theirs = await second.ok('GET', '/v1/checkout/ss', undefined, auth(other.token));
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.counts.items).toBe(0);
  });

  it('keeps the Idempotency-Key working for a signed-in cart: a replay adds once', async () => {
    const { token } = await signUpOk(api);
    const device = new Visitor(api);
    const headers = { ...auth(token), 'idempotency-key': 'signed-in-add-1' };
    await device.add({ id: fx.book, quantity: 1 }, headers);
    const res = await device.call('POST', '/v1/checkout/ss/carts', { id: fx.book, quantity: 1 }, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    const state = await device.ok('GET', '/v1/checkout/ss', undefined, auth(token));
    expect(lineOf(state, fx.book)?.quantity).toBe(1);
  });

  it('refuses a token that does not stand with 401 rather than showing another cart', async () => {
    const browser = new Visitor(api);
    await expectError(await browser.call('GET', '/v1/checkout/ss', undefined, auth('not-a-token')), 401, 'AUTH_TOKEN_INVALID');
    await expectError(await browser.call('POST', '/v1/checkout/ss/carts', { id: fx.book, quantity: 1 }, auth('x.y.z')), 401, 'AUTH_TOKEN_INVALID');
    const { token } = await signUpOk(api);
    await browser.call('POST', '/v1/auth/signout', undefined, auth(token));
    await expectError(await browser.call('GET', '/v1/checkout/ss', undefined, auth(token)), 401, 'AUTH_EXPIRE');
  });

  it('sign-out leaves the browser an empty visitor cart, the account keeps its lines', async () => {
    const { user } = await signUpOk(api);
    const browser = new Visitor(api);
    await browser.add({ id: fx.book, quantity: 2 });
    const { token } = await signIn(browser, user.email);
    await browser.ok('POST', '/v1/checkout/ss/carts', { id: fx.bottle, quantity: 1 }, auth(token));
    const out = await browser.call('POST', '/v1/auth/signout', undefined, auth(token));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('raggio_ss=;') && /Max-Age=0/i.test(c))).toBe(true);
    browser.cookie = undefined; // the browser drops the cleared cookie
    const visitor = await browser.state();
    expect(visitor.session.kind).toBe('guest');
    expect(visitor.counts).toEqual({ items: 0, quantity: 0 });
    const again = await signIn(new Visitor(api), user.email);
    const account = await new Visitor(api).ok('GET', '/v1/checkout/ss', undefined, auth(again.token));
    expect(account.counts).toEqual({ items: 2, quantity: 3 });
  });
});
