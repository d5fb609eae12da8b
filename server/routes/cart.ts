// The cart's mutations (docs/product/cart.md#calls): POST checkout/ss/carts, PATCH and DELETE
// checkout/ss/carts/items/{itemId}, on the session cart or, with a bearer token, the signed-in
// user's cart (decision 106). Each answers the whole checkout state and accepts an
// Idempotency-Key (decisions 060-064). A visitor's first add that goes through makes the cart and
// sends the session cookie; a refused call makes neither (decision 224).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import {
  addToCartBodySchema, cartItemParamsSchema, cartMutationHeadersSchema, IDEMPOTENT_REPLAYED_HEADER, setQuantityBodySchema,
} from '../../contract/cart.js';
import { checkoutSchema, type Checkout } from '../../contract/checkout.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { checkoutState } from '../domain/cart/checkout-state.js';
import { addToCart, removeLine, setLineQuantity } from '../domain/cart/mutations.js';
import type { CartRow } from '../domain/cart/session-cart.js';
import { idempotency, type AnswerAfterCommitEnv, type AnswerSubject } from '../http/idempotency.js';
import { langFirst } from '../http/lang-first.js';
import { refusing } from '../http/refusals.js';
import { errorBody, errorResponses } from '../http/router.js';
import { keepSession, requestCart, type RequestCart } from '../http/request-cart.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';

type CartEnv = AnswerAfterCommitEnv & { Variables: { db: Db; whose: RequestCart; lang: Lang } };

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
    c.set('whose', await requestCart(c, db, config));
    await next();
  };
  // The cart's state is read after the change's transaction committed, from its cart (decision
  // 243): a keyed change holds the embedded database's one connection only for the change.
  const answerOf = (c: Context<CartEnv>, read: Db, { cartId, userId }: AnswerSubject) =>
    checkoutState(read, { id: String(cartId), userId: typeof userId === 'number' ? userId : null }, c.var.lang);
  const middleware: MiddlewareHandler<CartEnv>[] = [whoseCart, langFirst<CartEnv>(db), idempotency<CartEnv>({ db, scope: (c) => c.var.whose.keyScope, answerOf })];
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

  /** The answer to a change that went through: a visitor's new session cookie, and the cart's state once committed. */
  const changed = (c: Context<CartEnv>, cart: CartRow) => {
    keepSession(c, c.var.whose, config);
    c.header('Cache-Control', NO_STORE['Cache-Control']);
    const placeholder = c.var.answerAfterCommit({ cartId: cart.id, ...(cart.userId === null ? {} : { userId: cart.userId }) });
    return placeholder as unknown as TypedResponse<Checkout, 200, 'json'>;
  };

  router.openapi(addRoute, async (c) => {
    const { lang, whose } = c.var;
    return changed(c, await refusing(lang, () => addToCart(c.var.db, whose.owner, c.req.valid('json'))));
  });
  router.openapi(patchRoute, async (c) => {
    const { lang, whose } = c.var;
    const { itemId } = c.req.valid('param');
    return changed(c, await refusing(lang, () => setLineQuantity(c.var.db, whose.owner, itemId, c.req.valid('json').quantity)));
  });
  router.openapi(deleteRoute, async (c) => {
    const { lang, whose } = c.var;
    return changed(c, await refusing(lang, () => removeLine(c.var.db, whose.owner, c.req.valid('param').itemId)));
  });
  return router;
}
