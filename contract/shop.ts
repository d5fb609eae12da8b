import { z } from 'zod';
import { imageSchema } from './image.js';
import { langSchema } from './i18n-text.js';
import { PAYMENT_METHOD_IDS } from './rules/payment.js';
import { SHIPPING_TYPES } from './rules/shipping.js';

// GET shop (docs/product/catalogue.md#shop-data). Translatable texts arrive already resolved to the request's
// language (query `lang`, else Accept-Language, else the shop's main language; missing
// translations fall back to Italian), so every text here is a plain string.

// The ids are the rules' (decision 210), so the browser reads them without zod.
export { PAYMENT_METHOD_IDS, type PaymentMethodId } from './rules/payment.js';
export { SHIPPING_TYPES } from './rules/shipping.js';
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export const shippingTypeSchema = z.enum(SHIPPING_TYPES);

export const companySchema = z.object({
  legalName: z.string(), vatNumber: z.string(), street: z.string(), zipcode: z.string(),
  city: z.string(), province: z.string(), country: z.string(), email: z.string(), phone: z.string(),
  /**
   * `country` named in the answer's language ('IT' → 'Italia', 'Italy'…), or `country` itself when
   * it is not a region code. Named by the server so a page needs no Intl.DisplayNames to show it
   * (docs/decisions/178-no-icu-on-a-first-render.md).
   */
  countryName: z.string(),
});

export const socialLinkSchema = z.object({ network: z.string(), url: z.string() });

/** The top banner: one line of text with an optional button linking to a slug. */
export const topBannerSchema = z.object({
  placeholder: z.string(),
  buttonOn: z.boolean(),
  buttonSlug: z.string().optional(),
  buttonPlaceholder: z.string().optional(),
});
export type TopBanner = z.infer<typeof topBannerSchema>;

/** Home hero slides, sponsor carousel slides and the promo banner share one shape. */
export const slideSchema = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  placeholder: z.string().optional(),
  button: z.object({ on: z.boolean(), slug: z.string().optional(), placeholder: z.string().optional() }),
  img: imageSchema.optional(),
  /** A looping muted video shown over the image: its full-size source (wider viewports). */
  video: z.string().optional(),
  /**
   * Smaller renditions of the video, each for viewports up to `maxWidth` CSS px (the spec's video
   * breakpoints 576 and 1080; contract/video-sources.ts picks one).
   */
  videoSources: z.array(z.object({ maxWidth: z.number().int().positive(), src: z.string() })).optional(),
}).meta({ id: 'Slide' });
export type Slide = z.infer<typeof slideSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  logo: imageSchema.optional(),
  cover: imageSchema.optional(),
  /** Shown as a section on the home page. */
  featured: z.boolean(),
}).meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;
export const brandsSchema = z.array(brandSchema).meta({ id: 'Brands' });

/** A department or category, flat: the client builds the tree from `parent`. */
export const departmentSchema = z.object({
  id: z.number().int(),
  parent: z.number().int().nullable(),
  slug: z.string(),
  /** Dot-separated slug path from the root, e.g. `bici.strada`. */
  path: z.string(),
  name: z.string(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  cover: imageSchema.optional(),
  /** A URL, a data URI or an emoji. */
  icon: z.string().optional(),
}).meta({ id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

export const pagePromoLinkSchema = z.object({ slug: z.string(), label: z.string() });

export const paymentSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  actived: z.boolean(),
  available: z.boolean(),
  /** Surcharge in cents, VAT included, when on. */
  additionalPrice: z.object({ on: z.boolean(), value: z.number().int() }),
}).meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentSchema>;

const onValue = z.object({ on: z.boolean(), value: z.number().int() });
const openingSlot = z.object({ from: z.string(), to: z.string(), opened: z.boolean() });

export const shippingSchema = z.object({
  id: z.number().int(),
  type: shippingTypeSchema,
  name: z.string(),
  description: z.string().optional(),
  /** ISO country codes served. */
  countries: z.array(z.string()),
  thresholds: z.object({
    /** Fixed fee in cents, VAT included. */
    fixed: onValue,
    /** Free from this cart gross (cents) upwards when on. */
    free: onValue,
  }),
  deliveryAverageDays: z.object({ on: z.boolean(), value: z.string() }).optional(),
  pickup: z.object({
    name: z.string(), street: z.string(), zipcode: z.string(), city: z.string(), province: z.string(),
  }).optional(),
  /** Keyed by weekday (`monday` … `sunday`). */
  openingHours: z.record(z.string(), z.object({ am: openingSlot, pm: openingSlot })).optional(),
}).meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof shippingSchema>;

export const storeSchema = z.object({
  id: z.number().int(), kind: z.string(), name: z.string(), street: z.string(), zipcode: z.string(),
  city: z.string(), province: z.string(), phone: z.string().optional(),
  lat: z.number().optional(), lng: z.number().optional(),
}).meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

/** Public configuration of a payment provider (never a secret). */
export const gatewaySchema = z.object({
  id: paymentMethodIdSchema,
  mode: z.enum(['live', 'sandbox']),
  publicKey: z.string().optional(),
});

export const langEntrySchema = z.object({ value: langSchema, hreflang: z.string(), label: z.string() });
export type LangEntry = z.infer<typeof langEntrySchema>;


export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: companySchema,
  social: z.array(socialLinkSchema),
  banner: topBannerSchema.nullable(),
  bannersSponsors: z.array(slideSchema),
  /** The promo banner (docs/product/content.md#home), shown on the home page. */
  promoBanner: slideSchema.nullable(),
  brands: z.array(brandSchema),
  departments: z.array(departmentSchema),
  gateways: z.array(gatewaySchema),
  pagesPromos: z.array(pagePromoLinkSchema),
  payments: z.array(paymentSchema),
  settings: z.object({
    profile: z.object({ sub: z.object({ status: z.string() }) }),
    currency: z.string(),
    cartMaxDefault: z.number().int(),
  }),
  shippings: z.array(shippingSchema),
  slides: z.array(slideSchema),
  stores: z.array(storeSchema),
  langs: z.object({ data: z.object({ allowed: z.array(langEntrySchema), main: langSchema }) }),
  /** docs/product/catalogue.md#shop-availability: a payment actived and available, shippings exist, sub 'actived' or 'free'. */
  available: z.boolean(),
}).meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

/** Query of GET shop, GET shop/brands and every call that answers translated texts. */
export const langQuerySchema = z.object({ lang: langSchema.optional() });
