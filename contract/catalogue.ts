import { z } from 'zod';
import { gradeSchema } from './checkout.js';
import { articleLabelSchema, cardBrandSchema, pricesSchema, stockSchema } from './catalogue-card.js';
import { imageSchema } from './image.js';
import { langSchema } from './i18n-text.js';

// The full article (docs/product/catalogue.md#article; GET catalogs/articles/{id}); cards, listing and
// variant lookup live in the files re-exported at the end. Texts arrive resolved
// to the request's language (query `lang`, else Accept-Language, else the shop's main language,
// missing translations in Italian). Money is integer cents, VAT included.
// Query names and paging: docs/decisions/040-listing-query.md.

const id = z.number().int().positive();
const onValue = z.object({ on: z.boolean(), value: z.number().int() });

export const attributeOptionSchema = z.object({
  id,
  value: z.string(),
  color1: z.string().optional(),
  color2: z.string().optional(),
  /** Ids of the variants having this option. */
  variants: z.array(id),
  /** Ids of the variants having this option that are in stock. */
  variants2: z.array(id),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

export const articleAttributeSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  options: z.array(attributeOptionSchema),
  /** The chosen option's id: a variant's own option, null on a container. */
  selected: id.nullable(),
}).meta({ id: 'ArticleAttribute' });
export type ArticleAttribute = z.infer<typeof articleAttributeSchema>;

export const articleVariantSchema = z.object({
  id,
  slug: z.string(),
  /** `'{attribute slug}={option value}'`, e.g. `'taglia=M'`, in attribute order. */
  attributes: z.array(z.string()),
  /** The variant's option ids, in attribute order. */
  options: z.array(id),
  stock: stockSchema,
  available: z.boolean(),
  outOfStock: z.boolean(),
  prices: pricesSchema,
});
export type ArticleVariant = z.infer<typeof articleVariantSchema>;

export const articleCategorySchema = z.object({
  id,
  slug: z.string(),
  /** Dot-separated slug path from the root. Breadcrumbs link each step to /d/{its slug}; /d/{path} redirects there (decision 090). */
  path: z.string(),
  name: z.string(),
});

const articleFields = {
  id,
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  /** HTML. */
  description: z.string(),
  brand: cardBrandSchema.nullable(),
  labels: z.array(articleLabelSchema),
  categories: z.array(articleCategorySchema),
  img: imageSchema.nullable(),
  imgs: z.array(imageSchema),
  grade: gradeSchema,
  available: z.boolean(),
  outOfStock: z.boolean(),
  stock: stockSchema,
  cart: z.object({ quantity: z.object({ min: onValue, max: onValue }) }),
  prices: pricesSchema,
  /** 4, 10 or 22. */
  vatRate: z.number().int(),
  /** Not purchasable by minors. */
  pg18: z.boolean(),
  /** Containers: their attributes; variants: their container's, with the variant's options selected. */
  attributes: z.array(articleAttributeSchema),
  articlesFamilies: z.array(z.object({ id, slug: z.string(), name: z.string(), img: imageSchema.nullable() })),
  /** Containers: their variants; variants: their siblings (themselves included). */
  variants: z.array(articleVariantSchema),
  /** Variants: their container. */
  container: z.object({ id, slug: z.string() }).nullable(),
  /** Related article ids; GET catalogs/departments?ids=… answers their cards. */
  relateds: z.array(id),
  extendedFields: z.object({
    on: z.boolean(),
    value: z.array(z.object({ label: z.string(), value: z.string(), img: z.string().optional() })),
  }),
};

export const bundleMemberSchema = z.object({
  ...articleFields,
  /** How many of this member one bundle holds. */
  quantityInBundle: z.number().int().positive(),
}).meta({ id: 'BundleMember' });
export type BundleMember = z.infer<typeof bundleMemberSchema>;

/** GET catalogs/articles/{id}. */
export const articleSchema = z.object({
  ...articleFields,
  /** Bundles: their members, each a full article with its own variants and attributes. */
  articles: z.array(bundleMemberSchema),
}).meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

/** `{id}`: a numeric id or a slug. */
/** Query of the calls that take nothing but the answer's language. */
export const catalogueLangQuerySchema = z.object({ lang: langSchema.optional() });

export const articleParamsSchema = z.object({
  id: z.string().min(1).max(200).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'an id or a slug'),
});

export * from './catalogue-card.js';
export * from './catalogue-listing.js';
