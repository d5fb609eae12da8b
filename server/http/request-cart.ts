// Whose cart a checkout call works on (decision 106): with a bearer token the signed-in user's
// cart (one per user, so it follows them to any browser), else the session cart of the cookie
// (decision 012). A bearer that does not stand is a 401, never a silent fall back to the visitor's
// cart: the client must learn its session ended.
import type { Context } from 'hono';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { CartRow } from '../domain/cart/session-cart.js';
import { userCart } from '../domain/cart/user-cart.js';
import { bearerUser } from './require-user.js';
import { sessionCart } from './session-cart.js';
import { readSessionId } from './session-cookie.js';

export interface RequestCart {
  cart: CartRow;
  /**
   * Whose Idempotency-Keys these are (decision 063): the browser's session while it has one, so
   * an outbox entry sent before sign-in and retried after it finds its stored answer; a client
   * without the cookie (another device, an API client), the user.
   */
  keyScope: string;
}

export async function requestCart(c: Context, db: Db, config: Config): Promise<RequestCart> {
  const signedIn = await bearerUser(c, db, config);
  if (!signedIn) {
    const { sessionId, cart } = await sessionCart(c, db, config.publicUrl.startsWith('https:'));
    return { cart, keyScope: `ss:${sessionId}` };
  }
  const sessionId = readSessionId(c);
  return { cart: await userCart(db, signedIn.userId), keyScope: sessionId ? `ss:${sessionId}` : `user:${signedIn.userId}` };
}
