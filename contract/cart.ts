import { z } from 'zod';
import { dbIdSchema, INT4_MAX } from './db-values.js';

// The session cart's mutations (docs/product/cart.md#cart-state): request bodies and the Idempotency-Key header
// (the refusal codes are listed with each call in /v1/openapi.json). Every success answers the whole checkout state
// (contract/checkout.ts), which replaces the client's copy. Decisions 060-066.

const id = dbIdSchema;

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
export const cartQuantitySchema = z.number().int().min(1).max(INT4_MAX);

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

export const cartItemParamsSchema = z.object({ itemId: z.uuid() });

