// Titles of the listing's filter groups, in every shop language (attribute groups use the
// attribute's own name).
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import { translate } from '../i18n.js';

const LABELS = {
  price: { it: 'Prezzo', en: 'Price', fr: 'Prix', es: 'Precio', de: 'Preis' },
  brands: { it: 'Marche', en: 'Brands', fr: 'Marques', es: 'Marcas', de: 'Marken' },
  labels: { it: 'Etichette', en: 'Labels', fr: 'Étiquettes', es: 'Etiquetas', de: 'Kennzeichnungen' },
} satisfies Record<string, I18nText>;

export function filterLabels(lang: Lang): Record<keyof typeof LABELS, string> {
  return {
    price: translate(LABELS.price, lang),
    brands: translate(LABELS.brands, lang),
    labels: translate(LABELS.labels, lang),
  };
}
