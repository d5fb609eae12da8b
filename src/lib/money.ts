import { countText } from './i18n/count';

/**
 * The one number and date locale of the shop, in every language (docs/product/README.md#money
 * 'Currency EUR, locale it-IT'; decision 094): the words follow the page's language, amounts and
 * dates are written the Italian way, as on the shop's receipts and invoices.
 */
export const SHOP_LOCALE = 'it-IT';

/**
 * Integer cents (VAT included) as a price in EUR: `money(899)` → "8,99 €", in every language.
 * Written out by hand, not with Intl.NumberFormat: a page's first NumberFormat loads ICU's number
 * data in one uninterruptible call (35–95 ms on a desktop core, four times that on a phone), and
 * prices are on nearly every page's first render (decision 178). The output is Intl's for it-IT
 * (money.test.ts compares them): the euros grouped as Italian groups counts (countText), comma
 * decimals, a no-break space, then the sign.
 */
export function money(cents: number): string {
  // Halves away from zero, as Intl rounds; amounts are integer cents everywhere but here.
  const whole = Math.round(Math.abs(cents));
  const euros = countText(Math.floor(whole / 100), 'it');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}${euros},${String(whole % 100).padStart(2, '0')}\u00a0€`;
}

// Numbers only, no month names: Italian words would stand out on a page in another language,
// and day/month/year with a 24-hour clock reads the same in all five.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment (ms) as a date and time on this device's clock: `dateTime(…)` → "23/11/2026, 18:05", in every language. */
export function dateTime(ms: number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  });
  return dateTimeFormat.format(ms);
}

let shopDateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment of the shop's records (an order placed, a withdrawal received) on the shop's clock,
 * Italian time, as its mails, invoices and back office write it: the time the customer reads on
 * the page is the one the acknowledgement states (decision 273).
 */
export function shopDateTime(ms: number): string {
  shopDateTimeFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome',
  });
  return shopDateTimeFormat.format(ms);
}
