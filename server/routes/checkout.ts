// GET checkout/ss: the session cart's checkout state; the first call opens the session
// (decision 012: an httpOnly cookie naming a persisted cart row). The cart's mutations: cart.ts.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkoutSchema } from '../../contract/checkout.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { createSessionCart, findSessionCart, type CartRow } from '../domain/cart/session-cart.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import { newSessionId, readSessionId, writeSessionId } from '../http/session-cookie.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

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

const sessionRoute = createRoute({
  method: 'get', path: '/checkout/ss', tags: ['checkout'],
  request: { query: langQuerySchema },
  responses: {
    200: jsonBody(checkoutSchema, 'The session cart; sets the raggio_ss cookie when the request had none'),
    400: errorResponses[400],
  },
});

export function checkoutRoutes({ db, config }: RouteDeps) {
  const router = newRouter();
  const secureCookie = config.publicUrl.startsWith('https:');
  router.openapi(sessionRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { cart } = await sessionCart(c, db, secureCookie);
    return c.json(await checkoutState(db, cart, lang), 200, NO_STORE);
  });
  return router;
}
