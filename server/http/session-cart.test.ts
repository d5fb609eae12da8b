// The session cart through a Hono app (app.request, no listening server): the first request opens
// a session with the raggio_ss cookie; the same cookie finds the same cart; a cookie the server did
// not issue (malformed or unknown) gets a fresh session, never one the client chose.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { NO_STORE, sessionCart } from './session-cart.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
const appFor = (secureCookie: boolean) => {
  const app = new Hono();
  app.get('/cart', async (c) => {
    const { sessionId, cart } = await sessionCart(c, database.db, secureCookie);
    return c.json({ sessionId, cartId: cart.id }, 200, NO_STORE);
  });
  return app;
};

beforeAll(async () => { database = await openShopDatabase(); });
afterAll(async () => { await database?.close(); });

const sessionOf = (res: Response) => res.headers.get('set-cookie')?.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
const visit = (cookie?: string, secure = false) =>
  appFor(secure).request('/cart', cookie === undefined ? {} : { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
const body = async (res: Response) => await res.json() as { sessionId: string; cartId: string };

describe('sessionCart', () => {
  it('opens a session on the first request: an httpOnly, SameSite=Lax cookie for the whole site, kept a year', async () => {
    const res = await visit();
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');
    expect(sessionOf(res)).toBe((await body(res)).sessionId);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('finds the same cart for the same cookie, and sets no new cookie', async () => {
    const first = await body(await visit());
    const again = await visit(first.sessionId);
    expect(await body(again)).toEqual(first);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('gives a malformed or unknown session id a fresh session and an empty cart of its own', async () => {
    const known = await body(await visit());
    for (const cookie of ['short', 'x'.repeat(43), `${known.sessionId}!`]) {
      const res = await visit(cookie);
      const fresh = await body(res);
      expect(fresh.sessionId, cookie).not.toBe(cookie);
      expect(fresh.cartId).not.toBe(known.cartId);
      expect(sessionOf(res)).toBe(fresh.sessionId);
    }
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    expect((await visit(undefined, true)).headers.get('set-cookie')).toContain('Secure');
  });
});
