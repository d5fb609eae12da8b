import { z } from 'zod';
import { articleCardSchema } from './catalogue.js';
import { imageSchema } from './image.js';

/** GET pages_promos/{slug} (docs/product/catalogue.md#promo-pages): a promotional collection. */
export const promoPageSchema = z.object({
  slug: z.string(),
  label: z.string(),
  description: z.string().optional(),
  cover: imageSchema.optional(),
  /** In the collection's own order. */
  articles: z.array(articleCardSchema),
}).meta({ id: 'PromoPage' });
export type PromoPage = z.infer<typeof promoPageSchema>;

export const promoPageParamsSchema = z.object({
  slug: z.string().min(1).max(120).regex(/^[a-z0-9][a-z0-9_-]*$/, 'a slug'),
});
