// GET checkout/ss: the session cart's checkout state; the first call opens the session
// (decision 012: an httpOnly cookie naming a persisted cart row). The cart's mutations: cart.ts.
import { createRoute } from '@hono/zod-openapi';
import { checkoutSchema } from '../../contract/checkout.js';
import { langQuerySchema } from '../../contract/shop.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import { NO_STORE, sessionCart } from '../http/session-cart.js';
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
    const { cart } = await sessionCart(c, db, secureCookie);
    return c.json(await checkoutState(db, cart, lang), 200, NO_STORE);
  });
  return router;
}
