import { z } from 'zod';
import { gradeSchema } from './checkout.js';
import { imageSchema } from './image.js';

// Article cards and what they share with the full article: stock, prices, brand and labels.
// Texts arrive resolved to the request's language; money is integer cents, VAT included.
// Re-exported by catalogue.ts.

const cents = z.number().int();
const id = z.number().int().positive();

export const stockSchema = z.object({
  /** Tracked: quantity is a real count. Containers: on when every variant is tracked, quantity their sum. */
  on: z.boolean(),
  quantity: z.number().int(),
});

export const pricesSchema = z.object({
  /** Unit price before discount. Containers: the prices of their cheapest variant (a 'from' price). */
  gross: cents,
  /** Unit price on promotion, when lower than gross. */
  discounted: cents.optional(),
  /** Whole percentage off gross, 0 when none. */
  discount: z.number().int().min(0).max(100),
});
export type Prices = z.infer<typeof pricesSchema>;

export const cardBrandSchema = z.object({ name: z.string(), slug: z.string() });

export const articleLabelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** CSS colour. */
  color: z.string(),
  /** The 'Evidenza' label is hidden on cards (docs/product/catalogue.md#article). */
  hiddenOnCards: z.boolean(),
});

/** What a grid, carousel or search dropdown shows of an article. */
export const articleCardSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  brand: cardBrandSchema.nullable(),
  img: imageSchema.nullable(),
  labels: z.array(articleLabelSchema),
  prices: pricesSchema,
  grade: gradeSchema,
  available: z.boolean(),
  outOfStock: z.boolean(),
  stock: stockSchema,
}).meta({ id: 'ArticleCard' });
export type ArticleCard = z.infer<typeof articleCardSchema>;
export const articleCardsSchema = z.array(articleCardSchema).meta({ id: 'ArticleCards' });
