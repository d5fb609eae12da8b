// Money and dates as the back office shows them, in its language.
import { adminLang } from './lang';

const locale = () => (adminLang() === 'en' ? 'en-GB' : 'it-IT');

/** Cents to "€ 1.234,50" (it) or "€1,234.50" (en). */
export function money(cents: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(new Date(iso));
}

/** "12,50" or "12.50" typed by staff to cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const clean = text.trim().replace(/\s|€/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

/** Cents to "12.50" for an input's value. */
export const euros = (cents: number): string => (cents / 100).toFixed(2);
