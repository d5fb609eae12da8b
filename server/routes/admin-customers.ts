// The back office's customers (docs/decisions/241-back-office-customers.md): GET admin/customers
// (the search), GET admin/customers/{id} (one customer's page), and the two actions staff take
// for a customer who asked by mail or phone: GET admin/customers/{id}/export (the file of the
// customer's own export) and POST admin/customers/{id}/close (closing the account, decision 236).
// Staff only (requireStaff); every call is recorded in the staff's audit by its domain function.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  adminCustomerParamsSchema, adminCustomerSchema, adminCustomersPageSchema, adminCustomersQuerySchema,
} from '../../contract/admin-customers.js';
import { closedAccountSchema, personalDataSchema } from '../../contract/personal-data.js';
import { langQuerySchema } from '../../contract/shop.js';
import { closeCustomerAccount } from '../domain/admin-customers/close.js';
import { customerPage } from '../domain/admin-customers/detail.js';
import { exportCustomerData } from '../domain/admin-customers/export.js';
import { searchCustomers } from '../domain/admin-customers/search.js';
import { forgetClosedAtStripe } from '../domain/users/closed-at-stripe.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const notFound = errorBody('CUSTOMER_NOT_FOUND: no customer account of this shop with this id');

export function adminCustomersRoutes({ db, config, log, payments }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<StaffEnv>({ db, config });
  const reading = { tags: ['admin'], security: staffSecurity, middleware: [signedIn] };
  // The two actions on a customer's personal data are an owner's (decision 237): a copy of all of
  // it, or its erasure.
  const personalDataActions = { tags: ['admin'], security: staffSecurity, middleware: [signedIn, ownerOnly<StaffEnv>({ db })] };

  const searchRoute = createRoute({
    ...reading, method: 'get', path: '/admin/customers',
    summary: 'Customers whose name or e-mail holds `q` (case-insensitive, 2–100 characters), by last name, paged; a closed account shows as closed, without name or e-mail. Recorded in the audit with the query',
    request: { query: langQuerySchema.extend(adminCustomersQuerySchema.shape) },
    responses: {
      200: jsonBody(adminCustomersPageSchema, 'One page of customers'),
      400: errorBody('VALIDATION_ERROR: `q` missing, shorter than 2 or longer than 100 characters; a bad page or page size'),
      401: staffSignedOutAnswer, 500: errorResponses[500],
    },
  });
  const detailRoute = createRoute({
    ...reading, method: 'get', path: '/admin/customers/{id}',
    summary: 'One customer: profile, placed orders, addresses, newsletter, saved cards (brand and last 4 digits), personal-data requests. Recorded in the audit',
    request: { params: adminCustomerParamsSchema, query: langQuerySchema },
    responses: { 200: jsonBody(adminCustomerSchema, 'The customer'), 400: errorResponses[400], 401: staffSignedOutAnswer, 404: notFound, 500: errorResponses[500] },
  });
  const exportRoute = createRoute({
    ...personalDataActions, method: 'get', path: '/admin/customers/{id}/export',
    summary: 'The copy of the customer\'s data as the customer\'s own GET users/{id}/export gives it, as a file, for a request received by mail or phone. Recorded in the audit',
    request: { params: adminCustomerParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(personalDataSchema, 'The copy, with Content-Disposition: attachment'), 400: errorResponses[400], 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 404: notFound,
      409: errorBody('ACCOUNT_CLOSED: the account is closed, its personal data erased'), 500: errorResponses[500],
    },
  });
  const closeRoute = createRoute({
    ...personalDataActions, method: 'post', path: '/admin/customers/{id}/close',
    summary: 'Close the customer\'s account at their request (decision 236), without their password: every session ends, the personal data is erased or pseudonymised, the Stripe customer deleted; the orders stay ten years. Recorded in the audit',
    request: { params: adminCustomerParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(closedAccountSchema, 'The account is closed'), 400: errorResponses[400], 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 404: notFound,
      409: errorBody('ACCOUNT_ALREADY_CLOSED'), 500: errorResponses[500],
    },
  });

  router.openapi(searchRoute, async (c) => {
    const { lang: _lang, ...query } = c.req.valid('query');
    return c.json(await searchCustomers(db, c.var.staff.staffId, query), 200, NO_STORE);
  });
  router.openapi(detailRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => customerPage(db, c.var.staff.staffId, c.req.valid('param').id)), 200, NO_STORE);
  });
  router.openapi(exportRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { data, fileName } = await refusing(lang, () => exportCustomerData(db, c.var.staff.staffId, c.req.valid('param').id));
    return c.json(data, 200, { ...NO_STORE, 'Content-Disposition': `attachment; filename="${fileName}"` });
  });
  router.openapi(closeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    const closed = await refusing(lang, () => closeCustomerAccount(db, c.var.staff.staffId, id));
    await forgetClosedAtStripe(payments.stripe, closed, log, id);
    return c.json({ closed: true as const }, 200, NO_STORE);
  });
  return router;
}
