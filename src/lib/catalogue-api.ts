import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../contract/langs';
import type {
  Article, ArticleCard, CatalogueResult, SortKey, VariantMatch,
} from '../../contract/catalogue';
import type { MctgPopular } from '../../contract/mctg';
import type { PromoPage } from '../../contract/promo';
import type { SearchResult } from '../../contract/search';
import type { ApiReader } from '../../contract/ssr';
import { apiReader } from './api-reader';
import { http } from './http';

// Every catalogue call of docs/product/catalogue.md#calls, as fetchers and TanStack Query option factories, so the
// listing, home, product, search and offline layers share one key per answer (the offline layer
// can prefetch or read them by key). Query names: docs/decisions/040-listing-query.md. Answers are
// trusted as typed by the contract (no zod in the browser, as in shop-query.ts). Texts come
// resolved in the asked language, so the language is part of every key.

/** The root of every catalogue query key (invalidate or persist them all by it). */
export const CATALOGUE_KEY = 'catalogue' as const;

const FIVE_MINUTES = 5 * 60_000;
const NOT_FOUND = 404;

/**
 * The sort keys in the contract's order, without importing zod at run time (contract/catalogue.ts
 * builds schemas at module load). The check below breaks the build if the two lists drift.
 */
export const LISTING_SORT_KEYS = ['price_asc', 'price_desc', 'createdAt_desc', 'name_desc', 'offered_desc'] as const;
type MissingSortKey = Exclude<SortKey, (typeof LISTING_SORT_KEYS)[number]>;
const _sortKeysComplete: [MissingSortKey] extends [never] ? true : never = true;
void _sortKeysComplete;

/** The listing's query as the API takes it (without lang); the client's URL uses the mnkflt names. */
export interface ListingParams {
  page?: number;
  sort?: SortKey;
  brands?: string[];
  labels?: string[];
  options?: number[];
  price_min?: number;
  price_max?: number;
  /** Only these articles, in this order unless sorted (related articles). */
  ids?: number[];
}

/** What a listing is of: the shop root, a department/category/brand slug, or a department narrowed to a brand. */
export interface ListingTarget {
  slug?: string;
  brand?: string;
}

/** `catalogs/departments[/{slug}[/{brand}]]`. */
export function listingPath({ slug, brand }: ListingTarget): string {
  if (!slug) return 'catalogs/departments';
  return brand ? `catalogs/departments/${slug}/${brand}` : `catalogs/departments/${slug}`;
}

/** Drops empty lists and undefined values, so equal listings share one cache key. */
function compactParams(params: ListingParams): ListingParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as ListingParams;
}

/** GET catalogs/departments[/{slug}[/{brand}]]: a page of cards with filters and sorter. */
export function fetchListing(lang: Lang, target: ListingTarget, params: ListingParams = {}, signal?: AbortSignal, reader: ApiReader = http) {
  return reader.get<CatalogueResult>(listingPath(target), { query: { ...compactParams(params), lang }, signal });
}

/** Query options of a listing page; the previous page stays on screen while the next loads is up to the caller (placeholderData). */
export const listingQuery = (lang: Lang, target: ListingTarget, params: ListingParams = {}) => {
  const compact = compactParams(params);
  return queryOptions({
    queryKey: [CATALOGUE_KEY, 'listing', lang, target.slug ?? null, target.brand ?? null, compact] as const,
    queryFn: ({ signal, client }) => fetchListing(lang, target, compact, signal, apiReader(client)),
    staleTime: 60_000,
  });
};

/** GET catalogs/articles/highlighteds: the home carousel's cards (at most 24). */
export const highlightedsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'highlighteds', lang] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<ArticleCard[]>('catalogs/articles/highlighteds', { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** GET pages_promos/{slug}: a promo collection (404 ApiError when unknown). */
export const promoPageQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'promo', lang, slug] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<PromoPage>(`pages_promos/${encodeURIComponent(slug)}`, { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** GET catalogs/articles/{idOrSlug}: the full article (404 ApiError when unknown). */
export function fetchArticle(lang: Lang, idOrSlug: string | number, signal?: AbortSignal, reader: ApiReader = http) {
  return reader.get<Article>(`catalogs/articles/${encodeURIComponent(String(idOrSlug))}`, { query: { lang }, signal });
}

/** Query options of one article by id or slug (the two are separate cache entries). */
export const articleQuery = (lang: Lang, idOrSlug: string | number) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'article', lang, String(idOrSlug)] as const,
    queryFn: ({ signal, client }) => fetchArticle(lang, idOrSlug, signal, apiReader(client)),
    staleTime: 60_000,
  });

/** GET catalogs/articles/containers/{id}/variants?options=…: the variant with exactly these options, or null. */
export const variantMatchQuery = (lang: Lang, containerId: number, optionIds: readonly number[]) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'variant', lang, containerId, [...optionIds]] as const,
    queryFn: ({ signal, client }) =>
      apiReader(client).get<VariantMatch>(`catalogs/articles/containers/${containerId}/variants`, {
        query: { options: optionIds, lang },
        signal,
      }),
    staleTime: 60_000,
  });

/** Related articles' cards (GET catalogs/departments?ids=…), in the given order; [] without ids. */
export const relatedArticlesQuery = (lang: Lang, ids: readonly number[]) =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'related', lang, [...ids]] as const,
    queryFn: async ({ signal, client }): Promise<ArticleCard[]> =>
      ids.length === 0 ? [] : (await fetchListing(lang, {}, { ids: [...ids] }, signal, apiReader(client))).docs,
    staleTime: FIVE_MINUTES,
  });

/** GET catalogs/articles/k/e/y/s?value=: live search; disabled while the trimmed value is empty. */
export const searchQuery = (lang: Lang, value: string) => {
  const trimmed = value.trim();
  return queryOptions({
    queryKey: [CATALOGUE_KEY, 'search', lang, trimmed] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<SearchResult>('catalogs/articles/k/e/y/s', { query: { value: trimmed, lang }, signal }),
    enabled: trimmed !== '',
    staleTime: 60_000,
  });
};

/** True for the server's 404 (unknown slug): pages redirect to /404 on it. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === NOT_FOUND;
}

/** GET mctg/popular: the week's most viewed and most added article ids (decision 145). */
export const popularArticlesQuery = () =>
  queryOptions({
    queryKey: [CATALOGUE_KEY, 'popular'] as const,
    queryFn: ({ signal }) => http.get<MctgPopular>('mctg/popular', { signal }),
    staleTime: FIVE_MINUTES,
  });
