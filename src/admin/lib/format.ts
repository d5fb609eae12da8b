// Money and dates as the back office shows them, in its language.
import { adminLang, type AdminLang } from './lang';

const LOCALES: Record<AdminLang, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };
const locale = () => LOCALES[adminLang()];

/** Cents to "€ 1.234,50" (it) or "€1,234.50" (en). */
export function money(cents: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Cents to "1.234,50 €" with the thousands always grouped: Italian's own rule leaves a 4-digit amount ungrouped ("1234,50 €"). */
export function groupedMoney(cents: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(new Date(iso));
}

/**
 * The decimal and the grouping separators of the back office's language: French groups with a
 * space, which the parser drops like any space, so the comma rule serves it too.
 */
const separators = (lang: string) => (lang === 'en' ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' });

/**
 * An amount typed by staff to cents, or null when it is not one. Read the way the back office's
 * language writes it ("1.234,50" in Italian, "1,234.50" in English), groups of three optional;
 * the other language's decimal mark is taken too when nothing is grouped ("12.5" in Italian).
 */
export function parseEuros(text: string, lang: string = adminLang()): number | null {
  const clean = text.trim().replace(/\s|€/g, '');
  const { decimal, group } = separators(lang);
  const esc = (c: string) => `\\${c}`;
  const grouped = new RegExp(`^\\d{1,3}(${esc(group)}\\d{3})*(${esc(decimal)}\\d{1,2})?$`);
  const plain = new RegExp(`^\\d+([${esc(decimal)}${esc(group)}]\\d{1,2})?$`);
  if (grouped.test(clean)) return Math.round(Number(clean.split(group).join('').replace(decimal, '.')) * 100);
  if (plain.test(clean)) return Math.round(Number(clean.replace(/[.,]/, '.')) * 100);
  return null;
}

/**
 * Cents to an input's value in the back office's language, as staff type it and parseEuros reads
 * it back: "1.234,50" (it), "1,234.50" (en), "1 234,50" (fr); thousands always grouped, so that an
 * amount typed "1.234,50" is shown back as typed, no currency sign.
 */
export function euros(cents: number, lang: string = adminLang()): string {
  const locale = LOCALES[lang as AdminLang] ?? LOCALES.it;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100);
}

/** A count in the back office's language, thousands grouped: "1.000.000" (it), "1,000,000" (en). */
export function pieces(count: number): string {
  return new Intl.NumberFormat(locale(), { useGrouping: 'always' }).format(count);
}

/** A calendar day ("2026-11-30") in words: "lunedì 30 novembre 2026" (it), "Monday 30 November 2026" (en). */
export function day(isoDay: string): string {
  // Noon UTC names the same day in every time zone the shop works in.
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'full', timeZone: 'Europe/Rome' }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** A language code ("it") by its name in the back office's language ("italiano"). */
export function languageName(code: string): string {
  return new Intl.DisplayNames([locale()], { type: 'language' }).of(code) ?? code;
}
