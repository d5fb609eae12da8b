// GET geo/provinces and GET geo/provinces/{province}/caps (docs/product/accounts.md#address-book): the
// address form's lists, Italy's reference data (decision 100). Public, and the same until a
// release changes the data, so browsers and the service worker may keep them for a day.
import { createRoute, z } from '@hono/zod-openapi';
import { municipalitySchema, provinceParamsSchema, provinceSchema, provincesQuerySchema } from '../../contract/geo.js';
import { listProvinces, provinceMunicipalities } from '../domain/geo/italy.js';
import { ApiHttpError } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

const CACHE_A_DAY = 'public, max-age=86400';

const provincesRoute = createRoute({
  method: 'get', path: '/geo/provinces', tags: ['geo'],
  summary: "Italy's provinces, by name",
  request: { query: provincesQuerySchema },
  responses: { 200: jsonBody(z.array(provinceSchema), 'Every province (107), sorted by name'), 400: errorResponses[400] },
});

const capsRoute = createRoute({
  method: 'get', path: '/geo/provinces/{province}/caps', tags: ['geo'],
  summary: "A province's municipalities with their CAPs, by name",
  request: { params: provinceParamsSchema },
  responses: {
    200: jsonBody(z.array(municipalitySchema), 'The municipalities of the province, sorted by name'),
    400: errorResponses[400],
    404: { ...errorResponses[404], description: 'PROVINCE_NOT_FOUND: no province with that sigla' },
  },
});

export function geoRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.openapi(provincesRoute, async (c) => {
    c.header('Cache-Control', CACHE_A_DAY);
    return c.json(await listProvinces(db), 200);
  });
  router.openapi(capsRoute, async (c) => {
    const { province } = c.req.valid('param');
    const found = await provinceMunicipalities(db, province);
    if (!found) throw new ApiHttpError(404, 'PROVINCE_NOT_FOUND', `No province '${province}'`);
    c.header('Cache-Control', CACHE_A_DAY);
    return c.json(found, 200);
  });
  return router;
}
