// GET checkout/ss: the checkout state of the request's cart: the signed-in user's with a bearer
// token (decision 106), else the session cart named by the cookie (decision 012: an httpOnly
// cookie naming a persisted cart row). A caller without a cart yet gets an empty one, and nothing
// is made: no row, no cookie (the first add does both, decision 224). The cart's mutations: cart.ts.
import { createRoute } from '@hono/zod-openapi';
import { checkoutSchema } from '../../contract/checkout.js';
import { langQuerySchema } from '../../contract/shop.js';
import { noCart } from '../domain/cart/cart-owner.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { requestCart } from '../http/request-cart.js';
import { errorBody, errorResponses, jsonBody, newRouter } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const sessionRoute = createRoute({
  method: 'get', path: '/checkout/ss', tags: ['checkout'],
  request: { query: langQuerySchema },
  responses: {
    200: jsonBody(checkoutSchema, "The user's cart with a bearer token; else the session cart of the raggio_ss cookie. Without a cart yet: an empty one, id '' (no cookie is set: the first add sets it)"),
    400: errorResponses[400],
    401: errorBody('AUTH_EXPIRE / AUTH_TOKEN_INVALID / AUTH_REQUIRED: a bearer token was sent and does not stand'),
  },
});

export function checkoutRoutes({ db, config }: RouteDeps) {
  const router = newRouter();
  router.openapi(sessionRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { cart, owner } = await requestCart(c, db, config);
    return c.json(await checkoutState(db, cart ?? noCart(owner), lang), 200, NO_STORE);
  });
  return router;
}
