import { z } from 'zod';
import { articleCardSchema, cardBrandSchema } from './catalogue-card.js';
import { dbIdParamSchema } from './db-values.js';
import { imageSchema } from './image.js';
import { langSchema, type I18nText } from './i18n-text.js';

// The variant lookup and the department listing (docs/product/catalogue.md#listing, docs/product/catalogue.md#calls).
// Query names and paging: docs/decisions/040-listing-query.md. Re-exported by catalogue.ts.

const cents = z.number().int();
const id = z.number().int().positive();

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? v : Array.isArray(v) ? v : [v]), z.array(item));

export const containerParamsSchema = z.object({ id: dbIdParamSchema });

/** GET catalogs/articles/containers/{id}/variants?options=1&options=2 */
export const variantQuerySchema = z.object({
  lang: langSchema.optional(),
  options: repeated(dbIdParamSchema).pipe(z.array(z.number()).min(1).max(20))
    .meta({ description: 'The chosen option ids, one per attribute, repeated' }),
});

/** The variant having exactly the chosen options, or null when none has ('var not found!'). */
export const variantMatchSchema = z.object({ id, slug: z.string() }).nullable().meta({ id: 'VariantMatch' });
export type VariantMatch = z.infer<typeof variantMatchSchema>;

export const PAGE_SIZE = 24;
export const SORT_KEYS = ['price_asc', 'price_desc', 'createdAt_desc', 'name_desc', 'offered_desc'] as const;
export const sortKeySchema = z.enum(SORT_KEYS);
export type SortKey = z.infer<typeof sortKeySchema>;

/** Sorter labels (docs/product/catalogue.md#sort-and-filters), sent resolved to the request's language. */
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
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'a page number from 1').transform(Number).optional()
    .meta({ description: `1-based page of ${PAGE_SIZE} articles (client: mnkfltpage)` }),
  sort: sortKeySchema.optional().meta({ description: "Absent: the shop's own order (client: mnkfltsort)" }),
  brands: repeated(slug).pipe(z.array(z.string()).max(50)).optional()
    .meta({ description: 'Brand slugs, repeated; any of them (client: mnkfltbrands)' }),
  labels: repeated(slug).pipe(z.array(z.string()).max(50)).optional()
    .meta({ description: 'Label slugs, repeated; any of them (client: mnkfltlabels)' }),
  options: repeated(dbIdParamSchema).pipe(z.array(z.number()).max(50)).optional().meta({
    description: 'Attribute option ids, repeated: alternatives within one attribute, all attributes must match (client: mnkfltoptions)',
  }),
  price_min: centsString.optional().meta({ description: 'Lowest price paid, cents, included (client: mnkfltprice_min)' }),
  price_max: centsString.optional().meta({ description: 'Highest price paid, cents, included (client: mnkfltprice_max)' }),
  ids: repeated(dbIdParamSchema).pipe(z.array(z.number()).max(48)).optional()
    .meta({ description: "Only these articles, in this order unless sorted: the product page's related articles" }),
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
