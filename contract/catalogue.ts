import { z } from 'zod';
import { gradeSchema } from './checkout.js';
import { imageSchema } from './image.js';
import { langSchema, type I18nText } from './i18n-text.js';

// The catalogue calls (storefront.md §3 "Article", "Catalogue result"; §7). Texts arrive resolved
// to the request's language (query `lang`, else Accept-Language, else the shop's main language,
// missing translations in Italian). Money is integer cents, VAT included.
// Query names and paging: docs/decisions/040-listing-query.md.

const cents = z.number().int();
const id = z.number().int().positive();
const onValue = z.object({ on: z.boolean(), value: z.number().int() });

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
  /** The 'Evidenza' label is hidden on cards (storefront.md §9). */
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
  /** Dot-separated slug path from the root: breadcrumbs link each prefix to /d/{prefix}. */
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

// ---- variants lookup -------------------------------------------------------------------------

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? v : Array.isArray(v) ? v : [v]), z.array(item));

const intString = z.string().regex(/^[1-9][0-9]{0,9}$/, 'a positive whole number').transform(Number);

export const containerParamsSchema = z.object({ id: intString });

/** GET catalogs/articles/containers/{id}/variants?options=1&options=2 */
export const variantQuerySchema = z.object({
  lang: langSchema.optional(),
  options: repeated(intString).pipe(z.array(z.number()).min(1).max(20)),
});

/** The variant having exactly the chosen options, or null when none has ('var not found!'). */
export const variantMatchSchema = z.object({ id, slug: z.string() }).nullable().meta({ id: 'VariantMatch' });
export type VariantMatch = z.infer<typeof variantMatchSchema>;

// ---- listing ---------------------------------------------------------------------------------

export const PAGE_SIZE = 24;
export const SORT_KEYS = ['price_asc', 'price_desc', 'createdAt_desc', 'name_desc', 'offered_desc'] as const;
export const sortKeySchema = z.enum(SORT_KEYS);
export type SortKey = z.infer<typeof sortKeySchema>;

/** Sorter labels (storefront.md §9), sent resolved to the request's language. */
export const SORT_LABELS: Record<SortKey, I18nText> = {
  price_asc: { it: 'Prezzo più basso', en: 'Lowest price', fr: 'Prix le plus bas', es: 'Precio más bajo', de: 'Niedrigster Preis' },
  price_desc: { it: 'Prezzo più alto', en: 'Highest price', fr: 'Prix le plus élevé', es: 'Precio más alto', de: 'Höchster Preis' },
  createdAt_desc: { it: 'Più recenti', en: 'Newest', fr: 'Nouveautés', es: 'Novedades', de: 'Neueste' },
  name_desc: { it: 'Alfabetico', en: 'Alphabetical', fr: 'Alphabétique', es: 'Alfabético', de: 'Alphabetisch' },
  offered_desc: { it: 'In offerta', en: 'On sale', fr: 'En promotion', es: 'En oferta', de: 'Im Angebot' },
};

const slug = z.string().min(1).max(120).regex(/^[a-z0-9][a-z0-9_-]*$/, 'a slug');
const centsString = z.string().regex(/^(0|[1-9][0-9]{0,8})$/, 'whole cents, 0 or more').transform(Number);

/**
 * GET catalogs/departments[/{slug}[/{brand}]]. Repeated params (`brands=a&brands=b`) are lists.
 * Within one attribute the options are alternatives; brands, labels and attributes combine.
 */
export const listingQuerySchema = z.object({
  /** The answer's language (else Accept-Language, else the shop's main language). */
  lang: langSchema.optional(),
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional(),
  sort: sortKeySchema.optional(),
  /** Brand slugs. */
  brands: repeated(slug).pipe(z.array(z.string()).max(50)).optional(),
  /** Label slugs. */
  labels: repeated(slug).pipe(z.array(z.string()).max(50)).optional(),
  /** Attribute option ids (from `filters[].options[].value` of the attribute filters). */
  options: repeated(intString).pipe(z.array(z.number()).max(50)).optional(),
  /** Bounds on the price paid, in cents, both included. */
  price_min: centsString.optional(),
  price_max: centsString.optional(),
  /** Only these articles, in this order unless sorted (the product page's related articles). */
  ids: repeated(intString).pipe(z.array(z.number()).max(48)).optional(),
}).refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
  message: 'price_min must not exceed price_max',
  path: ['price_min'],
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingParamsSchema = z.object({ slug });
export const listingBrandParamsSchema = z.object({ slug, brand: slug });

export const paginationSchema = z.object({
  /** 1-based. */
  page: z.number().int(),
  /** At least 1, even with no results. */
  totalPages: z.number().int(),
  /** Articles matching, over all pages. */
  counts: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
  prevPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
});

const filterOption = z.object({
  /** What to send back: a brand or label slug, or an option id. */
  value: z.union([z.string(), z.number().int()]),
  label: z.string(),
  /** Articles it would match together with the other groups' filters. */
  count: z.number().int(),
  selected: z.boolean(),
  color1: z.string().optional(),
  color2: z.string().optional(),
});

export const priceFilterSchema = z.object({
  kind: z.literal('price'),
  /** Query names to send: price_min, price_max. */
  key: z.literal('price'),
  label: z.string(),
  /** Cents, over the articles matching every other filter; the slider is disabled when equal. */
  min: cents,
  max: cents,
  selected: z.object({ min: cents.nullable(), max: cents.nullable() }),
});

const optionsFilter = <K extends string, Q extends string>(kind: K, key: Q) => z.object({
  kind: z.literal(kind),
  /** The query name to repeat with the chosen options' values. */
  key: z.literal(key),
  /** Attribute filters: the attribute's slug. */
  slug: z.string().optional(),
  label: z.string(),
  options: z.array(filterOption),
});

export const listingFilterSchema = z.discriminatedUnion('kind', [
  priceFilterSchema,
  optionsFilter('brands', 'brands'),
  optionsFilter('labels', 'labels'),
  optionsFilter('attribute', 'options'),
]).meta({ id: 'ListingFilter' });
export type ListingFilter = z.infer<typeof listingFilterSchema>;

/** The department, category or brand the listing's slug named. */
export const listingSubjectSchema = z.object({
  kind: z.enum(['department', 'category', 'brand']),
  id,
  slug: z.string(),
  /** Departments and categories: the dot path; brands: their slug. */
  path: z.string(),
  name: z.string(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  cover: imageSchema.optional(),
  /** With the /{slug}/{brand} path form: the brand it is narrowed to. */
  brand: cardBrandSchema.optional(),
});

export const catalogueResultSchema = z.object({
  docs: z.array(articleCardSchema),
  pagination: paginationSchema,
  /** null on the shop root (GET catalogs/departments). */
  department: listingSubjectSchema.nullable(),
  /** Price first, then brands, labels and one per filterable attribute. */
  filters: z.array(listingFilterSchema),
  sorter: z.object({
    /** null: the shop's own order. */
    selected: sortKeySchema.nullable(),
    options: z.array(z.object({ key: sortKeySchema, label: z.string() })),
  }),
}).meta({ id: 'CatalogueResult' });
export type CatalogueResult = z.infer<typeof catalogueResultSchema>;
