import { z } from 'zod';
import { adminHistoryRefusalSchema } from './admin-history.js';
import { dbIdParamSchema, dbIdSchema } from './db-values.js';
import { imageSchema } from './image.js';
import {
  ARTICLE_CODE_MAX, ARTICLE_CODE_PATTERN, isLongText, isOneLineText, PRICE_MAX_CENTS, STOCK_MAX_PIECES,
} from './rules/catalogue-entry.js';

// The back office's catalogue side (docs/decisions/194-back-office-catalogue.md): the articles
// list and detail, changes to price, discount, stock, on-sale and texts, new simple articles with
// their pictures, and prices and stock by CSV file. Every call is under /v1/admin and needs a
// staff token (docs/decisions/192-back-office.md).
//
// Money is integer cents, VAT included, as everywhere in the API. The discount is the discounted
// price (cents, lower than the price), as the catalogue stores it; null: no discount.
// Stock: `stockTracked` false means the article is not counted (always available); `stock` is the
// pieces on hand when it is counted.

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
/** The largest CSV body the catalogue file calls take (bytes); a larger one answers 413. */
export const CATALOGUE_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The CSV file's header, in this order (export writes it; import requires these columns). */
export const CATALOGUE_CSV_COLUMNS = ['sku', 'price', 'discounted_price', 'stock', 'on_sale'] as const;
/** VAT rates an article may carry (whole percentages). */
export const VAT_RATES = [4, 10, 22] as const;
/** The largest picture upload (bytes); a larger one answers 413. */
export const ARTICLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels (width × height, 8000 × 6250 for example) a picture upload may have; one of more
 * answers 413, refused from its header before it is decoded (a small file can unpack to gigabytes).
 */
export const ARTICLE_IMAGE_MAX_PIXELS = 50_000_000;

const PICTURE_ALT_MAX_CHARS = 250;

/**
 * What the rules of an article's values say when they refuse (decision 219): the server says each
 * in the request's language (server/domain/admin-catalogue/texts.ts), and the catalogue file's
 * errors say the same rules.
 */
export const ADMIN_RULE_MESSAGES = {
  articleCode: `Invalid article code: letters, digits, spaces and - _ . / only, starting with a letter or a digit, at most ${ARTICLE_CODE_MAX} characters`,
  name: 'The name holds a control character (tab, line break, NUL…), which a name may not have',
  description: 'The description holds a control character other than tabs and line breaks',
  price: `Invalid price: whole cents above 0, at most ${PRICE_MAX_CENTS} (1 000 000.00 €)`,
  stock: `Invalid stock: a whole number of pieces from 0 to ${STOCK_MAX_PIECES}`,
  alt: `Invalid text alternative: one line of at most ${PICTURE_ALT_MAX_CHARS} characters`,
} as const;
const M = ADMIN_RULE_MESSAGES;

/** An article's price or discounted price, in cents: the form's and the catalogue file's rule. */
export const adminPriceSchema = z.number().int(M.price).positive(M.price).max(PRICE_MAX_CENTS, M.price);
/** An article's stock, in pieces: the form's and the catalogue file's rule. */
export const adminStockSchema = z.number().int(M.stock).min(0, M.stock).max(STOCK_MAX_PIECES, M.stock);
/** A new article's code (contract/rules/catalogue-entry.ts): one refusal whatever is wrong with it. */
export const articleCodeSchema = z.string().trim()
  .max(ARTICLE_CODE_MAX, { error: M.articleCode, abort: true }).regex(ARTICLE_CODE_PATTERN, M.articleCode);
/**
 * A code that names an existing article, in the catalogue file: what an article's code can have
 * been, so codes made before articleCodeSchema are still found; never a control character.
 */
export const articleCodeKeySchema = z.string().trim()
  .min(1, M.articleCode).max(ARTICLE_CODE_MAX, M.articleCode).refine(isOneLineText, M.articleCode);
/** A name in one language, as it enters. */
const nameInput = z.string().max(2000).refine(isOneLineText, M.name);
/** A description in one language, as it enters. */
const descriptionInput = z.string().max(20_000).refine(isLongText, M.description);

const cents = adminPriceSchema;
const pieces = adminStockSchema;
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A text in the five languages; Italian must not be empty where a name is meant. */
export const adminTextsSchema = z.object({
  it: z.string().max(2000),
  en: z.string().max(2000),
  fr: z.string().max(2000),
  es: z.string().max(2000),
  de: z.string().max(2000),
}).meta({ id: 'AdminTexts' });
export type AdminTexts = z.infer<typeof adminTextsSchema>;

const longText = z.string().max(20_000);
export const adminDescriptionsSchema = z.object({
  it: longText, en: longText, fr: longText, es: longText, de: longText,
}).meta({ id: 'AdminDescriptions' });

/** Changing some languages only: the ones given are replaced. */
export const adminTextsPatchSchema = z.object({
  it: nameInput.optional(), en: nameInput.optional(), fr: nameInput.optional(), es: nameInput.optional(), de: nameInput.optional(),
}).meta({ id: 'AdminTextsPatch' });
export const adminDescriptionsPatchSchema = z.object({
  it: descriptionInput.optional(), en: descriptionInput.optional(), fr: descriptionInput.optional(),
  es: descriptionInput.optional(), de: descriptionInput.optional(),
}).meta({ id: 'AdminDescriptionsPatch' });

