// GET meta/static and GET meta?fullPath= (decision 010).
import { createRoute } from '@hono/zod-openapi';
import { metaQuerySchema, metaStaticSchema, pageMetaSchema } from '../../contract/meta.js';
import { langQuerySchema } from '../../contract/shop.js';
import { metaStatic } from '../domain/meta-static.js';
import { pageMeta } from '../domain/page-meta.js';
import { notFound } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang, requireShop } from './request-context.js';

const staticRoute = createRoute({
  method: 'get', path: '/meta/static', tags: ['meta'],
  request: { query: langQuerySchema },
  responses: { 200: jsonBody(metaStaticSchema, 'App metadata needed at start'), 400: errorResponses[400] },
});

const pageRoute = createRoute({
  method: 'get', path: '/meta', tags: ['meta'],
  request: { query: metaQuerySchema },
  responses: {
    200: jsonBody(pageMetaSchema, "SEO meta of the page at fullPath, in its path's language"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function metaRoutes({ db, config }: RouteDeps) {
  const router = newRouter();
  router.openapi(staticRoute, async (c) => {
    const shop = await requireShop(db);
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(metaStatic(shop.name, lang, langs), 200);
  });
  router.openapi(pageRoute, async (c) => {
    const { fullPath } = c.req.valid('query');
    const [shop, { langs }] = await Promise.all([requireShop(db), requestLang(c, db, undefined)]);
    const meta = await pageMeta(db, fullPath, langs, shop.name, config.publicUrl);
    if (!meta) throw notFound(`No page at ${fullPath}`);
    return c.json(meta, 200);
  });
  return router;
}
