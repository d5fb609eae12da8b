// GET pages_promos/{slug}: a promotional collection (docs/product/catalogue.md#promo-pages).
import { createRoute } from '@hono/zod-openapi';
import { catalogueLangQuerySchema } from '../../contract/catalogue.js';
import { promoPageParamsSchema, promoPageSchema } from '../../contract/promo.js';
import { loadPromoPage } from '../domain/catalogue/promo-page.js';
import { sendCached } from '../http/cached-answer.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

const promoRoute = createRoute({
  method: 'get', path: '/pages_promos/{slug}', tags: ['catalogue'],
  request: { params: promoPageParamsSchema, query: catalogueLangQuerySchema },
  responses: {
    200: jsonBody(promoPageSchema, 'The promo page with its articles'),
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: errorResponses[400], 404: errorResponses[404],
  },
});

export function pagesPromosRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.openapi(promoRoute, (c) => {
    const { slug } = c.req.valid('param');
    return sendCached(c, db, {
      path: `/pages_promos/${slug}`, query: '', queryLang: c.req.valid('query').lang,
      compute: (lang) => loadPromoPage(db, slug, lang), missing: `No promo page '${slug}'`,
    });
  });
  return router;
}
