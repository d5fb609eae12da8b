// The request's session cart (docs/decisions/012-session-cookie.md): the cookie names a persisted
// cart row. A request without a cookie naming one gets a fresh session id that names no row yet:
// the session's cart is made by its first change that goes through, and only that answer sends the
// cookie, so a refused or read-only call leaves neither a row nor a cookie (decision 224).
import type { Context } from 'hono';
import type { Db } from '../db/client.js';
import { findSessionCart, type CartRow } from '../domain/cart/session-cart.js';
import { newSessionId, readSessionId } from './session-cookie.js';

/** Cart answers are per session and change with every call: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The request's session and its cart; a missing, malformed or unknown id gets a fresh id, with no cart. */
export async function requestSession(c: Context, db: Db): Promise<{ sessionId: string; cart: CartRow | undefined }> {
  const known = readSessionId(c);
  const found = known ? await findSessionCart(db, known) : undefined;
  if (known && found) return { sessionId: known, cart: found };
  // Clients never choose their own session id.
  return { sessionId: newSessionId(), cart: undefined };
}
