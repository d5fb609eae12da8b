// The cart re-check's messages (decision 126), in the shop's five languages; the product's name
// arrives already in the request's language. Amounts are written the Italian way in every
// language, as on every page (decision 094).
import type { Lang } from '../../../contract/i18n-text.js';
import { say } from '../i18n.js';

const EUROS = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
/** Integer cents as '8,99 €' (division only for display). */
export const euros = (cents: number) => EUROS.format(cents / 100);

type Texts = {
  price: (name: string, before: string, after: string) => string;
  quantity: (name: string, before: number, after: number) => string;
  unavailable: (name: string) => string;
  outOfStock: (name: string) => string;
  /** `pieces`: 'N pezzi disponibili' in the language (the cart's own stock warning). */
  fewer: (name: string, pieces: string) => string;
  gone: string;
  added: (name: string) => string;
  total: (before: string, after: string) => string;
};

export const recheckTexts = (lang: Lang): Texts => ({
  price: (name, before, after) => say(/*i18n*/ { id: 'checkout.recheck.price', message: 'Il prezzo di «{name}» è cambiato: ora {after} invece di {before}' }, lang, { name, before, after }),
  quantity: (name, before, after) => say(/*i18n*/ { id: 'checkout.recheck.quantity', message: '«{name}»: nel carrello ora {after} invece di {before}' }, lang, { name, before, after }),
  unavailable: (name) => say(/*i18n*/ { id: 'checkout.recheck.unavailable', message: '«{name}» non è più disponibile' }, lang, { name }),
  outOfStock: (name) => say(/*i18n*/ { id: 'checkout.recheck.outOfStock', message: '«{name}» è esaurito' }, lang, { name }),
  fewer: (name, pieces) => say(/*i18n*/ { id: 'checkout.recheck.fewer', message: '«{name}»: {pieces}' }, lang, { name, pieces }),
  gone: say(/*i18n*/ { id: 'checkout.recheck.gone', message: 'Un prodotto non è più nel carrello' }, lang),
  added: (name) => say(/*i18n*/ { id: 'checkout.recheck.added', message: '«{name}» è stato aggiunto al carrello' }, lang, { name }),
  total: (before, after) => say(/*i18n*/ { id: 'checkout.recheck.total', message: 'Il totale è cambiato: ora {after} invece di {before}' }, lang, { before, after }),
});
