// Titles of the listing's filter groups, in every shop language (attribute groups use the
// attribute's own name).
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import { inFiveLangs, translate } from '../i18n.js';

const LABELS = {
  price: inFiveLangs(/*i18n*/ { id: 'catalogue.filterLabels.price', message: 'Prezzo' }),
  brands: inFiveLangs(/*i18n*/ { id: 'catalogue.filterLabels.brands', message: 'Marche' }),
  labels: inFiveLangs(/*i18n*/ { id: 'catalogue.filterLabels.labels', message: 'Etichette' }),
} satisfies Record<string, I18nText>;

export function filterLabels(lang: Lang): Record<keyof typeof LABELS, string> {
  return {
    price: translate(LABELS.price, lang),
    brands: translate(LABELS.brands, lang),
    labels: translate(LABELS.labels, lang),
  };
}
