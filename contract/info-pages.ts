import { z } from 'zod';
import { langSchema } from './i18n-text.js';

// GET pages/{key} (docs/product/content.md#information-pages; decision 120): the
// editable text of one information page in one language. The text is structured blocks, not
// HTML, so nothing needs sanitising and the page renders it with the shop's own elements.

/** The information pages, keyed by their path segment. */
export const INFO_PAGE_KEYS = [
  'chi-siamo', 'cgv', 'informativa-sulla-privacy', 'rivenditore', 'ambassador',
  'metodi-di-spedizione', 'metodi-di-pagamento', 'contatti',
] as const;
export const infoPageKeySchema = z.enum(INFO_PAGE_KEYS);
export type InfoPageKey = z.infer<typeof infoPageKeySchema>;

/**
 * One delivery-time row of the shipping page: the regions it covers (names as GET geo/provinces
 * gives them in `region`; empty = the rest of Italy), how they read and the time.
 */
export const deliveryRowSchema = z.object({
  regions: z.array(z.string()),
  label: z.string(),
  time: z.string(),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const infoBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  /** Terms with their explanation: deadlines, wallet errors, athletes. */
  z.object({ type: z.literal('terms'), items: z.array(z.object({ term: z.string().min(1), text: z.string().min(1) })).min(1) }),
  /** A link: a path of the shop ('/assistenza', shown in the page's language) or an https address. */
  z.object({ type: z.literal('link'), text: z.string().min(1), href: z.string().regex(/^(\/[^/]|https:\/\/)/, 'a shop path or an https address') }),
  /** Where the page shows live shop data: shipping methods, payment methods, stores, company details. */
  z.object({ type: z.literal('shopData'), what: z.enum(['shippings', 'payments', 'stores', 'company']) }),
  /** Delivery times by region (shipping page), matched to the visitor's province. */
  z.object({ type: z.literal('deliveryTimes'), rows: z.array(deliveryRowSchema).min(1) }),
]).meta({ id: 'InfoBlock' });
export type InfoBlock = z.infer<typeof infoBlockSchema>;

export const infoPageSchema = z.object({
  key: infoPageKeySchema,
  lang: langSchema,
  /** The page's name: its heading, and its <title> before the ' | Bikes & Components' rule. */
  title: z.string(),
  description: z.string().optional(),
  blocks: z.array(infoBlockSchema),
}).meta({ id: 'InfoPage' });
export type InfoPage = z.infer<typeof infoPageSchema>;

export const infoPageParamsSchema = z.object({
  key: z.string().min(1).max(60),
});
