// What an article's change changed, from what to what, in words: "Prezzo: 25,00 € → 19,90 €"
// (docs/decisions/246-the-article-page.md). Fields by their names in the back office's language,
// amounts as it writes them, long texts shortened; a field it does not know is left out rather
// than shown as a code.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { groupedMoney } from './format';

/** How long a text may be before it is cut, in characters. */
export const SHORT_TEXT = 60;

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  price: msg`Prezzo`,
  discountedPrice: msg`Prezzo scontato`,
  stock: msg`Pezzi in stock`,
  stockTracked: msg`Stock contato`,
  onSale: msg`In vendita`,
  names: msg`Nome`,
  descriptions: msg`Descrizione`,
  alt: msg`Testo alternativo`,
};

type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A description's words without its markup, cut to SHORT_TEXT characters. */
export function shortText(text: string): string {
  const words = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ').trim();
  return words.length <= SHORT_TEXT ? words : `${words.slice(0, SHORT_TEXT - 1).trimEnd()}…`;
}

function valueText(field: string, value: unknown, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return i18n._(msg`nessuno`);
  if ((field === 'price' || field === 'discountedPrice') && typeof value === 'number') return groupedMoney(value);
  if (typeof value === 'boolean') return value ? i18n._(msg`sì`) : i18n._(msg`no`);
  if (typeof value === 'number') return String(value);
  return `«${shortText(String(value))}»`;
}

/** One line per field changed; texts per language, each language its own line. */
function fieldLines(before: Values, after: Values, i18n: I18n, prefix = ''): string[] {
  const lines: string[] = [];
  for (const field of Object.keys(FIELD_LABELS)) {
    if (!(field in before) && !(field in after)) continue;
    const label = i18n._(FIELD_LABELS[field]!);
    const old = before[field];
    const now = after[field];
    if (isValues(old) || isValues(now)) {
      const olds = isValues(old) ? old : {};
      const nows = isValues(now) ? now : {};
      for (const lang of ['it', 'en', 'fr', 'es', 'de']) {
        const from = olds[lang] ?? '';
        const to = nows[lang] ?? '';
        if (from === to) continue;
        lines.push(`${prefix}${label} (${lang}): ${valueText(field, from, i18n)} → ${valueText(field, to, i18n)}`);
      }
      continue;
    }
    lines.push(`${prefix}${label}: ${valueText(field, old, i18n)} → ${valueText(field, now, i18n)}`);
  }
  return lines;
}

/** Where each picture of `after` stood in `before`, counted from 1: "3, 1, 2". */
function orderText(before: unknown[], after: unknown[]): string {
  return after.map((key) => before.indexOf(key) + 1).join(', ');
}

/** The lines saying what the entry changed; none for an action that has nothing to compare. */
export function historyChanges(
  entry: { action: string; before?: unknown; after?: unknown; refusal: unknown }, i18n: I18n,
  /** A variant's code by its id, when the page knows its variants. */
  variantCodes: Readonly<Record<string, string>> = {},
): string[] {
  if (entry.refusal) return [];
  const before = isValues(entry.before) ? entry.before : {};
  const after = isValues(entry.after) ? entry.after : {};
  switch (entry.action) {
    case 'article.update': {
      const lines = fieldLines(before, after, i18n);
      const variantsBefore = isValues(before.variants) ? before.variants : {};
      const variantsAfter = isValues(after.variants) ? after.variants : {};
      for (const id of Object.keys(variantsAfter)) {
        const code = variantCodes[id] ?? id;
        const prefix = `${i18n._(msg`Variante ${code}`)} — `;
        const from = variantsBefore[id];
        const to = variantsAfter[id];
        lines.push(...fieldLines(isValues(from) ? from : {}, isValues(to) ? to : {}, i18n, prefix));
      }
      return lines;
    }
    case 'article.imageAlt':
      return fieldLines(before, after, i18n);
    case 'article.imagesOrdered': {
      if (!Array.isArray(before.order) || !Array.isArray(after.order)) return [];
      const count = before.order.length;
      const order = orderText(before.order, after.order);
      return [i18n._(msg`Ordine delle ${count} immagini: ora ${order} (com'erano prima)`)];
    }
    case 'article.imageDeleted': {
      const { position } = before;
      const { pictures } = after;
      if (typeof position !== 'number' || typeof pictures !== 'number') return [];
      return [i18n._(msg`Era l'immagine ${position}; ne restano ${pictures}`)];
    }
    case 'article.image': {
      const { width, height, position } = after;
      if (typeof width !== 'number' || typeof height !== 'number' || typeof position !== 'number') return [];
      const place = position + 1;
      return [i18n._(msg`Immagine ${place}, ${width} × ${height} pixel`)];
    }
    default:
      return [];
  }
}
