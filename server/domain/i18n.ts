// Translatable texts are stored per language; answers carry one plain string in the request's
// language, falling back to Italian (always present) when a translation is missing.
import type { I18nText, Lang } from '../../contract/i18n-text.js';

export function translate(text: I18nText, lang: Lang): string {
  const value = text[lang];
  return value !== undefined && value !== '' ? value : text.it;
}

/** For optional texts: undefined stays undefined (and so drops out of the JSON). */
export function translateOptional(text: I18nText | null | undefined, lang: Lang): string | undefined {
  if (!text) return undefined;
  const value = translate(text, lang);
  return value === '' ? undefined : value;
}

/** A text written in all five of the shop's languages, in the order it, en, fr, es, de. */
export const fiveLangs = (it: string, en: string, fr: string, es: string, de: string): I18nText => ({ it, en, fr, es, de });
