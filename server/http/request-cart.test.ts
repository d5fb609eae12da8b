import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { signUp } from '../domain/auth/signup.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { requestCart } from './request-cart.js';
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
    const { cart, keyScope } = await requestCart(c, database.db, config);
    return c.json({ cartId: cart.id, userId: cart.userId, keyScope });
  });
  const { token, user } = await signUp(database.db, authTokens(database.db, config), {
    name: { first: 'Ada', last: 'Bianchi' }, birth: { year: 1990, month: 5, day: 17 },
    email: 'ada@example.it', password: 'pedali-lunghi-9', confirmedPass: 'pedali-lunghi-9', newsSubscriber: false,
  }, 'it');
  ada = { token, id: user.id };
}, 60_000);
afterAll(async () => { await database?.close(); });

type Seen = { cartId: string; userId: number | null; keyScope: string };
const call = (headers: Record<string, string> = {}) => app.request('/v1/checkout/cart', { headers });
const sessionOf = (answer: Response) => answer.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];

describe('requestCart', () => {
  it("gives a visitor the session cart of its cookie, keyed by the session; a new session's cookie is Secure over https", async () => {
    const first = await call();
    const sessionId = sessionOf(first);
    expect(first.headers.get('set-cookie')).toContain('Secure');
    const seen = (await first.json()) as Seen;
    expect(seen).toMatchObject({ userId: null, keyScope: `ss:${sessionId}` });
    const again = (await (await call({ cookie: `${SESSION_COOKIE}=${sessionId}` })).json()) as Seen;
    expect(again).toEqual(seen);
  });

  it("gives a signed-in customer their own cart from any browser: keys of the browser's session, else of the user", async () => {
    const visitor = sessionOf(await call())!;
    const withCookie = (await (await call({ authorization: `Bearer ${ada.token}`, cookie: `${SESSION_COOKIE}=${visitor}` })).json()) as Seen;
    const withoutCookie = (await (await call({ authorization: `Bearer ${ada.token}` })).json()) as Seen;
    expect(withCookie).toMatchObject({ userId: ada.id, keyScope: `ss:${visitor}` });
    expect(withoutCookie).toEqual({ ...withCookie, keyScope: `user:${ada.id}` });
  });

  it('answers 401 for a bearer that does not stand, never falling back to the cookie\'s cart', async () => {
    const visitor = sessionOf(await call())!;
    for (const authorization of ['Bearer not-a-token', 'Bearer']) {
      const answer = await call({ authorization, cookie: `${SESSION_COOKIE}=${visitor}` });
      expect(answer.status, authorization).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});
