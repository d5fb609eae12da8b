// The cart's refusal messages in the shop's five languages. The Italian ones the specs quote are
// word for word (docs/product/cart.md#errors).
import { LANGS, type I18nText, type Lang } from '../../../contract/i18n-text.js';
import { fiveLangs as t } from '../i18n.js';


const PIECES: Record<Lang, { one: string; other: string }> = {
  it: { one: '{n} pezzo disponibile', other: '{n} pezzi disponibili' },
  en: { one: '{n} piece available', other: '{n} pieces available' },
  fr: { one: '{n} pièce disponible', other: '{n} pièces disponibles' },
  es: { one: '{n} unidad disponible', other: '{n} unidades disponibles' },
  de: { one: '{n} Stück verfügbar', other: '{n} Stück verfügbar' },
};

/** 'N pezzo disponibile / pezzi disponibili', with each language's own plural rule (fr: 0 is singular). */
export function piecesAvailable(n: number): I18nText {
  const text = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const form = new Intl.PluralRules(lang).select(n) === 'one' ? 'one' : 'other';
    text[lang] = PIECES[lang][form].replace('{n}', String(n));
  }
  return text;
}

export const PRODUCT_UNAVAILABLE = t(
  'Questo prodotto non è al momento disponibile',
  'This product is not available at the moment',
  "Ce produit n'est pas disponible pour le moment",
  'Este producto no está disponible en este momento',
  'Dieses Produkt ist derzeit nicht verfügbar',
);

export const BUNDLE_UNAVAILABLE = t(
  'Questo bundle non è al momento disponibile',
  'This bundle is not available at the moment',
  "Ce bundle n'est pas disponible pour le moment",
  'Este bundle no está disponible en este momento',
  'Dieses Bundle ist derzeit nicht verfügbar',
);

export const ARTICLE_NOT_FOUND = t(
  'Prodotto non trovato',
  'Product not found',
  'Produit introuvable',
  'Producto no encontrado',
  'Produkt nicht gefunden',
);

export const ITEM_NOT_FOUND = t(
  'Questo prodotto non è più nel carrello',
  'This product is no longer in the cart',
  "Ce produit n'est plus dans le panier",
  'Este producto ya no está en el carrito',
  'Dieses Produkt ist nicht mehr im Warenkorb',
);

export const VARIANT_REQUIRED = t(
  'Seleziona tutte le opzioni prima di aggiungere al carrello',
  'Choose all the options before adding to the cart',
  'Choisissez toutes les options avant d’ajouter au panier',
  'Elige todas las opciones antes de añadir al carrito',
  'Wähle alle Optionen, bevor du in den Warenkorb legst',
);

export const INVALID_VARIANT = t(
  'La variante scelta non esiste per questo prodotto',
  'The chosen variant does not exist for this product',
  "La variante choisie n'existe pas pour ce produit",
  'La variante elegida no existe para este producto',
  'Die gewählte Variante gibt es für dieses Produkt nicht',
);

/** The quantity must lie within the article's bounds. */
export function quantityBetween(min: number, max: number): I18nText {
  if (max < min) return PRODUCT_UNAVAILABLE;
  return t(
    `La quantità deve essere compresa tra ${min} e ${max}`,
    `The quantity must be between ${min} and ${max}`,
    `La quantité doit être comprise entre ${min} et ${max}`,
    `La cantidad debe estar entre ${min} y ${max}`,
    `Die Menge muss zwischen ${min} und ${max} liegen`,
  );
}

/**
 * Over a per-order maximum (the article's or the shop's default ceiling), not a stock limit:
 * says so, so the shopper does not think stock is short (decision 095; the spec has no text).
 */
export function maxPerOrder(max: number): I18nText {
  return t(
    `Massimo ${max} per ordine`,
    `At most ${max} per order`,
    `${max} maximum par commande`,
    `Máximo ${max} por pedido`,
    `Höchstens ${max} pro Bestellung`,
  );
}
