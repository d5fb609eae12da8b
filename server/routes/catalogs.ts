// The catalogue calls (storefront.md §7): article, highlighted list, department listings,
// variant lookup and live search. Answers come from the catalogue answer cache with ETags.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  articleCardsSchema, articleParamsSchema, articleSchema, catalogueLangQuerySchema, catalogueResultSchema,
  containerParamsSchema, listingBrandParamsSchema, listingParamsSchema, listingQuerySchema, variantMatchSchema,
  variantQuerySchema, type ListingQuery,
} from '../../contract/catalogue.js';
import type { Lang } from '../../contract/i18n-text.js';
import { searchQuerySchema, searchResultSchema } from '../../contract/search.js';
import type { Db } from '../db/client.js';
import { loadArticle } from '../domain/catalogue/article.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { loadHighlighted } from '../domain/catalogue/highlighted.js';
import { loadListing } from '../domain/catalogue/listing.js';
import { findVariant } from '../domain/catalogue/variants.js';
import { search } from '../domain/search/search.js';
import { searchWords } from '../domain/search/words.js';
import { notFound } from '../http/errors.js';
import { pickLang } from '../http/lang.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const cachedResponses = { 304: { description: 'Not modified (If-None-Match matched the ETag)' } };

const articleRoute = createRoute({
  method: 'get', path: '/catalogs/articles/{id}', tags: ['catalogue'],
  request: { params: articleParamsSchema, query: catalogueLangQuerySchema },
  responses: { 200: jsonBody(articleSchema, 'The article, by id or slug'), ...cachedResponses, 400: errorResponses[400], 404: errorResponses[404] },
});
const highlightedRoute = createRoute({
  method: 'get', path: '/catalogs/articles/highlighteds', tags: ['catalogue'],
  request: { query: catalogueLangQuerySchema },
  responses: { 200: jsonBody(articleCardsSchema, 'Highlighted articles (home carousel), at most 24'), ...cachedResponses, 400: errorResponses[400] },
});
const listingResponses = {
  200: jsonBody(catalogueResultSchema, 'A page of 24 cards with paging, filters and sorter'),
  ...cachedResponses, 400: errorResponses[400], 404: errorResponses[404],
};
const rootListingRoute = createRoute({
  method: 'get', path: '/catalogs/departments', tags: ['catalogue'],
  request: { query: listingQuerySchema }, responses: listingResponses,
});
const listingRoute = createRoute({
  method: 'get', path: '/catalogs/departments/{slug}', tags: ['catalogue'],
  request: { params: listingParamsSchema, query: listingQuerySchema }, responses: listingResponses,
});
const brandListingRoute = createRoute({
  method: 'get', path: '/catalogs/departments/{slug}/{brand}', tags: ['catalogue'],
  request: { params: listingBrandParamsSchema, query: listingQuerySchema }, responses: listingResponses,
});
const variantRoute = createRoute({
  method: 'get', path: '/catalogs/articles/containers/{id}/variants', tags: ['catalogue'],
  request: { params: containerParamsSchema, query: variantQuerySchema },
  responses: {
    200: jsonBody(variantMatchSchema, 'The variant with exactly these options, or null when none has them'),
    ...cachedResponses, 400: errorResponses[400], 404: errorResponses[404],
  },
});
const searchRoute = createRoute({
  method: 'get', path: '/catalogs/articles/k/e/y/s', tags: ['catalogue'],
  request: { query: searchQuerySchema },
  responses: { 200: jsonBody(searchResultSchema, 'Live search results, best first'), ...cachedResponses, 400: errorResponses[400] },
});

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === etag || tag === etag.slice(2) || tag === '*';
  });

export interface CachedCall {
  /** With `query`, identifies the answer. */
  path: string;
  /** The validated query, normalised (see normaliseQuery). */
  query: string;
  queryLang: Lang | undefined;
  compute: (lang: Lang) => Promise<unknown>;
  /** The 404 message when compute finds nothing. */
  missing: string;
}

