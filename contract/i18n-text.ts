import { z } from 'zod';

/** The shop's languages; Italian is the default (storefront.md §1, checkout-account-pages.md §9). */
export const LANGS = ['it', 'en', 'fr', 'es', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'it';
export const langSchema = z.enum(LANGS);

/** A translatable text: Italian always present, other languages optional. */
export const i18nTextSchema = z.object({
  it: z.string(),
  en: z.string().optional(),
  fr: z.string().optional(),
  es: z.string().optional(),
  de: z.string().optional(),
});
export type I18nText = z.infer<typeof i18nTextSchema>;
