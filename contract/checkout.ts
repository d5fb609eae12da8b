import { z } from 'zod';
import { addressSchema } from './address.js';
import { imageSchema } from './image.js';
import { paymentMethodIdSchema, shippingTypeSchema } from './shop.js';

// The cart/checkout state (storefront.md §3, checkout-account-pages.md §3 "Checkout"). Every cart
// or checkout answer is one of these and replaces the client's copy. Money: integer cents, VAT in.

const cents = z.number().int();
const onValue = z.object({ on: z.boolean(), value: z.number().int() });

export const GRADES = ['simple', 'container', 'variant', 'bundle'] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;

/** Checkout step slugs in order (the routes /checkout/{slug}). */
export const CHECKOUT_STEPS = ['accedi', 'indirizzi', 'spedizione', 'pagamento', 'conferma'] as const;
export const checkoutStepSchema = z.enum(CHECKOUT_STEPS);
export type CheckoutStep = z.infer<typeof checkoutStepSchema>;

/** checkout-account-pages.md §3 "Delivery time enum". */
export const DELIVERY_TIMES = ['SLOW', 'NORMAL', 'FAST', 'PRIME', 'INSTANT'] as const;

/** One cart line. Provisional: the cart issue may add fields (never remove these). */
export const cartItemSchema = z.object({
  id: z.string(),
  articleId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  img: imageSchema.optional(),
  brand: z.object({ name: z.string(), slug: z.string() }).optional(),
  quantity: z.number().int().positive(),
  prices: z.object({
    /** Unit price before discount. */
    gross: cents,
    /** Unit price paid, when discounted. */
    discounted: cents.optional(),
    /** Whole percentage off, 0 when none. */
    discount: z.number().int(),
    /** Line total: unit price paid × quantity. */
    total: cents,
  }),
  grade: gradeSchema,
  /** For variants: the chosen option of each attribute. */
  options: z.array(z.object({ attribute: z.string(), value: z.string() })),
}).meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const promoSchema = z.object({
  active: z.boolean(),
  enabled: z.boolean(),
  code: z.string().nullable(),
  type: z.enum(['percentage', 'price', 'articles']).nullable(),
  discount: z.number().int(),
  gross: cents,
  minCart: onValue,
});

export const cashierSchema = z.object({
  gross: cents,
  taxable: cents,
  tax: cents,
  total: cents,
  promo: promoSchema,
  shipping: z.object({ free: z.boolean(), gross: cents }),
  payment: z.object({ additionalGross: cents }),
}).meta({ id: 'Cashier' });
export type Cashier = z.infer<typeof cashierSchema>;

export const checkoutShippingSchema = z.object({
  method: shippingTypeSchema.nullable(),
  id: z.number().int().nullable(),
  pickup: z.object({
    point: z.number().int(),
    name: z.string(),
    address: z.object({ street: z.string(), zipcode: z.string(), city: z.string() }),
    /** ISO date, from tomorrow on. */
    date: z.string(),
    hour: z.object({ from: z.string(), to: z.string() }),
  }).nullable(),
});

export const checkoutSchema = z.object({
  /** The cart's id; stable for one session cookie. */
  id: z.string(),
  items: z.array(cartItemSchema),
  unavailableItems: z.array(cartItemSchema),
  bundleItems: z.array(cartItemSchema),
  /** Not purchasable by minors. */
  pg18Items: z.array(cartItemSchema),
  promoItems: z.array(cartItemSchema),
  counts: z.object({ items: z.number().int(), quantity: z.number().int() }),
  cashier: cashierSchema,
  /** Where it goes (ISO country; shipping is priced for it) and how fast, once known. */
  delivery: z.object({ country: z.string(), time: z.enum(DELIVERY_TIMES).nullable() }),
  addresses: z.object({ billing: addressSchema.nullable(), shipping: addressSchema.nullable() }),
  gift: z.object({ on: z.boolean(), message: z.string() }),
  payment: z.object({ method: paymentMethodIdSchema.nullable(), id: z.string().nullable() }),
  shipping: checkoutShippingSchema,
  customer: z.object({ id: z.number().int() }).nullable(),
  steps: z.object({
    current: z.object({ slug: checkoutStepSchema }),
    list: z.array(z.object({ slug: checkoutStepSchema })),
  }),
  /** Who the cart belongs to: a browser session only, or a signed-in user. */
  session: z.object({ kind: z.enum(['guest', 'user']) }),
}).meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof checkoutSchema>;