export const adminRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'AdminRef' });
export type AdminRef = z.infer<typeof adminRefSchema>;

export const adminGradeSchema = z.enum(['simple', 'container', 'variant', 'bundle']);

/** GET /v1/admin/articles query. */
export const adminArticleListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Part of the SKU (article code) or of the Italian name' }),
  department: dbIdParamSchema.optional().meta({ description: 'A department id; its sub-departments are included' }),
  brand: dbIdParamSchema.optional(),
  onSale: booleanQuery.optional(),
  outOfStock: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
  lang: z.enum(['it', 'en', 'fr', 'es', 'de']).optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  sku: z.string().meta({ description: 'The article code' }),
  name: z.string().meta({ description: 'The Italian name' }),
  grade: adminGradeSchema,
  department: adminRefSchema.nullable().meta({ description: 'The first of its departments' }),
  brand: adminRefSchema.nullable(),
  price: z.number().int().meta({ description: 'Cents, VAT included; for a container its cheapest sellable variant\'s, as the shop shows it' }),
  discountedPrice: z.number().int().nullable(),
  stockTracked: z.boolean(),
  stock: z.number().int().meta({ description: 'Pieces on hand; for a container the sum of its variants\'' }),
  outOfStock: z.boolean(),
  onSale: z.boolean(),
  image: imageSchema.nullable(),
}).meta({ id: 'AdminArticleRow' });
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const adminArticleListSchema = z.object({
  items: z.array(adminArticleRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
}).meta({ id: 'AdminArticleList' });
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const adminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  options: z.array(z.object({ attribute: z.string(), value: z.string() })),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  stockTracked: z.boolean(),
  stock: z.number().int(),
  onSale: z.boolean(),
}).meta({ id: 'AdminVariant' });
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Null: done. Set: refused, nothing changed; `action` is then the refused call's method and route. */
  refusal: adminHistoryRefusalSchema.nullable(),
}).meta({ id: 'AdminHistoryEntry' });
export type AdminHistoryEntry = z.infer<typeof adminHistoryEntrySchema>;

/** The most characters a picture's text alternative may have, in each language. */
export const PICTURE_ALT_MAX = PICTURE_ALT_MAX_CHARS;

/**
 * One of an article's pictures as the back office shows it: `id` names it in the picture calls,
 * `alts` is its text alternative in each language ('' where none: the shop then says the
 * article's name), `alt` the Italian one or the article's name.
 */
export const adminPictureSchema = imageSchema.extend({
  id: z.number().int(),
  alts: z.object({ it: z.string(), en: z.string(), fr: z.string(), es: z.string(), de: z.string() }),
}).meta({ id: 'AdminPicture' });
export type AdminPicture = z.infer<typeof adminPictureSchema>;

/** GET/PATCH /v1/admin/articles/{id}, POST /v1/admin/articles. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  grade: adminGradeSchema,
  names: adminTextsSchema,
  descriptions: adminDescriptionsSchema,
  departments: z.array(adminRefSchema),
  brand: adminRefSchema.nullable(),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  vatRate: z.number().int(),
  stockTracked: z.boolean(),
  stock: z.number().int().meta({ description: 'Its own; for a container the sum of its variants\'' }),
  outOfStock: z.boolean(),
  onSale: z.boolean(),
  variants: z.array(adminVariantSchema),
  images: z.array(adminPictureSchema).meta({ description: 'In the order the shop shows them' }),
  history: z.array(adminHistoryEntrySchema),
  updatedAt: z.string(),
}).meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleParamsSchema = z.object({ id: dbIdParamSchema });

/** What may change on an article or one of its variants (each field optional). */
const sellingFields = {
  price: cents.optional(),
  discountedPrice: cents.nullable().optional().meta({ description: 'Lower than the price; null removes the discount' }),
  stock: pieces.optional(),
  stockTracked: z.boolean().optional(),
  onSale: z.boolean().optional(),
};

export const adminVariantPatchSchema = z.object({ id: dbIdSchema, ...sellingFields }).meta({ id: 'AdminVariantPatch' });

/** PATCH /v1/admin/articles/{id}: only the fields given change; at least one must be. */
export const adminArticlePatchSchema = z.object({
  ...sellingFields,
  names: adminTextsPatchSchema.optional(),
  descriptions: adminDescriptionsPatchSchema.optional(),
  variants: z.array(adminVariantPatchSchema).max(500).optional().meta({ description: 'Changes to this container\'s variants, by variant id, each variant once (VARIANT_TWICE otherwise)' }),
}).meta({ id: 'AdminArticlePatch' });
export type AdminArticlePatch = z.infer<typeof adminArticlePatchSchema>;

