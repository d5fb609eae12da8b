import { z } from 'zod';

// Discount codes on the cart (docs/product/cart.md#discount-codes, decision 107): POST checkout/me/promos
// applies one to the signed-in user's cart, DELETE checkout/ss/promos/{id} takes it off. Both
// answer the whole checkout state (contract/checkout.ts, cashier.promo).

/** What the customer typed; matched without regard to letter case or surrounding spaces. */
export const applyPromoBodySchema = z.object({
  code: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
}).meta({ id: 'ApplyPromo' });
export type ApplyPromoBody = z.infer<typeof applyPromoBodySchema>;

/** The applied code's id (cashier.promo.id): a PostgreSQL integer (a larger one answered 500; fuzz suite). */
export const promoParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Discount codes are stored and shown upper-case. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();
