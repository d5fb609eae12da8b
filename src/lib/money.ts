import type { Lang } from '../../contract/langs';

/** The number-format locale of each shop language (checkout-account-pages.md §9: EUR, it-IT). */
export const LOCALE_OF: Record<Lang, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
};

const formatters = new Map<Lang, Intl.NumberFormat>();

/** Integer cents (VAT included) as a price in EUR for the language: `money(899, 'it')` → "8,99 €". */
export function money(cents: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_OF[lang], { style: 'currency', currency: 'EUR' });
    formatters.set(lang, formatter);
  }
  // Division only for display: amounts stay integer cents everywhere else.
  return formatter.format(cents / 100);
}
