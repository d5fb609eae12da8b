// The cart re-check's messages (decision 126), in the shop's five languages; the product's name
// arrives already in the request's language. Amounts are written the Italian way in every
// language, as on every page (decision 094).
import type { Lang } from '../../../contract/i18n-text.js';

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

const TEXTS: Record<Lang, Texts> = {
  it: {
    price: (n, b, a) => `Il prezzo di «${n}» è cambiato: ora ${a} invece di ${b}`,
    quantity: (n, b, a) => `«${n}»: nel carrello ora ${a} invece di ${b}`,
    unavailable: (n) => `«${n}» non è più disponibile`,
    outOfStock: (n) => `«${n}» è esaurito`,
    fewer: (n, p) => `«${n}»: ${p}`,
    gone: 'Un prodotto non è più nel carrello',
    added: (n) => `«${n}» è stato aggiunto al carrello`,
    total: (b, a) => `Il totale è cambiato: ora ${a} invece di ${b}`,
  },
  en: {
    price: (n, b, a) => `The price of “${n}” has changed: now ${a} instead of ${b}`,
    quantity: (n, b, a) => `“${n}”: ${a} in the cart now instead of ${b}`,
    unavailable: (n) => `“${n}” is no longer available`,
    outOfStock: (n) => `“${n}” is sold out`,
    fewer: (n, p) => `“${n}”: ${p}`,
    gone: 'A product is no longer in the cart',
    added: (n) => `“${n}” has been added to the cart`,
    total: (b, a) => `The total has changed: now ${a} instead of ${b}`,
  },
  fr: {
    price: (n, b, a) => `Le prix de « ${n} » a changé : ${a} au lieu de ${b}`,
    quantity: (n, b, a) => `« ${n} » : ${a} dans le panier au lieu de ${b}`,
    unavailable: (n) => `« ${n} » n'est plus disponible`,
    outOfStock: (n) => `« ${n} » est épuisé`,
    fewer: (n, p) => `« ${n} » : ${p}`,
    gone: "Un produit n'est plus dans le panier",
    added: (n) => `« ${n} » a été ajouté au panier`,
    total: (b, a) => `Le total a changé : ${a} au lieu de ${b}`,
  },
  es: {
    price: (n, b, a) => `El precio de «${n}» ha cambiado: ahora ${a} en lugar de ${b}`,
    quantity: (n, b, a) => `«${n}»: ahora ${a} en el carrito en lugar de ${b}`,
    unavailable: (n) => `«${n}» ya no está disponible`,
    outOfStock: (n) => `«${n}» está agotado`,
    fewer: (n, p) => `«${n}»: ${p}`,
    gone: 'Un producto ya no está en el carrito',
    added: (n) => `«${n}» se ha añadido al carrito`,
    total: (b, a) => `El total ha cambiado: ahora ${a} en lugar de ${b}`,
  },
  de: {
    price: (n, b, a) => `Der Preis von „${n}“ hat sich geändert: jetzt ${a} statt ${b}`,
    quantity: (n, b, a) => `„${n}“: jetzt ${a} im Warenkorb statt ${b}`,
    unavailable: (n) => `„${n}“ ist nicht mehr verfügbar`,
    outOfStock: (n) => `„${n}“ ist ausverkauft`,
    fewer: (n, p) => `„${n}“: ${p}`,
    gone: 'Ein Produkt ist nicht mehr im Warenkorb',
    added: (n) => `„${n}“ wurde in den Warenkorb gelegt`,
    total: (b, a) => `Der Gesamtbetrag hat sich geändert: jetzt ${a} statt ${b}`,
  },
};

export const recheckTexts = (lang: Lang) => TEXTS[lang];

