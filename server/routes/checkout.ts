// GET checkout/ss: the session cart's checkout state; the first call opens the session
// (decision 012: an httpOnly cookie naming a persisted cart row).
import { createRoute } from '@hono/zod-openapi';
import { checkoutSchema } from '../../contract/checkout.js';
import { langQuerySchema } from '../../contract/shop.js';
import { checkoutState } from '../domain/checkout-state.js';
import { createSessionCart, findSessionCart } from '../domain/session-cart.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import { newSessionId, readSessionId, writeSessionId } from '../http/session-cookie.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

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
    const known = readSessionId(c);
    let cart = known ? await findSessionCart(db, known) : undefined;
    if (!cart) {
      // A missing, malformed or unknown id gets a fresh one: clients never choose their own.
      const sessionId = newSessionId();
      cart = await createSessionCart(db, sessionId);
      writeSessionId(c, sessionId, secureCookie);
    }
    return c.json(await checkoutState(db, cart, lang), 200, { 'Cache-Control': 'no-store' });
  });
  return router;
}
