// The cart's mutations (docs/product/cart.md#calls): POST checkout/ss/carts, PATCH and DELETE
// checkout/ss/carts/items/{itemId}, on the session cart or, with a bearer token, the signed-in
// user's cart (decision 106). Each answers the whole checkout state and accepts an
// Idempotency-Key (decisions 060-064).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  addToCartBodySchema, cartItemParamsSchema, cartMutationHeadersSchema, IDEMPOTENT_REPLAYED_HEADER, setQuantityBodySchema,
} from '../../contract/cart.js';
import { checkoutSchema } from '../../contract/checkout.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { addToCart, removeLine, setLineQuantity } from '../domain/cart/mutations.js';
import type { CartRow } from '../domain/cart/session-cart.js';
import { idempotency } from '../http/idempotency.js';
import { langFirst } from '../http/lang-first.js';
import { refusing } from '../http/refusals.js';
import { errorBody, errorResponses } from '../http/router.js';
import { requestCart } from '../http/request-cart.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';

type CartEnv = { Variables: { db: Db; cart: CartRow; keyScope: string; lang: Lang } };

const answers = {
  200: {
    description: 'The whole checkout state after the change (replaces the client\'s copy)',
    headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
    content: { 'application/json': { schema: checkoutSchema } },
  },
  400: errorBody('VALIDATION_ERROR (body, header or path); VARIANT_REQUIRED {expected}; INVALID_VARIANT; QUANTITY_OUT_OF_BOUNDS {min, max, inCart}'),
  401: errorBody('AUTH_EXPIRE / AUTH_TOKEN_INVALID / AUTH_REQUIRED: a bearer token was sent and does not stand (without one, the session cart is used)'),
  404: errorBody('ARTICLE_NOT_FOUND; ITEM_NOT_FOUND (no such line in this session\'s cart)'),
  409: errorBody("OUT_OF_STOCK {available, inCart} ('N pezzi disponibili'); ARTICLE_UNAVAILABLE; SHOP_UNAVAILABLE (adds and increases while the shop cannot sell, decision 091); IDEMPOTENCY_KEY_REUSED"),
  500: errorResponses[500],
};

export function cartRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<CartEnv>({ defaultHook: validationHook });
  const whoseCart: MiddlewareHandler<CartEnv> = async (c, next) => {
    const { cart, keyScope } = await requestCart(c, db, config);
    c.set('keyScope', keyScope);
    c.set('cart', cart);
    await next();
  };
  const middleware: MiddlewareHandler<CartEnv>[] = [whoseCart, langFirst<CartEnv>(db), idempotency<CartEnv>({ db, scope: (c) => c.var.keyScope })];
  const request = { query: langQuerySchema, headers: cartMutationHeadersSchema };
  const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

  const addRoute = createRoute({
    method: 'post', path: '/checkout/ss/carts', tags: ['checkout'], middleware,
    summary: 'Add to the cart (the same article and selection again grows its line)',
    request: { ...request, body: json(addToCartBodySchema) }, responses: answers,
  });
  const patchRoute = createRoute({
    method: 'patch', path: '/checkout/ss/carts/items/{itemId}', tags: ['checkout'], middleware,
    summary: 'Set a cart line\'s quantity',
    request: { ...request, params: cartItemParamsSchema, body: json(setQuantityBodySchema) }, responses: answers,
  });
  const deleteRoute = createRoute({
    method: 'delete', path: '/checkout/ss/carts/items/{itemId}', tags: ['checkout'], middleware,
    summary: 'Remove a cart line',
    request: { ...request, params: cartItemParamsSchema }, responses: answers,
  });

  router.openapi(addRoute, async (c) => {
    const { lang } = c.var;
    await refusing(lang, () => addToCart(c.var.db, c.var.cart.id, c.req.valid('json')));
    return c.json(await checkoutState(c.var.db, c.var.cart, lang), 200, NO_STORE);
  });
  router.openapi(patchRoute, async (c) => {
    const { lang } = c.var;
    const { itemId } = c.req.valid('param');
    await refusing(lang, () => setLineQuantity(c.var.db, c.var.cart.id, itemId, c.req.valid('json').quantity));
    return c.json(await checkoutState(c.var.db, c.var.cart, lang), 200, NO_STORE);
  });
  router.openapi(deleteRoute, async (c) => {
    const { lang } = c.var;
    await refusing(lang, () => removeLine(c.var.db, c.var.cart.id, c.req.valid('param').itemId));
    return c.json(await checkoutState(c.var.db, c.var.cart, lang), 200, NO_STORE);
  });
  return router;
}
