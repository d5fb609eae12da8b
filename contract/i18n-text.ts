import { z } from 'zod';
import { LANGS } from './langs.js';

export { LANGS, DEFAULT_LANG, type Lang } from './langs.js';
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
