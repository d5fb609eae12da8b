/**
 * The one number and date locale of the shop, in every language (checkout-account-pages.md §9
 * 'Currency EUR, locale it-IT'; decision 094): the words follow the page's language, amounts and
 * dates are written the Italian way, as on the shop's receipts and invoices.
 */
export const SHOP_LOCALE = 'it-IT';

// The formatters are made on first use, not when the module is evaluated: module evaluation is
// one task with the rest of the app's. ICU's data is already loaded by then, before the first
// paint (index.html's inline warm-up, decision 174), so making them is cheap.
let euros: Intl.NumberFormat | undefined;

/** Integer cents (VAT included) as a price in EUR: `money(899)` → "8,99 €", in every language. */
export function money(cents: number): string {
  euros ??= new Intl.NumberFormat(SHOP_LOCALE, { style: 'currency', currency: 'EUR' });
  // Division only for display: amounts stay integer cents everywhere else.
  return euros.format(cents / 100);
}

// Numbers only, no month names: Italian words would stand out on a page in another language,
// and day/month/year with a 24-hour clock reads the same in all five.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment (ms) as a date and time: `dateTime(…)` → "23/11/2026, 18:05", in every language. */
export function dateTime(ms: number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  });
  return dateTimeFormat.format(ms);
}
