// Whose cart a checkout call works on (decision 106): with a bearer token the signed-in user's
// cart (one per user, so it follows them to any browser), else the session cart of the cookie
// (decision 012). A bearer that does not stand is a 401, never a silent fall back to the visitor's
// cart: the client must learn its session ended. Nothing here makes a cart: a change that goes
// through makes it in its own transaction, and a visitor's new session gets its cookie only with
// that change's answer (decision 224).
import type { Context } from 'hono';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { findCart, type CartOwner } from '../domain/cart/cart-owner.js';
import type { CartRow } from '../domain/cart/session-cart.js';
import { bearerUser } from './require-user.js';
import { requestSession } from './session-cart.js';
import { readSessionId, writeSessionId } from './session-cookie.js';

export interface RequestCart {
  owner: CartOwner;
  /** The owner's cart as the request found it; undefined while the owner has none. */
  cart: CartRow | undefined;
  /**
   * Whose Idempotency-Keys these are (decision 063): the browser's session while it has one, so
   * an outbox entry sent before sign-in and retried after it finds its stored answer; a client
   * without the cookie (another device, an API client), the user.
   */
  keyScope: string;
  /** A visitor's session that no cookie names yet: its id, sent as the cookie once a change made its cart. */
  newSession: string | undefined;
}

export async function requestCart(c: Context, db: Db, config: Config): Promise<RequestCart> {
  const signedIn = await bearerUser(c, db, config);
  if (!signedIn) {
    const { sessionId, cart } = await requestSession(c, db);
    return { owner: { sessionId }, cart, keyScope: `ss:${sessionId}`, newSession: cart ? undefined : sessionId };
  }
  const owner = { userId: signedIn.userId };
  const sessionId = readSessionId(c);
  return { owner, cart: await findCart(db, owner), keyScope: sessionId ? `ss:${sessionId}` : `user:${signedIn.userId}`, newSession: undefined };
}

/** After a change to the request's cart went through: a visitor's first change opens their session, whose cookie goes with this answer. */
export function keepSession(c: Context, whose: RequestCart, config: Config): void {
  if (whose.newSession) writeSessionId(c, whose.newSession, config.publicUrl.startsWith('https:'));
}
