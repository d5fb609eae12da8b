import { z } from 'zod';

// The session cart's mutations (storefront.md §7): request bodies, the Idempotency-Key header and
// the error codes a client must handle. Every success answers the whole checkout state
// (contract/checkout.ts), which replaces the client's copy. Decisions 060-066.

const id = z.number().int().positive();

/** Sent on every cart mutation by the offline outbox: the mutation's own id. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer that was stored under the key and is being repeated. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1 to 255 printable ASCII characters (a UUID is what the PWA sends). */
export const idempotencyKeySchema = z.string().min(1).max(255)
  .regex(/^[\x20-\x7E]+$/, 'printable ASCII characters only');

/** Header names are lower-cased by the validator. */
export const cartMutationHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description: 'Makes the call idempotent: a repeat with the same key and request answers the stored first answer '
      + '(header Idempotent-Replayed: true) and changes nothing; the same key with another request is 409 '
      + 'IDEMPOTENCY_KEY_REUSED. Keys belong to the session and are kept at least 24 hours.',
  }),
});

/** A quantity is a whole number from 1; the article's own bounds are checked by the server. */
export const cartQuantitySchema = z.number().int().min(1);

/**
 * POST checkout/ss/carts. `id` is the article. Simple article: no variantId. Variant: `id` the
 * variant, or `id` its container and `variantId` the variant. Bundle: `variantId` the list of
 * chosen variant ids of its container members, in member order (omitted when it has none).
 */
export const addToCartBodySchema = z.object({
  id,
  variantId: z.union([id, z.array(id).max(20)]).nullable().optional(),
  quantity: cartQuantitySchema,
}).meta({ id: 'AddToCart' });
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

/** PATCH checkout/ss/carts/items/{itemId}: the line's new quantity. */
export const setQuantityBodySchema = z.object({ quantity: cartQuantitySchema }).meta({ id: 'SetCartQuantity' });
export type SetQuantityBody = z.infer<typeof setQuantityBodySchema>;

export const cartItemParamsSchema = z.object({ itemId: z.uuid() });

/** The codes of cart refusals, beside VALIDATION_ERROR (bad body, header or path). */
export const CART_ERROR_CODES = {
  /** 404: no article with that id. */
  articleNotFound: 'ARTICLE_NOT_FOUND',
  /** 404: no such line in this session's cart. */
  itemNotFound: 'ITEM_NOT_FOUND',
  /** 400: a container without its variant, or a bundle without its selection. payload {expected}. */
  variantRequired: 'VARIANT_REQUIRED',
  /** 400: variantId names no variant of that container (or one was sent for a simple article). */
  invalidVariant: 'INVALID_VARIANT',
  /** 400: the line's quantity would fall outside the article's bounds. payload {min, max, inCart}. */
  quantityOutOfBounds: 'QUANTITY_OUT_OF_BOUNDS',
  /** 409: more than the tracked stock. payload {available, inCart}; message 'N pezzi disponibili'. */
  outOfStock: 'OUT_OF_STOCK',
  /** 409: the article (or a bundle member) is switched off. */
  unavailable: 'ARTICLE_UNAVAILABLE',
  /** 409: this Idempotency-Key was used for another request (method, path or body). */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export const outOfStockPayloadSchema = z.object({
  /** How many exist (the warning's N). */
  available: z.number().int().min(0),
  /** How many the line already holds (0 for a new line or a PATCH). */
  inCart: z.number().int().min(0),
});
export type OutOfStockPayload = z.infer<typeof outOfStockPayloadSchema>;

export const quantityBoundsPayloadSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  inCart: z.number().int().min(0),
});
export type QuantityBoundsPayload = z.infer<typeof quantityBoundsPayloadSchema>;
