// The back office's orders, read side (decision 193): GET admin/orders (the list with its counts
// and to-do) and GET admin/orders/{id} (one order's page). Staff only (requireStaff).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { adminOrderSchema, adminOrdersPageSchema, adminOrdersQuerySchema } from '../../contract/admin-orders.js';
import { orderIdParamsSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import { adminOrder } from '../domain/admin-orders/detail.js';
import { listAdminOrders } from '../domain/admin-orders/list.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

export function adminOrdersRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<StaffEnv>({ db, config });

  const listRoute = createRoute({
    method: 'get', path: '/admin/orders', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'Placed orders, newest first, filtered and paged; the counts per status and the to-do counts over all placed orders',
    request: { query: langQuerySchema.extend(adminOrdersQuerySchema.shape) },
    responses: { 200: jsonBody(adminOrdersPageSchema, 'One page of orders'), 400: errorResponses[400], 401: staffSignedOutAnswer, 500: errorResponses[500] },
  });
  const detailRoute = createRoute({
    method: 'get', path: '/admin/orders/{id}', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'One placed order: lines, addresses, payment and its provider references, mails, refunds, shipment, last error, history and the actions allowed now',
    request: { params: orderIdParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(adminOrderSchema, 'The order'), 400: errorResponses[400], 401: staffSignedOutAnswer,
      404: errorBody('NOT_FOUND: no placed order with this id'), 500: errorResponses[500],
    },
  });

  router.openapi(listRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid('query');
    return c.json(await listAdminOrders(db, query), 200, NO_STORE);
  });
  router.openapi(detailRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => adminOrder(db, c.req.valid('param').id)), 200, NO_STORE);
  });
  return router;
}
