// The wish list's refusal messages in the shop's five languages.
import type { I18nText } from '../../../contract/i18n-text.js';

const t = (it: string, en: string, fr: string, es: string, de: string): I18nText => ({ it, en, fr, es, de });

export const ARTICLE_NOT_FOUND = t(
  'Prodotto non trovato',
  'Product not found',
  'Produit introuvable',
  'Producto no encontrado',
  'Produkt nicht gefunden',
);

/** Someone else's list, or none: the same answer, so ids reveal nothing (DESIGN.md guarantees). */
export const WISH_NOT_FOUND = t(
  'Lista dei preferiti non trovata',
  'Wish list not found',
  'Liste de favoris introuvable',
  'Lista de favoritos no encontrada',
  'Wunschliste nicht gefunden',
);
