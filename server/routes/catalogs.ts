// The catalogue calls (docs/product/catalogue.md#calls): article, highlighted list, department listings,
// variant lookup and live search. Answers come from the catalogue answer cache with ETags.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  articleCardsSchema, articleParamsSchema, articleSchema, catalogueLangQuerySchema, catalogueResultSchema,
  containerParamsSchema, listingBrandParamsSchema, listingParamsSchema, listingQuerySchema, variantMatchSchema,
  variantQuerySchema, type ListingQuery,
} from '../../contract/catalogue.js';
import { searchQuerySchema, searchResultSchema } from '../../contract/search.js';
import { loadArticle } from '../domain/catalogue/article.js';
import { loadHighlighted } from '../domain/catalogue/highlighted.js';
import { loadListing } from '../domain/catalogue/listing.js';
import { findVariant } from '../domain/catalogue/variants.js';
import { search } from '../domain/search/search.js';
import { searchWords } from '../domain/search/words.js';
import { normaliseQuery, sendCached } from '../http/cached-answer.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

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
