// A listing page from the listing index (listing-index.ts): the page's ids, the total, the price
// range and every filter's counts, as listing-sql.ts computes them in SQL for `ids` listings. A
// group's counts apply every filter except its own, so choosing an option never hides its siblings.
import { PAGE_SIZE } from '../../../contract/catalogue.js';
import type { IndexedArticle, ListingIndex } from './listing-index.js';
import { articlesIn } from './listing-index.js';
import type { ListingRow, ListingSpec } from './listing-sql.js';

type Order = (a: IndexedArticle, b: IndexedArticle) => number;

function orderFor(spec: ListingSpec): Order {
  switch (spec.sort) {
    case 'price_asc': return (a, b) => a.price - b.price || a.id - b.id;
    case 'price_desc': return (a, b) => b.price - a.price || a.id - b.id;
    case 'createdAt_desc': return (a, b) => a.createdRank - b.createdRank;
    case 'name_desc': return (a, b) => a.nameRank[spec.lang] - b.nameRank[spec.lang];
    case 'offered_desc': return (a, b) => b.offer - a.offer || a.price - b.price || a.id - b.id;
    default: return (a, b) => a.position - b.position || a.id - b.id;
  }
}

const anyIn = (ids: number[], wanted: Set<number>) => ids.some((id) => wanted.has(id));

/** The rows listingStatement answers, for a spec without `ids`. */
export function indexedListingRows(index: ListingIndex, spec: ListingSpec): ListingRow[] {
  let base = spec.scope.departmentPath !== undefined ? articlesIn(index, spec.scope.departmentPath) : index.articles;
  const scopeBrand = spec.scope.brandId;
  if (scopeBrand !== undefined) base = base.filter((a) => a.brandId === scopeBrand);

  const brandSlugs = new Set(spec.brandSlugs);
  const brandIds = new Set(index.brands.filter((b) => brandSlugs.has(b.slug)).map((b) => b.id));
  const labelSlugs = new Set(spec.labelSlugs);
  const labelIds = new Set(index.labels.filter((l) => labelSlugs.has(l.slug)).map((l) => l.id));
  const attributes = [...spec.optionsByAttribute].map(([attributeId, ids]) => ({ attributeId, ids: new Set(ids) }));
  const { priceMin, priceMax } = spec;

  const rows: ListingRow[] = [];
  const matching: IndexedArticle[] = [];
  let lo: number | null = null;
  let hi: number | null = null;
  const brandCounts = new Map<number, number>();
  const labelCounts = new Map<number, number>();
  const optionCounts = new Map<number, number>();
  const add = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);

  for (const a of base) {
    const fBrand = brandSlugs.size === 0 || (a.brandId !== null && brandIds.has(a.brandId));
    const fLabel = labelSlugs.size === 0 || anyIn(a.labelIds, labelIds);
    const fPrice = (priceMin === undefined || a.price >= priceMin) && (priceMax === undefined || a.price <= priceMax);
    const fAttributes = attributes.map((attr) => anyIn(a.optionIds, attr.ids));
    const allAttributes = fAttributes.every(Boolean);
    if (fBrand && fLabel && fPrice && allAttributes) matching.push(a);
    if (fBrand && fLabel && allAttributes) {
      lo = lo === null ? a.price : Math.min(lo, a.price);
      hi = hi === null ? a.price : Math.max(hi, a.price);
    }
    if (a.brandId !== null && fLabel && fPrice && allAttributes) add(brandCounts, a.brandId);
    if (fBrand && fPrice && allAttributes) for (const id of a.labelIds) add(labelCounts, id);
    if (fBrand && fLabel && fPrice) {
      for (const id of a.optionIds) {
        if (!index.countedOptions.has(id)) continue;
        const attributeId = index.attributeOf.get(id);
        // Every chosen attribute but the option's own must hold.
        if (attributes.every((attr, i) => attr.attributeId === attributeId || fAttributes[i])) add(optionCounts, id);
      }
    }
  }

  const start = (spec.page - 1) * PAGE_SIZE;
  matching.sort(orderFor(spec)).slice(start, start + PAGE_SIZE)
    .forEach((a, i) => rows.push({ kind: 'page', key: a.id, n: start + i + 1, lo: null }));
  rows.push({ kind: 'total', key: null, n: matching.length, lo: null });
  rows.push({ kind: 'price', key: null, n: hi, lo });
  for (const [key, n] of brandCounts) rows.push({ kind: 'brand', key, n, lo: null });
  for (const [key, n] of labelCounts) rows.push({ kind: 'label', key, n, lo: null });
  for (const [key, n] of optionCounts) rows.push({ kind: 'option', key, n, lo: null });
  return rows;
}
