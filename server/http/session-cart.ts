// The request's session cart (docs/decisions/012-session-cookie.md): the cookie names a persisted
// cart row; a request without a usable one gets a new session and an empty cart.
import type { Context } from 'hono';
import type { Db } from '../db/client.js';
import { createSessionCart, findSessionCart, type CartRow } from '../domain/cart/session-cart.js';
import { newSessionId, readSessionId, writeSessionId } from './session-cookie.js';

/** Cart answers are per session and change with every call: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The request's session and its cart; a missing, malformed or unknown id gets a fresh one. */
export async function sessionCart(c: Context, db: Db, secureCookie: boolean): Promise<{ sessionId: string; cart: CartRow }> {
  const known = readSessionId(c);
  const found = known ? await findSessionCart(db, known) : undefined;
  if (known && found) return { sessionId: known, cart: found };
  // Clients never choose their own session id.
  const sessionId = newSessionId();
  const cart = await createSessionCart(db, sessionId);
  writeSessionId(c, sessionId, secureCookie);
  return { sessionId, cart };
}