/** POST /v1/admin/articles: a new simple article (pictures follow by POST .../images). */
export const adminArticleCreateSchema = z.object({
  sku: articleCodeSchema,
  names: z.object({
    it: z.string().trim().min(1).max(2000).refine(isOneLineText, M.name), en: nameInput.optional(), fr: nameInput.optional(),
    es: nameInput.optional(), de: nameInput.optional(),
  }),
  descriptions: adminDescriptionsPatchSchema.optional(),
  departmentId: dbIdSchema,
  brandId: dbIdSchema.nullable().optional(),
  price: cents,
  discountedPrice: cents.nullable().optional(),
  vatRate: z.union([z.literal(4), z.literal(10), z.literal(22)]),
  stockTracked: z.boolean().default(true),
  stock: pieces,
  onSale: z.boolean().default(true),
}).meta({ id: 'AdminArticleCreate' });
export type AdminArticleCreate = z.infer<typeof adminArticleCreateSchema>;

// POST /v1/admin/articles/{id}/images: multipart/form-data with one `file` (JPEG, PNG or WebP,
// checked by its content, at most ARTICLE_IMAGE_MAX_BYTES); answers the article (201).
export const adminArticleImageUploadSchema = z.object({
  file: z.any().meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP picture' }),
}).meta({ id: 'AdminArticleImageUpload' });

export const adminPictureParamsSchema = z.object({ id: dbIdParamSchema, pictureId: dbIdParamSchema });

/** A text alternative in one language, as it enters: one line, at most PICTURE_ALT_MAX characters. */
const altInput = z.string().trim().max(PICTURE_ALT_MAX, M.alt).refine(isOneLineText, M.alt);

/** PATCH /v1/admin/articles/{id}/images/{pictureId}: the languages given are replaced ('' removes one). */
export const adminPictureAltPatchSchema = z.object({
  alts: z.object({
    it: altInput.optional(), en: altInput.optional(), fr: altInput.optional(), es: altInput.optional(), de: altInput.optional(),
  }),
}).meta({ id: 'AdminPictureAltPatch' });
export type AdminPictureAltPatch = z.infer<typeof adminPictureAltPatchSchema>;

/** PUT /v1/admin/articles/{id}/images/order: every picture of the article, each once, in the new order. */
export const adminPictureOrderSchema = z.object({
  pictureIds: z.array(dbIdSchema).min(1).max(200),
}).meta({ id: 'AdminPictureOrder' });
export type AdminPictureOrder = z.infer<typeof adminPictureOrderSchema>;

// ---- Prices and stock by file -------------------------------------------------------------
// The file: UTF-8 CSV, comma-separated, RFC 4180 quoting, a header row naming the columns
// CATALOGUE_CSV_COLUMNS (in any order; unknown columns refused). Prices in euros with a dot and
// two decimals at most (1234.50); discounted_price empty: no discount; stock empty: not counted;
// on_sale true/false (also 1/0, yes/no, si/no). Each value must pass the article form's schema
// (articleCodeKeySchema, adminPriceSchema, adminStockSchema); a cell the export put behind a
// single quote (one starting with = + - @, tab or CR) is read without it (decision 219).

/** A row's values as they stand or will stand. */
export const catalogueCsvValuesSchema = z.object({
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  stockTracked: z.boolean(),
  stock: z.number().int(),
  onSale: z.boolean(),
}).meta({ id: 'CatalogueCsvValues' });
export type CatalogueCsvValues = z.infer<typeof catalogueCsvValuesSchema>;

export const catalogueCsvChangeSchema = z.object({
  line: z.number().int().meta({ description: 'The line in the file, the header being line 1' }),
  sku: z.string(),
  id: z.number().int(),
  before: catalogueCsvValuesSchema,
  after: catalogueCsvValuesSchema,
}).meta({ id: 'CatalogueCsvChange' });
export type CatalogueCsvChange = z.infer<typeof catalogueCsvChangeSchema>;

export const catalogueCsvErrorCodeSchema = z.enum([
  'CSV_MALFORMED', 'CSV_HEADER', 'UNKNOWN_SKU', 'BAD_SKU', 'DUPLICATE_SKU', 'BAD_PRICE', 'BAD_DISCOUNT', 'BAD_STOCK', 'BAD_BOOLEAN',
  'WRONG_COLUMN_COUNT', 'NOT_SELLABLE',
]);
export const catalogueCsvErrorSchema = z.object({
  line: z.number().int(),
  sku: z.string().nullable(),
  code: catalogueCsvErrorCodeSchema,
  message: z.string(),
}).meta({ id: 'CatalogueCsvError' });
export type CatalogueCsvError = z.infer<typeof catalogueCsvErrorSchema>;

/**
 * The answer of dry-run (always 200) and of apply (200 when applied). `changes` lists only rows
 * whose values differ; `unchanged` counts the others. With any error apply changes nothing and
 * answers 422 CSV_INVALID with this same report in `payload`.
 */
export const catalogueCsvReportSchema = z.object({
  rows: z.number().int().meta({ description: 'Data rows read (the header not counted)' }),
  changes: z.array(catalogueCsvChangeSchema),
  unchanged: z.number().int(),
  errors: z.array(catalogueCsvErrorSchema),
  applied: z.boolean(),
}).meta({ id: 'CatalogueCsvReport' });
export type CatalogueCsvReport = z.infer<typeof catalogueCsvReportSchema>;
