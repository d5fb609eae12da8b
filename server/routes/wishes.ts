// The wish list (docs/product/cart.md#wish-list):
// GET wishes/users/{id}, GET wishes/me/shops/{shopId}, POST wishes/articles and DELETE
// wishes/{wishId}/articles/{articleId}. Signed in only; anything not the caller's is 404. The
// mutations take an Idempotency-Key like the cart's, scoped to the user (decision 108).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/cart.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import {
  addWishBodySchema, wishArticleParamsSchema, wishListSchema, wishMutationHeadersSchema, wishSchema,
  wishShopParamsSchema, wishUserParamsSchema,
} from '../../contract/wishes.js';
import type { Db } from '../db/client.js';
import { translate } from '../domain/i18n.js';
import { WISH_NOT_FOUND as WISH_NOT_FOUND_TEXT } from '../domain/wishes/texts.js';
import { addWish, removeWish, wishListOf, wishOf, WishRefusal, type WishOwner } from '../domain/wishes/wish-list.js';
import { ApiHttpError } from '../http/errors.js';
import { idempotency } from '../http/idempotency.js';
import { langFirst } from '../http/lang-first.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

type WishEnv = UserEnv & { Variables: { db: Db; lang: Lang } };

const bearer = [{ bearerAuth: [] }];
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const signedOut = errorBody('AUTH_REQUIRED (no token); AUTH_EXPIRE (the session expired or was signed out)');
const notFound = (what: string) => errorBody(`NOT_FOUND: ${what} (also when it is another user's)`);
const wishAnswer = {
  description: 'The wish: its id and the wished article ids, latest first',
  headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
  content: { 'application/json': { schema: wishSchema } },
};

const ownerOf = (c: { var: { signedIn: UserEnv['Variables']['signedIn'] } }): WishOwner =>
  ({ userId: c.var.signedIn.userId, shopId: c.var.signedIn.user.shopId });

/** Runs a wish call; its refusals leave as 404s in the request's language. */
async function refusing<T>(lang: Lang, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof WishRefusal)) throw err;
    throw new ApiHttpError(404, err.code, translate(err.text, lang));
  }
}

export function wishesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<WishEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<WishEnv>({ db, config });
  const useDb: MiddlewareHandler<WishEnv> = async (c, next) => {
    c.set('db', db);
    await next();
  };
  // Keys belong to the user: one user's key never meets another's, whatever the device.
  const mutation = [signedIn, langFirst<WishEnv>(db), idempotency<WishEnv>({ db, scope: (c) => `user:${c.var.signedIn.userId}` })];

  const listRoute = createRoute({
    method: 'get', path: '/wishes/users/{id}', tags: ['wishes'], security: bearer, middleware: [signedIn, useDb],
    summary: "The user's wish list with its articles (card fields, in the request's language), latest first",
    request: { params: wishUserParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(wishListSchema, 'The wish list'), 400: errorResponses[400], 401: signedOut,
      404: notFound('a user id that is not the signed-in user\'s'), 500: errorResponses[500],
    },
  });
  const mineRoute = createRoute({
    method: 'get', path: '/wishes/me/shops/{shopId}', tags: ['wishes'], security: bearer, middleware: [signedIn, useDb],
    summary: "The signed-in user's wish in this shop: {id, articles (ids)}",
    request: { params: wishShopParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(wishSchema, 'The wish (made empty on first need, so it always has an id)'), 400: errorResponses[400],
      401: signedOut, 404: notFound("a shop id that is not the user's shop"), 500: errorResponses[500],
    },
  });
  const addRoute = createRoute({
    method: 'post', path: '/wishes/articles', tags: ['wishes'], security: bearer, middleware: mutation,
    summary: 'Add an article to the wish list (adding it again keeps one)',
    request: { query: langQuerySchema, headers: wishMutationHeadersSchema, body: json(addWishBodySchema) },
    responses: {
      200: wishAnswer, 400: errorResponses[400], 401: signedOut,
      404: errorBody('ARTICLE_NOT_FOUND: no such article in this shop'),
      409: errorBody('IDEMPOTENCY_KEY_REUSED; IDEMPOTENCY_IN_PROGRESS'), 500: errorResponses[500],
    },
  });
  const removeRoute = createRoute({
    method: 'delete', path: '/wishes/{wishId}/articles/{articleId}', tags: ['wishes'], security: bearer, middleware: mutation,
    summary: 'Remove an article from the wish list (an article not in it is no error)',
    request: { params: wishArticleParamsSchema, query: langQuerySchema, headers: wishMutationHeadersSchema },
    responses: {
      200: wishAnswer, 400: errorResponses[400], 401: signedOut, 404: notFound('a wish id that is not the user\'s'),
      409: errorBody('IDEMPOTENCY_KEY_REUSED; IDEMPOTENCY_IN_PROGRESS'), 500: errorResponses[500],
    },
  });

  router.openapi(listRoute, async (c) => {
    const { lang } = await requestLang(c, c.var.db, c.req.valid('query').lang);
    if (c.req.valid('param').id !== c.var.signedIn.userId) throw new ApiHttpError(404, 'NOT_FOUND', translate(WISH_NOT_FOUND_TEXT, lang));
    return c.json(await wishListOf(c.var.db, ownerOf(c), lang), 200, NO_STORE);
  });
  router.openapi(mineRoute, async (c) => {
    const { lang } = await requestLang(c, c.var.db, c.req.valid('query').lang);
    if (c.req.valid('param').shopId !== c.var.signedIn.user.shopId) throw new ApiHttpError(404, 'NOT_FOUND', translate(WISH_NOT_FOUND_TEXT, lang));
    return c.json(await wishOf(c.var.db, ownerOf(c)), 200, NO_STORE);
  });
  router.openapi(addRoute, async (c) => {
    const { lang } = c.var;
    const wish = await refusing(lang, () => addWish(c.var.db, ownerOf(c), c.req.valid('json').id));
    return c.json(wish, 200, NO_STORE);
  });
  router.openapi(removeRoute, async (c) => {
    const { lang } = c.var;
    const { wishId, articleId } = c.req.valid('param');
    return c.json(await refusing(lang, () => removeWish(c.var.db, ownerOf(c), wishId, articleId)), 200, NO_STORE);
  });
  return router;
}
