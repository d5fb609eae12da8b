// GET shop and GET shop/brands: public, cacheable for a minute, revalidated by ETag.
import { createRoute } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import { brandsSchema, langQuerySchema, shopSchema } from '../../contract/shop.js';
import { loadBrands, loadShop } from '../domain/shop.js';
import { ApiHttpError } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const CACHE = { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language' };

const shopRoute = createRoute({
  method: 'get', path: '/shop', tags: ['shop'],
  request: { query: langQuerySchema },
  responses: { 200: jsonBody(shopSchema, 'The shop, texts in the request language'), 400: errorResponses[400] },
});

const brandsRoute = createRoute({
  method: 'get', path: '/shop/brands', tags: ['shop'],
  request: { query: langQuerySchema },
  responses: { 200: jsonBody(brandsSchema, "The shop's brands"), 400: errorResponses[400] },
});

export function shopRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.use('/shop', etag());
  router.use('/shop/*', etag());
  router.openapi(shopRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const shop = await loadShop(db, lang, langs);
    if (!shop) throw new ApiHttpError(503, 'SHOP_NOT_READY', 'The shop is not set up yet');
    return c.json(shop, 200, CACHE);
  });
  router.openapi(brandsRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await loadBrands(db, lang), 200, CACHE);
  });
  return router;
}
