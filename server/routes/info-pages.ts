// GET pages/{key}: the text of an information page (/chi-siamo, /cgv, …) in the request's language
// (docs/product/content.md#information-pages; decision 120).
import { createRoute } from '@hono/zod-openapi';
import { catalogueLangQuerySchema } from '../../contract/catalogue.js';
import { INFO_PAGE_KEYS, infoPageParamsSchema, infoPageSchema } from '../../contract/info-pages.js';
import { loadInfoPage } from '../domain/info-pages/info-page.js';
import { notFound } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang, requireShop } from './request-context.js';

/** Shop-edited text: a minute in caches, then revalidated in the background. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const pageRoute = createRoute({
  method: 'get', path: '/pages/{key}', tags: ['pages'],
  summary: 'An information page: title, description and its text as blocks',
  description: `key is one of ${INFO_PAGE_KEYS.join(', ')}. The language is the lang query, else Accept-Language, else the shop's main one; a page not translated yet answers in Italian.`,
  request: { params: infoPageParamsSchema, query: catalogueLangQuerySchema },
  responses: {
    200: jsonBody(infoPageSchema, 'The page in the asked language'),
    400: errorResponses[400],
    404: { ...errorResponses[404], description: 'NOT_FOUND: no information page with that key' },
  },
});

export function infoPagesRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.openapi(pageRoute, async (c) => {
    const { key } = c.req.valid('param');
    const [shop, { lang }] = await Promise.all([requireShop(db), requestLang(c, db, c.req.valid('query').lang)]);
    const page = await loadInfoPage(db, key, lang, shop.name);
    if (!page) throw notFound(`No information page '${key}'`);
    c.header('Cache-Control', CACHE_CONTROL);
    c.header('Vary', 'Accept-Language');
    c.header('Content-Language', lang);
    return c.json(page, 200);
  });
  return router;
}
