import { z } from 'zod';
import { checkoutSchema } from './checkout.js';
import { dbIdSchema } from './db-values.js';
import { paymentMethodIdSchema, shippingSchema, shippingTypeSchema } from './shop.js';

// The signed-in customer's choices on the checkout steps (docs/product/checkout.md#addresses-step,
// docs/product/checkout.md#shipping-step, docs/product/checkout.md#payment-step; their paths: docs/product/checkout.md#calls).
// Paths and rules: docs/decisions/123-checkout-and-order-calls.md. Every call answers the whole
// checkout state, which replaces the client's copy.

const id = dbIdSchema;

/** POST checkout/me/addresses: who pays and where it goes, and the gift option. */
export const checkoutAddressesBodySchema = z.object({
  billing: id,
  shipping: id,
  gift: z.object({
    on: z.boolean(),
    /** Printed on the gift note; empty when off. */
    message: z.string().trim().max(250),
  }),
}).meta({ id: 'CheckoutAddressesBody' });
export type CheckoutAddressesBody = z.infer<typeof checkoutAddressesBodySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');

/**
 * POST checkout/me/shippings (CHECKOUT_POST_SHIPPING_METHOD): the method type, the shipping
 * method's id (a courier option, or the pickup point), and for pickup the day and the slot.
 * The client sends it again after every cart quantity change or removal (the fee may change).
 */
export const checkoutShippingBodySchema = z.object({
  method: shippingTypeSchema,
  id,
  pickup: z.object({ point: id, date: isoDate, hour: z.object({ from: clock, to: clock }) }).nullable(),
}).meta({ id: 'CheckoutShippingBody' });
export type CheckoutShippingBody = z.infer<typeof checkoutShippingBodySchema>;

/**
 * POST checkout/me/payments (CHECKOUT_POST_PAYMENT_METHOD). `id`: a saved card's id for stripe
 * (null: a new card), else null.
 */
export const checkoutPaymentBodySchema = z.object({
  method: paymentMethodIdSchema,
  id: z.string().max(64).nullable(),
}).meta({ id: 'CheckoutPaymentBody' });
export type CheckoutPaymentBody = z.infer<typeof checkoutPaymentBodySchema>;

/**
 * PATCH checkout/me/secure (CHECKOUT_SECURE_PATCH), the cart re-check before paying: the client
 * sends the cart as the customer saw it (each line's id, quantity and unit price, and the total);
 * the server compares it with the cart as it is now.
 */
export const checkoutSeenSchema = z.object({
  lines: z.array(z.object({ id: z.string().max(64), quantity: z.number().int().positive(), unit: z.number().int() })).max(200),
  total: z.number().int(),
}).meta({ id: 'CheckoutSeen' });
export type CheckoutSeen = z.infer<typeof checkoutSeenSchema>;

export const checkoutSecureBodySchema = z.object({ seen: checkoutSeenSchema }).meta({ id: 'CheckoutSecureBody' });

/** `changed`: something the customer did not see (price, stock, availability, total); `messages` say what, in the request's language. */
export const checkoutSecureAnswerSchema = z.object({
  status: z.object({ changed: z.boolean(), messages: z.array(z.string()) }),
  checkout: checkoutSchema,
}).meta({ id: 'CheckoutSecureAnswer' });
export type CheckoutSecureAnswer = z.infer<typeof checkoutSecureAnswerSchema>;

/**
 * PATCH checkout/me/carts/{cartId}/items/status (decision 205): the status of the caller's own
 * cart lines. With `seen` the same re-check as checkout/me/secure; without it (an empty object
 * or no body), which lines cannot be bought as they stand. Answers as checkout/me/secure does.
 */
export const cartItemsStatusParamsSchema = z.object({ cartId: z.uuid() });
export const cartItemsStatusBodySchema = z.object({ seen: checkoutSeenSchema.optional() }).meta({ id: 'CartItemsStatusBody' });
export type CartItemsStatusBody = z.infer<typeof cartItemsStatusBodySchema>;

/** GET shippings_methods: the methods for the cart's country, grouped by type (docs/product/checkout.md#methods). */
export const shippingGroupSchema = z.object({
  type: shippingTypeSchema,
  docs: z.array(shippingSchema),
}).meta({ id: 'ShippingGroup' });
export const shippingGroupsSchema = z.array(shippingGroupSchema).meta({ id: 'ShippingGroups' });
export type ShippingGroup = z.infer<typeof shippingGroupSchema>;
