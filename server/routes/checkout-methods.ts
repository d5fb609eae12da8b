// The methods the checkout steps and the information pages list (docs/product/checkout.md#methods;
// decision 123): GET payments_methods, GET shippings_methods (grouped, for the cart's country),
// GET shippings_methods/d/l (every active method, for /metodi-di-spedizione). Public, cacheable for
// a minute like GET shop, revalidated by ETag.
import { createRoute, z } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import { shippingGroupsSchema } from '../../contract/checkout-choices.js';
import { langQuerySchema, paymentSchema, shippingSchema } from '../../contract/shop.js';
import { DELIVERY_COUNTRY } from '../domain/checkout/choices.js';
import { activeShippings, offeredPayments, shippingGroups } from '../domain/checkout/methods.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const CACHE = { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language' };

const paymentsRoute = createRoute({
  method: 'get', path: '/payments_methods', tags: ['checkout'],
  summary: 'The payment methods a customer can choose now (actived and available), names in the request language',
  request: { query: langQuerySchema },
  responses: {
    200: jsonBody(z.array(paymentSchema), 'In the shop\'s order; additionalPrice {on, value}: the surcharge in cents, VAT included'),
    400: errorResponses[400],
  },
});

const groupsRoute = createRoute({
  method: 'get', path: '/shippings_methods', tags: ['checkout'],
  summary: "The shipping methods serving the cart's delivery country, grouped by type (courier, standard, express, delivery, pickup)",
  description: "The delivery country is the shipping address's; every address is Italian today (decision 124), so the groups are Italy's. A type with no method is left out.",
  request: { query: langQuerySchema },
  responses: { 200: jsonBody(shippingGroupsSchema, 'Groups {type, docs}, docs in the shop\'s order'), 400: errorResponses[400] },
});

const allRoute = createRoute({
  method: 'get', path: '/shippings_methods/d/l', tags: ['checkout'],
  summary: 'Every active shipping method, whatever the country (the shipping information page)',
  request: { query: langQuerySchema },
  responses: { 200: jsonBody(z.array(shippingSchema), 'In the shop\'s order, with fees, free thresholds, countries and pickup opening hours'), 400: errorResponses[400] },
});

export function checkoutMethodsRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.use('/payments_methods', etag());
  router.use('/shippings_methods', etag());
  router.use('/shippings_methods/*', etag());
  router.openapi(paymentsRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await offeredPayments(db, lang), 200, CACHE);
  });
  router.openapi(groupsRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await shippingGroups(db, DELIVERY_COUNTRY, lang), 200, CACHE);
  });
  router.openapi(allRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await activeShippings(db, lang), 200, CACHE);
  });
  return router;
}
