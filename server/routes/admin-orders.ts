// The back office's orders, read side (decision 193): GET admin/orders (the list with its counts
// and to-do), GET admin/orders/export (the orders of a range of days as a CSV file, decision 240)
// and GET admin/orders/{id} (one order's page). Staff only (requireStaff).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  adminOrderSchema, adminOrdersExportQuerySchema, adminOrdersPageSchema, adminOrdersQuerySchema, exportRangeInOrder,
} from '../../contract/admin-orders.js';
import { orderIdParamsSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import { adminOrder } from '../domain/admin-orders/detail.js';
import { exportOrdersCsv } from '../domain/admin-orders/export.js';
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
  const exportRoute = createRoute({
    method: 'get', path: '/admin/orders/export', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'The orders placed from one day to another (Italy\'s days, both included) as a CSV file, one row per order: number, '
      + 'placed at (Italy\'s time), customer, e-mail, status, payment method, shipping and its cost, total, refunded, invoice requested',
    request: { query: langQuerySchema.extend(adminOrdersExportQuerySchema.shape).superRefine(exportRangeInOrder) },
    responses: {
      200: { description: 'text/csv; amounts in euros with a dot (1234.50), or with format excel-it a decimal comma', content: { 'text/csv': { schema: z.string() } } },
      400: errorBody('VALIDATION_ERROR: a day missing, not of the calendar, or from after to'), 401: staffSignedOutAnswer, 500: errorResponses[500],
    },
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
  // Before the order's page: 'export' is no order id.
  router.openapi(exportRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid('query');
    const csv = await exportOrdersCsv(db, query);
    const name = `ordini-${query.from}-${query.to}.csv`;
    return c.body(csv, 200, { ...NO_STORE, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` });
  });
  router.openapi(detailRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => adminOrder(db, c.req.valid('param').id)), 200, NO_STORE);
  });
  return router;
}
