// The back office's electronic invoices (docs/decisions/235-electronic-invoices.md): GET
// admin/orders/{id}/invoices (an order's invoice and credit notes) and GET admin/invoices/{id}/xml
// (one FatturaPA file as issued, to send to the SdI), GET admin/invoices/export (a period's files
// and their index as one zip for the accountant, decision 247). Staff only (requireStaff).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { adminInvoiceListSchema, adminInvoicesExportQuerySchema, INVOICES_EXPORT_MAX_DAYS, invoiceIdParamsSchema, invoicesExportRange } from '../../contract/invoices.js';
import { orderIdParamsSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import { exportInvoicesZip } from '../domain/invoices/export.js';
import { invoiceFile, orderInvoices } from '../domain/invoices/read.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

export function adminInvoicesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  const signedIn = requireStaff<StaffEnv>({ db, config });

  const listRoute = createRoute({
    method: 'get', path: '/admin/orders/{id}/invoices', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: "A placed order's electronic invoice (TD01, issued when it shipped, if its billing address asked for one) and credit notes (TD04, one per refund), by number",
    request: { params: orderIdParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(adminInvoiceListSchema, 'The invoices; empty when none was issued'), 400: errorResponses[400], 401: staffSignedOutAnswer,
      404: errorBody('NOT_FOUND: no placed order with this id'), 500: errorResponses[500],
    },
  });
  const fileRoute = createRoute({
    method: 'get', path: '/admin/invoices/{id}/xml', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'One invoice or credit note as the FatturaPA 1.2.2 XML file issued (named as the SdI expects, IT{VAT}_{progressive}.xml), for the shop to send to the SdI',
    request: { params: invoiceIdParamsSchema, query: langQuerySchema },
    responses: {
      200: { description: 'application/xml, UTF-8; content-disposition names the file', content: { 'application/xml': { schema: z.string() } } },
      400: errorResponses[400], 401: staffSignedOutAnswer, 404: errorBody('NOT_FOUND: no invoice with this id'), 500: errorResponses[500],
    },
  });

  const exportRoute = createRoute({
    method: 'get', path: '/admin/invoices/export', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'Every invoice and credit note issued from one day to another (Italy\'s days of issue, both included) as one zip for the accountant: '
      + 'each FatturaPA file as issued, named as the SdI expects, and indice-fatture.csv (number, year, kind, date, order number, buyer, its VAT number, total, file name)',
    request: { query: langQuerySchema.extend(adminInvoicesExportQuerySchema.shape).superRefine(invoicesExportRange) },
    responses: {
      200: { description: 'application/zip (files stored, not compressed); content-disposition names it fatture-{from}-{to}.zip', content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } } },
      400: errorBody(`VALIDATION_ERROR: a day missing or not of the calendar, from after to, or a range over ${INVOICES_EXPORT_MAX_DAYS} days`),
      401: staffSignedOutAnswer, 500: errorResponses[500],
    },
  });

  // Before a file's route, though their paths differ: 'export' is no invoice id.
  router.openapi(exportRoute, async (c) => {
    const { lang: _lang, ...range } = c.req.valid('query');
    const zip = await exportInvoicesZip(db, range);
    return c.body(zip, 200, { ...NO_STORE, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="fatture-${range.from}-${range.to}.zip"` });
  });
  router.openapi(listRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => orderInvoices(db, c.req.valid('param').id)), 200, NO_STORE);
  });
  router.openapi(fileRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const file = await refusing(lang, () => invoiceFile(db, c.req.valid('param').id));
    return c.body(file.xml, 200, { ...NO_STORE, 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${file.fileName}"` });
  });
  return router;
}
