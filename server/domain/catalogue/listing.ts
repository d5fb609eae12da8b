// GET catalogs/departments[/{slug}[/{brand}]]: a page of cards with paging, filters and sorter.
// Query names and paging: docs/decisions/040-listing-query.md.
import {
  PAGE_SIZE, SORT_KEYS, SORT_LABELS, type ArticleCard, type CatalogueResult, type ListingFilter, type ListingQuery,
} from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { translate } from '../i18n.js';
import { SHOP_ID } from '../shop-id.js';
import { loadCards } from './cards.js';
import { indexedListingRows } from './listing-counts.js';
import { loadFilterMeta, readyListingIndex, type FilterMeta, type ListingIndex, type NamedSubject } from './listing-index.js';
import { listingStatement, type ListingRow, type ListingSpec } from './listing-sql.js';
import { rows } from './rows.js';
import { brandBySlug, resolveSubject, type ListingSubject, type SubjectScope } from './subject.js';
import { filterLabels } from './filter-labels.js';

export interface ListingRequest {
  slug?: string;
  /** The /{slug}/{brand} path form. */
  brand?: string;
  query: ListingQuery;
  lang: Lang;
}

/** undefined when the slug (or the path's brand) names nothing. */
export async function loadListing(db: Db, req: ListingRequest): Promise<CatalogueResult | undefined> {
  const { query, lang } = req;
  const index = await readyListingIndex(db);
  // What the path names is kept with the index too: one listing page asks for many queries.
  const subjectKey = `${lang}/${req.slug ?? ''}/${req.brand ?? ''}`;
  let named = index?.subjects.get(subjectKey);
  if (!named) {
    named = await resolvePath(db, req, lang);
    index?.subjects.set(subjectKey, named);
  }
  if (named === 'none') return undefined;
  const { subject, scope } = named;
  const meta = index ?? await loadFilterMeta(db);
  const optionIds = [...new Set(query.options ?? [])];
  const optionRows = optionIds.flatMap((id) => {
    const attributeId = meta.attributeOf.get(id);
    return attributeId === undefined ? [] : [{ id, attributeId }];
  });
  const optionsByAttribute = new Map<number, number[]>();
  for (const o of optionRows) optionsByAttribute.set(o.attributeId, [...(optionsByAttribute.get(o.attributeId) ?? []), o.id]);
  // Options that exist nowhere match nothing, as a filter on an unknown brand does.
  if (optionRows.length < optionIds.length) optionsByAttribute.set(0, [0]);

  const page = query.page ?? 1;
  const spec: ListingSpec = {
    lang, scope, page, optionsByAttribute,
    ...(query.ids ? { ids: query.ids } : {}),
    brandSlugs: query.brands ?? [], labelSlugs: query.labels ?? [],
    ...(query.price_min !== undefined ? { priceMin: query.price_min } : {}),
    ...(query.price_max !== undefined ? { priceMax: query.price_max } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
  // Related articles (`ids`, any grade) stay a statement, as does every listing while the index
  // is being read; all others are counted from the listing index (decision 089).
  const found = index && !spec.ids ? indexedListingRows(index, spec) : await rows<ListingRow>(db, listingStatement(spec));

  const pageIds = found.filter((r) => r.kind === 'page').sort((a, b) => a.n! - b.n!).map((r) => r.key!);
  const counts = found.find((r) => r.kind === 'total')?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(counts / PAGE_SIZE));
  const docs = index ? await cardsOf(db, index, pageIds, lang) : await loadCards(db, pageIds, lang);
  const filters = buildFilters(meta, found, query, lang);
  return {
    docs,
    pagination: {
      page, totalPages, counts,
      hasPrevPage: page > 1, hasNextPage: page < totalPages,
      prevPage: page > 1 ? page - 1 : null, nextPage: page < totalPages ? page + 1 : null,
    },
    department: subject,
    filters,
    sorter: {
      selected: query.sort ?? null,
      options: SORT_KEYS.map((key) => ({ key, label: translate(SORT_LABELS[key], lang) })),
    },
  };
}

async function resolvePath(db: Db, req: ListingRequest, lang: Lang): Promise<NamedSubject> {
  let subject: ListingSubject | null = null;
  let scope: SubjectScope = {};
  if (req.slug !== undefined) {
    const found = await resolveSubject(db, req.slug, lang);
    if (!found) return 'none';
    ({ subject, scope } = found);
  }
  if (req.brand !== undefined) {
    const brand = await brandBySlug(db, req.brand);
    if (!brand || (scope.brandId !== undefined && scope.brandId !== brand.id)) return 'none';
    scope = { ...scope, brandId: brand.id };
    if (subject) subject = { ...subject, brand: { name: brand.name, slug: brand.slug } };
  }
  return { subject, scope };
}

/** Cards kept with the index: the same articles head many listings of one department. */
const MAX_KEPT_CARDS = 20_000;

async function cardsOf(db: Db, index: ListingIndex, ids: number[], lang: Lang): Promise<ArticleCard[]> {
  const missing = ids.filter((id) => !index.cards.has(`${lang}:${id}`));
  if (missing.length > 0) {
    if (index.cards.size + missing.length > MAX_KEPT_CARDS) index.cards.clear();
    for (const card of await loadCards(db, missing, lang)) index.cards.set(`${lang}:${card.id}`, card);
  }
  return ids.flatMap((id) => {
    const card = index.cards.get(`${lang}:${id}`);
    return card ? [card] : [];
  });
}

function buildFilters(meta: FilterMeta, found: ListingRow[], query: ListingQuery, lang: Lang): ListingFilter[] {
  const countsOf = (kind: ListingRow['kind']) => new Map(found.filter((r) => r.kind === kind).map((r) => [r.key!, r.n!]));
  const brandCounts = countsOf('brand');
  const labelCounts = countsOf('label');
  const optionCounts = countsOf('option');
  const price = found.find((r) => r.kind === 'price');
  const chosenBrands = new Set(query.brands ?? []);
  const chosenLabels = new Set(query.labels ?? []);
  const chosenOptions = new Set(query.options ?? []);

  const brandRows = meta.brands;
  const labelRows = meta.labels.filter((l) => l.shopId === SHOP_ID);
  const optionRows = meta.filterOptions;
  const text = filterLabels(lang);
  const filters: ListingFilter[] = [{
    kind: 'price', key: 'price', label: text.price,
    min: price?.lo ?? 0, max: price?.n ?? 0,
    selected: { min: query.price_min ?? null, max: query.price_max ?? null },
  }];
  const shown = <T>(count: number | undefined, selected: boolean, option: T) => ((count ?? 0) > 0 || selected ? [option] : []);

  filters.push({
    kind: 'brands', key: 'brands', label: text.brands,
    options: brandRows.flatMap((b) => shown(brandCounts.get(b.id), chosenBrands.has(b.slug), {
      value: b.slug, label: b.name, count: brandCounts.get(b.id) ?? 0, selected: chosenBrands.has(b.slug),
    })),
  });
  filters.push({
    kind: 'labels', key: 'labels', label: text.labels,
    options: labelRows.flatMap((l) => shown(labelCounts.get(l.id), chosenLabels.has(l.slug), {
      value: l.slug, label: translate(l.name, lang), count: labelCounts.get(l.id) ?? 0, selected: chosenLabels.has(l.slug),
    })),
  });
  const byAttribute = new Map<number, typeof optionRows>();
  for (const r of optionRows) byAttribute.set(r.attribute.id, [...(byAttribute.get(r.attribute.id) ?? []), r]);
  for (const list of byAttribute.values()) {
    const options = list.flatMap(({ option }) => shown(optionCounts.get(option.id), chosenOptions.has(option.id), {
      value: option.id, label: translate(option.value, lang), count: optionCounts.get(option.id) ?? 0,
      selected: chosenOptions.has(option.id),
      ...(option.color1 ? { color1: option.color1 } : {}), ...(option.color2 ? { color2: option.color2 } : {}),
    }));
    if (options.length === 0) continue;
    const attribute = list[0]!.attribute;
    filters.push({ kind: 'attribute', key: 'options', slug: attribute.slug, label: translate(attribute.name, lang), options });
  }
  return filters.filter((f) => f.kind === 'price' || f.options.length > 0);
}
