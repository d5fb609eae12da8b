// What the sign-in tells about visitor-cart lines that could not join the account's cart whole
// (decision 106), in the shop's five languages. The product's name comes in each language.
import { LANGS, type I18nText, type Lang } from '../../../contract/i18n-text.js';
import { translate } from '../i18n.js';

type Phrase = (name: string, reason: string, quantity: number, asked: number) => string;

const REDUCED: Record<Lang, Phrase> = {
  it: (name, reason, q, asked) => `«${name}»: nel carrello ${q} invece di ${asked} (${reason})`,
  en: (name, reason, q, asked) => `“${name}”: ${q} in the cart instead of ${asked} (${reason})`,
  fr: (name, reason, q, asked) => `« ${name} » : ${q} dans le panier au lieu de ${asked} (${reason})`,
  es: (name, reason, q, asked) => `«${name}»: ${q} en el carrito en lugar de ${asked} (${reason})`,
  de: (name, reason, q, asked) => `„${name}“: ${q} im Warenkorb statt ${asked} (${reason})`,
};

const REFUSED: Record<Lang, Phrase> = {
  it: (name, reason) => `«${name}» non è stato aggiunto al tuo carrello: ${reason}`,
  en: (name, reason) => `“${name}” was not added to your cart: ${reason}`,
  fr: (name, reason) => `« ${name} » n'a pas été ajouté à votre panier : ${reason}`,
  es: (name, reason) => `«${name}» no se ha añadido a tu carrito: ${reason}`,
  de: (name, reason) => `„${name}“ wurde nicht in deinen Warenkorb gelegt: ${reason}`,
};

function compose(phrases: Record<Lang, Phrase>, name: I18nText, reason: I18nText, quantity: number, asked: number): I18nText {
  const text = {} as Record<Lang, string>;
  for (const lang of LANGS) text[lang] = phrases[lang](translate(name, lang), translate(reason, lang), quantity, asked);
  return text;
}

/** Part of the line joined: `quantity` of the `asked` are in the cart now, because of `reason`. */
export const mergeReduced = (name: I18nText, reason: I18nText, quantity: number, asked: number) =>
  compose(REDUCED, name, reason, quantity, asked);

/** Nothing of the line joined. */
export const mergeRefused = (name: I18nText, reason: I18nText) => compose(REFUSED, name, reason, 0, 0);

export const SOLD_OUT: I18nText = { it: 'Esaurito', en: 'Sold out', fr: 'Épuisé', es: 'Agotado', de: 'Ausverkauft' };
