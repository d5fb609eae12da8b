// The request's session through a Hono app (app.request, no listening server): a cookie naming a
// cart finds it; a request without one (none, malformed or unknown) gets a fresh session id that
// names no cart, never one the client chose, and no cookie: a session is opened by the first
// change that goes through (request-cart.ts keepSession, decision 224).
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openCart } from '../domain/cart/cart-owner.js';
import { NO_STORE, requestSession } from './session-cart.js';
import { newSessionId, SESSION_COOKIE } from './session-cookie.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
const app = new Hono();
app.get('/cart', async (c) => {
  const { sessionId, cart } = await requestSession(c, database.db);
  return c.json({ sessionId, cartId: cart?.id ?? null }, 200, NO_STORE);
});

beforeAll(async () => { database = await openShopDatabase(); });
afterAll(async () => { await database?.close(); });

const visit = (cookie?: string) => app.request('/cart', cookie === undefined ? {} : { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
const body = async (res: Response) => await res.json() as { sessionId: string; cartId: string | null };
const cartOf = async (sessionId: string) => database.db.transaction((tx) => openCart(tx, { sessionId }));

describe('requestSession', () => {
  it('finds the cart the cookie names, and sets no cookie', async () => {
    const sessionId = newSessionId();
    const cart = await cartOf(sessionId);
    const res = await visit(sessionId);
    expect(await body(res)).toEqual({ sessionId, cartId: cart.id });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('gives a request without a session a fresh id with no cart, and makes nothing: no row, no cookie', async () => {
    const res = await visit();
    const fresh = await body(res);
    expect(fresh.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.cartId).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await body(await visit())).sessionId).not.toBe(fresh.sessionId);
  });

  it('gives a malformed or unknown session id (one no cart has) a fresh id, never the one the client chose', async () => {
    const known = newSessionId();
    await cartOf(known);
    for (const cookie of ['short', 'x'.repeat(43), `${known}!`, newSessionId()]) {
      const fresh = await body(await visit(cookie));
      expect(fresh.sessionId, cookie).not.toBe(cookie);
      expect(fresh.sessionId, cookie).not.toBe(known);
      expect(fresh.cartId, cookie).toBeNull();
    }
  });
});
