import { z } from 'zod';
import { articleCardSchema } from './catalogue-card.js';
import { cartMutationHeadersSchema } from './cart.js';
import { dbIdParamSchema, dbIdSchema } from './db-values.js';

// The wish list (docs/product/cart.md#wish-list). Every call needs a signed-in user (Bearer); a wish or user that is not the
// caller's is 404 NOT_FOUND. Mutations accept an Idempotency-Key like the cart's. Decision 108.

const id = dbIdSchema;

/**
 * The signed-in user's wish: its id and the wished article ids, latest first. POST and DELETE
 * answer it; GET wishes/me/shops/{shopId} too (the list is made on first need, so `id` is always
 * there).
 */
export const wishSchema = z.object({
  id,
  articles: z.array(id),
}).meta({ id: 'Wish' });
export type Wish = z.infer<typeof wishSchema>;

/**
 * A wished article as the list shows it (id, slug, img.url, brand.name, name, stock, prices in
 * the request's language): the catalogue's card, so a card and a wish line read the same.
 */
export const wishArticleSchema = articleCardSchema;
export type WishArticle = z.infer<typeof wishArticleSchema>;

/** GET wishes/users/{id}: the wish with its articles populated, latest first. */
export const wishListSchema = z.object({
  id,
  articles: z.array(wishArticleSchema),
}).meta({ id: 'WishList' });
export type WishList = z.infer<typeof wishListSchema>;

/** POST wishes/articles: the article to wish for. */
export const addWishBodySchema = z.object({ id }).meta({ id: 'AddWish' });
export type AddWishBody = z.infer<typeof addWishBodySchema>;

export const wishUserParamsSchema = z.object({ id: dbIdParamSchema });
export const wishShopParamsSchema = z.object({ shopId: z.string().min(1).max(64) });
export const wishArticleParamsSchema = z.object({
  wishId: dbIdParamSchema,
  articleId: dbIdParamSchema,
});

/** Same header as the cart's mutations: a replay under one key changes nothing twice. */
export const wishMutationHeadersSchema = cartMutationHeadersSchema;
