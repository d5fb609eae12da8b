import { z } from 'zod';
import { dbIdParamSchema } from './db-values.js';

// Discount codes on the cart (docs/product/cart.md#discount-codes, decision 107): POST checkout/me/promos
// applies one to the signed-in user's cart, DELETE checkout/ss/promos/{id} takes it off. Both
// answer the whole checkout state (contract/checkout.ts, cashier.promo).

/** What the customer typed; matched without regard to letter case or surrounding spaces. */
export const applyPromoBodySchema = z.object({
  code: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
}).meta({ id: 'ApplyPromo' });
export type ApplyPromoBody = z.infer<typeof applyPromoBodySchema>;

/** The applied code's id (cashier.promo.id). */
export const promoParamsSchema = z.object({ id: dbIdParamSchema });

/** Discount codes are stored and shown upper-case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();
