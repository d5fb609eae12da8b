import type { SortKey } from '../../../contract/catalogue';
import { LISTING_SORT_KEYS, type ListingParams } from '../../lib/catalogue-api';

// The listing's state lives in the URL with the mnkflt prefix (docs/product/catalogue.md#listing, decision 040),
// lists joined by a comma in one parameter (docs/decisions/050-listing-url.md). This file is the
// one place that reads and writes that form: validateSearch drops bad values instead of failing.

export const LIST_SEPARATOR = ',';
const MAX_LIST = 50;
const MAX_PAGE = 999_999;
const MAX_CENTS = 999_999_999;
const SLUG = /^[a-z0-9][a-z0-9_-]{0,119}$/;

/** A list as it sits in the URL: joined text, or a number when the router read a lone id as one. */
type UrlList = string | number;

/** The listing's search params, in the URL's own form. */
export type ListingSearch = {
  mnkfltpage?: number;
  mnkfltsort?: SortKey;
  mnkfltbrands?: UrlList;
  mnkfltlabels?: UrlList;
  mnkfltoptions?: UrlList;
  mnkfltprice_min?: number;
  mnkfltprice_max?: number;
};

/** The filter part of a listing (what the drawer edits): no page, no sort. */
export type ListingFilters = Pick<ListingParams, 'brands' | 'labels' | 'options' | 'price_min' | 'price_max'>;

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The items of a list however it arrived: joined text, a lone number, or a repeated parameter. */
function listItems(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .flatMap((part) => String(part).split(LIST_SEPARATOR))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const unique = <T>(items: T[]) => [...new Set(items)].slice(0, MAX_LIST);

function slugList(value: unknown): string[] | undefined {
  const items = unique(listItems(value).filter((item) => SLUG.test(item)));
  return items.length > 0 ? items : undefined;
}

function idList(value: unknown): number[] | undefined {
  const items = unique(listItems(value).map((item) => wholeNumber(item, 1, 9_999_999_999)).filter((n) => n !== undefined));
  return items.length > 0 ? items : undefined;
}

/** URL search (any shape) → the listing's API params; unknown keys and bad values are dropped. */
export function paramsFromSearch(search: Record<string, unknown>): ListingParams {
  const page = wholeNumber(search.mnkfltpage, 1, MAX_PAGE);
  const sort = LISTING_SORT_KEYS.find((key) => key === search.mnkfltsort);
  let priceMin = wholeNumber(search.mnkfltprice_min, 0, MAX_CENTS);
  let priceMax = wholeNumber(search.mnkfltprice_max, 0, MAX_CENTS);
  // The API refuses min > max: a hand-edited inverted range is dropped, not sent.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) priceMin = priceMax = undefined;
  const params: ListingParams = {
    page: page === 1 ? undefined : page,
    sort,
    brands: slugList(search.mnkfltbrands),
    labels: slugList(search.mnkfltlabels),
    options: idList(search.mnkfltoptions),
    price_min: priceMin,
    price_max: priceMax,
  };
  return withoutEmpty(params);
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A list in the URL's form; a lone numeric item stays a number so the router does not quote it. */
function urlList(items: readonly (string | number)[] | undefined): UrlList | undefined {
  if (!items || items.length === 0) return undefined;
  const joined = items.join(LIST_SEPARATOR);
  return items.length === 1 && /^[1-9][0-9]*$/.test(joined) ? Number(joined) : joined;
}

/** The listing's API params → URL search (page 1 and empty lists left out). */
export function searchFromParams(params: ListingParams): ListingSearch {
  return withoutEmpty({
    mnkfltpage: params.page !== undefined && params.page > 1 ? params.page : undefined,
    mnkfltsort: params.sort,
    mnkfltbrands: urlList(params.brands),
    mnkfltlabels: urlList(params.labels),
    mnkfltoptions: urlList(params.options),
    mnkfltprice_min: params.price_min,
    mnkfltprice_max: params.price_max,
  });
}

/** The routes' validateSearch: keeps only valid mnkflt values, in canonical form. */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  return searchFromParams(paramsFromSearch(search));
}

/** The filters of a listing's params (page and sort removed). */
export function filtersOf(params: ListingParams): ListingFilters {
  return withoutEmpty({
    brands: params.brands, labels: params.labels, options: params.options,
    price_min: params.price_min, price_max: params.price_max,
  });
}

/** New filters from the drawer: the sort is kept, the page goes back to the first. */
export function withFilters(params: ListingParams, filters: ListingFilters): ListingParams {
  return withoutEmpty({ sort: params.sort, ...filtersOf(filters as ListingParams) });
}

/** Whether any filter is set (the empty message's restart button clears them). */
export function hasFilters(params: ListingParams): boolean {
  return Object.keys(filtersOf(params)).length > 0;
}
