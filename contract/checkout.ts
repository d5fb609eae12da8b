import { z } from 'zod';
import { addressSchema } from './address.js';
import { CHECKOUT_STEPS } from './checkout-steps.js';
import { imageSchema } from './image.js';
import { paymentMethodIdSchema, shippingTypeSchema } from './shop.js';

// The cart/checkout state (docs/product/cart.md#cart-state). Every cart
// or checkout answer is one of these and replaces the client's copy. Money: integer cents, VAT in.

const cents = z.number().int();
const onValue = z.object({ on: z.boolean(), value: z.number().int() });

export const GRADES = ['simple', 'container', 'variant', 'bundle'] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;

export { CHECKOUT_STEPS };
export const checkoutStepSchema = z.enum(CHECKOUT_STEPS);

/** docs/product/checkout.md#methods. */
export const DELIVERY_TIMES = ['SLOW', 'NORMAL', 'FAST', 'PRIME', 'INSTANT'] as const;

const id = z.number().int().positive();
const stockSchema = z.object({ on: z.boolean(), quantity: z.number().int() });
const optionsSchema = z.array(z.object({ attribute: z.string(), value: z.string() }));

/**
 * Why a line sits in unavailableItems (docs/decisions/062-cart-stock-and-bounds.md):
 * `unavailable` switched off (the article, its container or a bundle member) or its selection no
 * longer exists; `outOfStock` nothing (or less than the minimum) left; `quantity` the line's
 * quantity is outside `bounds` now (stock fell below it, or the limits changed): PATCH it.
 */
export const CART_ITEM_ISSUES = ['unavailable', 'outOfStock', 'quantity'] as const;
export const cartItemIssueSchema = z.enum(CART_ITEM_ISSUES);
export type CartItemIssue = z.infer<typeof cartItemIssueSchema>;

/** What one bundle holds of one member: the member itself, or the variant chosen for it. */
export const cartBundleUnitSchema = z.object({
  /** The bundle member: a simple article, or the container a variant was chosen from. */
  memberId: id,
  /** The article shipped: the member, or the chosen variant. */
  articleId: id,
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  grade: gradeSchema,
  img: imageSchema.optional(),
  /** For a chosen variant: its option of each attribute. */
  options: optionsSchema,
  /** How many one bundle holds. */
  quantity: z.number().int().positive(),
  stock: stockSchema,
}).meta({ id: 'CartBundleUnit' });
export type CartBundleUnit = z.infer<typeof cartBundleUnitSchema>;

/** One cart line, with what the cart shows and what the client needs to clamp it offline. */
export const cartItemSchema = z.object({
  id: z.string(),
  /** The article bought: a simple article, a variant (never a container) or a bundle. */
  articleId: z.number().int(),
  /** Variants: their container (for links and the product page); null otherwise. */
  containerId: z.number().int().nullable(),
  /** Bundles: the chosen variant of each container member, in member order; [] otherwise. */
  selection: z.array(id),
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
    /** Unit price paid: discounted if any, else gross. */
    unit: cents,
    /** Line total: unit price paid × quantity. */
    total: cents,
  }),
  /** 4, 10 or 22: taxable and tax are derived from it per line. */
  vatRate: z.number().int(),
  grade: gradeSchema,
  /** For variants: the chosen option of each attribute. */
  options: optionsSchema,
  /** Bundles: what one bundle holds, in member order; [] otherwise. */
  members: z.array(cartBundleUnitSchema),
  /** Effective stock: a bundle's is as many bundles as its scarcest tracked unit allows. */
  stock: stockSchema,
  /** The article's configured limits (contract/rules/quantity.ts reads them with `stock`). */
  cart: z.object({ quantity: z.object({ min: onValue, max: onValue }) }),
  /** The quantity the line may be set to now; max < min: none (the line is out of stock). */
  bounds: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Null for a line that can be bought as it is; else why it is in unavailableItems. */
  issue: cartItemIssueSchema.nullable(),
}).meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The cart's discount code (decision 107). `active`: a code is applied; `enabled`: it counts now
 * (the goods reach `minCart`; below it the code is kept, `missing` says how many cents are
 * missing). `discount`: the code's value (whole percent for percentage, cents for price, 0 for
 * articles); `gross`: what it takes off the goods now, cents VAT included (0 for articles: its
 * free products are in promoItems, priced at 0). `id` names it for DELETE checkout/ss/promos/{id}.
 */
export const promoSchema = z.object({
  id: z.number().int().nullable(),
  active: z.boolean(),
  enabled: z.boolean(),
  code: z.string().nullable(),
  type: z.enum(['percentage', 'price', 'articles']).nullable(),
  discount: z.number().int(),
  gross: cents,
  minCart: onValue,
  missing: cents,
}).meta({ id: 'CartPromo' });
export type CartPromo = z.infer<typeof promoSchema>;

/** A cart without a discount code. */
export const NO_PROMO: CartPromo = {
  id: null, active: false, enabled: true, code: null, type: null, discount: 0, gross: 0, minCart: { on: false, value: 0 }, missing: 0,
};

/**
 * The sums (decisions 065, 107): `gross` the goods before the code; `promo.gross` what the code
 * takes off; `taxable` + `tax` = gross − promo.gross (VAT per line on what is paid for it);
 * `total` = gross − promo.gross + shipping + payment fee.
 */
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
  /** The cart's id; stable for one session cookie. '' while the caller has no cart: nothing was ever put in one (decision 224). */
  id: z.string(),
  /** Lines bought as they are (simple articles and variants), oldest first. */
  items: z.array(cartItemSchema),
  /** Lines that cannot be bought as they are (see `issue`); not counted, not charged. */
  unavailableItems: z.array(cartItemSchema),
  /** Bundle lines bought as they are. */
  bundleItems: z.array(cartItemSchema),
  /** Not purchasable by minors: listed apart, not counted, not charged. */
  pg18Items: z.array(cartItemSchema),
  /** Free products of an 'articles' discount code while it counts: price 0, not in counts. */
  promoItems: z.array(cartItemSchema),
  /** Over items and bundleItems: lines and their summed quantity. */
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
