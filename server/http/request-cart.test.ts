import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { signUp } from '../domain/auth/signup.js';
import { openCart } from '../domain/cart/cart-owner.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { keepSession, requestCart } from './request-cart.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono;
let ada: { token: string; id: number };
const config = loadConfig({ AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!', PUBLIC_URL: 'https://shop.test', PAYMENT_SANDBOX: 'on' });

beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono();
  app.onError(errorHandler(createLogger('silent')));
  app.get('/v1/checkout/cart', async (c) => {
    const { owner, cart, keyScope } = await requestCart(c, database.db, config);
    return c.json({ cartId: cart?.id ?? null, userId: 'userId' in owner ? owner.userId : null, keyScope });
  });
  // A change that goes through: the cart made in its transaction, then the new session's cookie.
  app.post('/v1/checkout/cart', async (c) => {
    const whose = await requestCart(c, database.db, config);
    const cart = await database.db.transaction((tx) => openCart(tx, whose.owner));
    keepSession(c, whose, config);
    return c.json({ cartId: cart.id, userId: cart.userId, keyScope: whose.keyScope });
  });
  const { token, user } = await signUp(database.db, authTokens(database.db, config), {
    name: { first: 'Ada', last: 'Bianchi' }, birth: { year: 1990, month: 5, day: 17 },
    email: 'ada@example.it', password: 'pedali-lunghi-9', confirmedPass: 'pedali-lunghi-9', newsSubscriber: false,
  }, 'it');
  ada = { token, id: user.id };
}, 60_000);
afterAll(async () => { await database?.close(); });

type Seen = { cartId: string | null; userId: number | null; keyScope: string };
const call = (headers: Record<string, string> = {}, method = 'GET') => app.request('/v1/checkout/cart', { method, headers });
/** A visitor's first change: it makes the cart and opens the session. */
const change = (headers: Record<string, string> = {}) => call(headers, 'POST');
const sessionOf = (answer: Response) => answer.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];

describe('requestCart', () => {
  it("gives a visitor the session cart of its cookie, keyed by the session; a new session's cookie is Secure over https", async () => {
    const first = await change();
    const sessionId = sessionOf(first);
    expect(first.headers.get('set-cookie')).toContain('Secure');
    const seen = (await first.json()) as Seen;
    expect(seen).toMatchObject({ userId: null, keyScope: `ss:${sessionId}` });
    const again = await call({ cookie: `${SESSION_COOKIE}=${sessionId}` });
    expect((await again.json()) as Seen).toEqual(seen);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('opens no session for a visitor without a cart: no cart, no cookie, a new key scope each time', async () => {
    const first = await call();
    expect(first.headers.get('set-cookie')).toBeNull();
    const seen = (await first.json()) as Seen;
    expect(seen).toMatchObject({ cartId: null, userId: null, keyScope: expect.stringMatching(/^ss:/) as unknown });
    expect(((await (await call()).json()) as Seen).keyScope).not.toBe(seen.keyScope);
  });

  it("gives a signed-in customer their own cart from any browser: keys of the browser's session, else of the user", async () => {
    const visitor = sessionOf(await change())!;
    const withCookie = (await (await call({ authorization: `Bearer ${ada.token}`, cookie: `${SESSION_COOKIE}=${visitor}` })).json()) as Seen;
    const withoutCookie = (await (await call({ authorization: `Bearer ${ada.token}` })).json()) as Seen;
    expect(withCookie).toMatchObject({ userId: ada.id, keyScope: `ss:${visitor}` });
    expect(withoutCookie).toEqual({ ...withCookie, keyScope: `user:${ada.id}` });
  });

  it('answers 401 for a bearer that does not stand, never falling back to the cookie\'s cart', async () => {
    const visitor = sessionOf(await change())!;
    for (const authorization of ['Bearer not-a-token', 'Bearer']) {
      const answer = await call({ authorization, cookie: `${SESSION_COOKIE}=${visitor}` });
      expect(answer.status, authorization).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});
