// The cart's refusal messages in the shop's five languages. The Italian ones the specs quote are
// word for word (docs/product/cart.md#errors).
import { type I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

/** 'N pezzo disponibile / pezzi disponibili', with each language's own plural rule (fr: 0 is singular). */
export function piecesAvailable(n: number): I18nText {
  return inFiveLangs(/*i18n*/ { id: 'cart.piecesAvailable', message: '{n, plural, one {{n} pezzo disponibile} other {{n} pezzi disponibili}}' }, { n });
}

export const PRODUCT_UNAVAILABLE = inFiveLangs(/*i18n*/ { id: 'cart.productUnavailable', message: 'Questo prodotto non è al momento disponibile' });

export const BUNDLE_UNAVAILABLE = inFiveLangs(/*i18n*/ { id: 'cart.bundleUnavailable', message: 'Questo bundle non è al momento disponibile' });

export const ARTICLE_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'cart.articleNotFound', message: 'Prodotto non trovato' });

export const ITEM_NOT_FOUND = inFiveLangs(/*i18n*/ { id: 'cart.itemNotFound', message: 'Questo prodotto non è più nel carrello' });

export const VARIANT_REQUIRED = inFiveLangs(/*i18n*/ { id: 'cart.variantRequired', message: 'Seleziona tutte le opzioni prima di aggiungere al carrello' });

export const INVALID_VARIANT = inFiveLangs(/*i18n*/ { id: 'cart.invalidVariant', message: 'La variante scelta non esiste per questo prodotto' });

/** The quantity must lie within the article's bounds. */
export function quantityBetween(min: number, max: number): I18nText {
  if (max < min) return PRODUCT_UNAVAILABLE;
  return inFiveLangs(/*i18n*/ { id: 'cart.quantityBetween', message: 'La quantità deve essere compresa tra {min} e {max}' }, { min, max });
}

/**
 * Over a per-order maximum (the article's or the shop's default ceiling), not a stock limit:
 * says so, so the shopper does not think stock is short (decision 095; the spec has no text).
 */
export function maxPerOrder(max: number): I18nText {
  return inFiveLangs(/*i18n*/ { id: 'cart.maxPerOrder', message: 'Massimo {max} per ordine' }, { max });
}
