// A container's attributes and variants as the product page's selector needs them: each option
// lists the variants having it (`variants`) and those of them in stock (`variants2`).
import type { ArticleAttribute, ArticleVariant } from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import { translate } from '../i18n.js';
import type { ArticleRow, ArticleSet } from './article-rows.js';
import type { Extras, OptionRow } from './extras.js';
import { pricesFor, stockFacts } from './stock-of.js';

const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) => a.position - b.position || a.id - b.id;

export interface Selector {
  attributes: ArticleAttribute[];
  variants: ArticleVariant[];
}

/** `selectedVariant`: the variant whose options are shown as selected (a variant's own page). */
export function selectorOf(set: ArticleSet, extras: Extras, containerId: number, selectedVariant: number | null, lang: Lang): Selector {
  const variants = set.variants.get(containerId) ?? [];
  const optionsOf = (v: ArticleRow): OptionRow[] =>
    (extras.variantOptions.get(v.id) ?? []).flatMap((id) => extras.options.get(id) ?? []);
  const facts = new Map(variants.map((v) => [v.id, stockFacts(set, v)]));

  const attributeIds = new Set(variants.flatMap((v) => optionsOf(v).map((o) => o.attributeId)));
  const attributeRows = [...attributeIds].flatMap((id) => extras.attributes.get(id) ?? []).sort(byPosition);
  const selectedOptions = new Set(selectedVariant === null ? [] : (extras.variantOptions.get(selectedVariant) ?? []));

  const attributes: ArticleAttribute[] = attributeRows.map((attribute) => {
    const options = new Map<number, { row: OptionRow; variants: number[]; variants2: number[] }>();
    for (const v of variants) {
      for (const o of optionsOf(v)) {
        if (o.attributeId !== attribute.id) continue;
        const entry = options.get(o.id) ?? { row: o, variants: [], variants2: [] };
        entry.variants.push(v.id);
        if (!facts.get(v.id)!.outOfStock) entry.variants2.push(v.id);
        options.set(o.id, entry);
      }
    }
    const sorted = [...options.values()].sort((a, b) => byPosition(a.row, b.row));
    return {
      id: attribute.id,
      slug: attribute.slug,
      name: translate(attribute.name, lang),
      options: sorted.map(({ row, variants: ids, variants2 }) => ({
        id: row.id,
        value: translate(row.value, lang),
        ...(row.color1 ? { color1: row.color1 } : {}),
        ...(row.color2 ? { color2: row.color2 } : {}),
        variants: ids,
        variants2,
      })),
      selected: sorted.find((o) => selectedOptions.has(o.row.id))?.row.id ?? null,
    };
  });

  const rank = new Map(attributeRows.map((a, i) => [a.id, i]));
  return {
    attributes,
    variants: variants.map((v) => {
      const options = optionsOf(v).sort((a, b) => (rank.get(a.attributeId) ?? 0) - (rank.get(b.attributeId) ?? 0));
      return {
        id: v.id,
        slug: v.slug,
        attributes: options.map((o) => `${extras.attributes.get(o.attributeId)?.slug}=${translate(o.value, lang)}`),
        options: options.map((o) => o.id),
        ...facts.get(v.id)!,
        prices: pricesFor(set, v),
      };
    }),
  };
}