/**
 * Sends a catalogue answer from the answer cache in the request's language, with a weak ETag
 * (304 on If-None-Match) and public caching (docs/decisions/044-catalogue-cache.md).
 */
export async function sendCached(c: Context, db: Db, call: CachedCall): Promise<Response> {
  const answers = catalogueAnswers(db);
  const { langs } = await answers.state();
  const lang = pickLang(call.queryLang, c.req.header('accept-language'), langs.allowed.map((l) => l.value), langs.main);
  const entry = await answers.answer(call.path, call.query, lang, () => call.compute(lang));
  if (!entry) throw notFound(call.missing);
  const headers = { 'Cache-Control': CATALOGUE_CACHE_CONTROL, ETag: entry.etag, Vary: 'Accept-Language', 'Content-Language': lang };
  // A Response with plain headers and the answer's bytes encoded once: the Node adapter writes it
  // without building a Headers object or re-encoding the text per request (decision 088).
  if (matchesEtag(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.bytes, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8' } });
}

/** A cache key part for a validated query: keys sorted, lists deduplicated and sorted unless `ordered`. */
export function normaliseQuery(query: Record<string, unknown>, ordered: readonly string[] = []): string {
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (key === 'lang' || value === undefined) continue;
    const list = Array.isArray(value) ? (ordered.includes(key) ? value : [...new Set(value)].sort()) : [value];
    parts.push(`${key}=${list.map(String).join(',')}`);
  }
  return parts.join('&');
}

export function catalogsRoutes({ db, log }: RouteDeps) {
  const router = newRouter();
  const listing = (c: Context, query: ListingQuery, slug?: string, brand?: string) => sendCached(c, db, {
    path: `/catalogs/departments/${slug ?? ''}/${brand ?? ''}`,
    query: normaliseQuery(query, ['ids']),
    queryLang: query.lang,
    compute: (lang) => loadListing(db, { query, lang, ...(slug ? { slug } : {}), ...(brand ? { brand } : {}) }),
    missing: `No department, category or brand '${brand ? `${slug}/${brand}` : slug}'`,
  });

  // Registered before /{id}, which would otherwise take 'highlighteds' for a slug.
  router.openapi(highlightedRoute, (c) => sendCached(c, db, {
    path: '/catalogs/articles/highlighteds', query: '', queryLang: c.req.valid('query').lang,
    compute: (lang) => loadHighlighted(db, lang), missing: 'No highlighted articles',
  }));
  router.openapi(searchRoute, (c) => {
    const { value, lang } = c.req.valid('query');
    return sendCached(c, db, {
      path: '/catalogs/articles/k/e/y/s', query: searchWords(value).join(' '), queryLang: lang,
      compute: (answerLang) => search(db, value, answerLang, (err) => log.warn({ err }, 'search words rebuild failed')),
      missing: 'No results',
    });
  });
  router.openapi(articleRoute, (c) => {
    const { id } = c.req.valid('param');
    return sendCached(c, db, {
      path: `/catalogs/articles/${id}`, query: '', queryLang: c.req.valid('query').lang,
      compute: (lang) => loadArticle(db, id, lang), missing: `No article '${id}'`,
    });
  });
  router.openapi(variantRoute, (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    return sendCached(c, db, {
      path: `/catalogs/articles/containers/${id}/variants`, query: normaliseQuery(query), queryLang: query.lang,
      // null (no such variant) is an answer; only a missing container is a 404.
      compute: (_lang) => findVariant(db, id, query.options), missing: `No container article ${id}`,
    });
  });
  router.openapi(rootListingRoute, (c) => listing(c, c.req.valid('query')));
  router.openapi(listingRoute, (c) => listing(c, c.req.valid('query'), c.req.valid('param').slug));
  router.openapi(brandListingRoute, (c) => {
    const { slug, brand } = c.req.valid('param');
    return listing(c, c.req.valid('query'), slug, brand);
  });
  return router;
}
