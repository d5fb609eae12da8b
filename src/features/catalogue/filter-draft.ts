import type { ListingFilter } from '../../../contract/catalogue';
import type { ListingFilters } from './listing-search';

// The 'Filter and sort' drawer edits a draft of the filters; closing the drawer applies it.

export type OptionsFilter = Exclude<ListingFilter, { kind: 'price' }>;
export type PriceFilter = Extract<ListingFilter, { kind: 'price' }>;
type ListKey = 'brands' | 'labels' | 'options';

const listKey = (filter: OptionsFilter): ListKey => filter.key;

export function isSelected(draft: ListingFilters, filter: OptionsFilter, value: string | number): boolean {
  const list = draft[listKey(filter)] as (string | number)[] | undefined;
  return list?.includes(value) ?? false;
}

/** Adds or removes one option of a group (brands, labels or an attribute's options). */
export function toggleOption(draft: ListingFilters, filter: OptionsFilter, value: string | number): ListingFilters {
  const key = listKey(filter);
  const list = (draft[key] ?? []) as (string | number)[];
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return { ...draft, [key]: next.length > 0 ? next : undefined };
}

/** The slider's whole-euro bounds around the filter's cents (rounded outward, so nothing is cut off). */
export function priceBounds(filter: Pick<PriceFilter, 'min' | 'max'>): { min: number; max: number } {
  return { min: Math.floor(filter.min / 100) * 100, max: Math.ceil(filter.max / 100) * 100 };
}

/** The price range slider is disabled when min equals max (docs/product/catalogue.md#sort-and-filters). */
export function priceSliderDisabled(filter: Pick<PriceFilter, 'min' | 'max'>): boolean {
  return filter.min >= filter.max;
}

/** Sets one end of the range; an end at its bound means no limit, and the ends never cross. */
export function setPrice(
  draft: ListingFilters, filter: Pick<PriceFilter, 'min' | 'max'>, end: 'min' | 'max', cents: number,
): ListingFilters {
  const bounds = priceBounds(filter);
  const value = Math.min(bounds.max, Math.max(bounds.min, Math.round(cents)));
  if (end === 'min') {
    const max = draft.price_max ?? bounds.max;
    const min = Math.min(value, max);
    return { ...draft, price_min: min <= bounds.min ? undefined : min };
  }
  const min = draft.price_min ?? bounds.min;
  const max = Math.max(value, min);
  return { ...draft, price_max: max >= bounds.max ? undefined : max };
}

/** Whether two filter sets ask the same thing (order of the chosen options aside). */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  const norm = (f: ListingFilters) => JSON.stringify({
    brands: [...(f.brands ?? [])].sort(), labels: [...(f.labels ?? [])].sort(),
    options: [...(f.options ?? [])].sort((x, y) => x - y), min: f.price_min ?? null, max: f.price_max ?? null,
  });
  return norm(a) === norm(b);
}
