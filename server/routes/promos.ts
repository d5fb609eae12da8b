// Discount codes (docs/product/cart.md#discount-codes, decision 107): POST checkout/me/promos applies a
// code to the signed-in user's cart (a visitor gets 401, which opens the login drawer:
// docs/product/cart.md#discount-codes); DELETE checkout/ss/promos/{id} takes the code off the request's cart. Both
// answer the whole checkout state, its cashier recomputed. A refused code makes no cart (decision 224).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { checkoutSchema } from '../../contract/checkout.js';
import { applyPromoBodySchema, normalisePromoCode, promoParamsSchema } from '../../contract/discount-code.js';
import { langQuerySchema } from '../../contract/shop.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { applyPromoCode, removePromoCode } from '../domain/cart/promo-codes.js';
import { refusing } from '../http/refusals.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { requestCart } from '../http/request-cart.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const state = jsonBody(checkoutSchema, 'The whole checkout state, cashier.promo and the totals recomputed');
const signedOut = errorBody('AUTH_REQUIRED (no token: a visitor; the client opens the login drawer); AUTH_EXPIRE; AUTH_TOKEN_INVALID');

export function promosRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<UserEnv>({ db, config });

  const applyRoute = createRoute({
    method: 'post', path: '/checkout/me/promos', tags: ['checkout'], security: [{ bearerAuth: [] }], middleware: [signedIn],
    summary: "Apply a discount code to the signed-in user's cart (it replaces the cart's code; below its minimum cart it is kept, not counted)",
    request: { query: langQuerySchema, body: { content: { 'application/json': { schema: applyPromoBodySchema } }, required: true } },
    responses: {
      200: state,
      400: errorResponses[400],
      401: signedOut,
      404: errorBody('PROMO_NOT_FOUND {code}: no such code, or not active, or outside its validity window'),
      500: errorResponses[500],
    },
  });
  const removeRoute = createRoute({
    method: 'delete', path: '/checkout/ss/promos/{id}', tags: ['checkout'],
    summary: "Take the discount code off the request's cart (the user's with a bearer token, else the session's)",
    request: { query: langQuerySchema, params: promoParamsSchema },
    responses: {
      200: state,
      400: errorResponses[400],
      401: errorBody('AUTH_EXPIRE / AUTH_TOKEN_INVALID / AUTH_REQUIRED: a bearer token was sent and does not stand'),
      404: errorBody('PROMO_NOT_APPLIED {id}: the cart has no such code'),
      500: errorResponses[500],
    },
  });

  router.openapi(applyRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const cart = await refusing(lang, () => applyPromoCode(db, { userId: c.var.signedIn.userId }, normalisePromoCode(c.req.valid('json').code)));
    return c.json(await checkoutState(db, cart, lang), 200, NO_STORE);
  });
  router.openapi(removeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { owner } = await requestCart(c, db, config);
    const cart = await refusing(lang, () => removePromoCode(db, owner, c.req.valid('param').id));
    return c.json(await checkoutState(db, cart, lang), 200, NO_STORE);
  });
  return router;
}
