// The customer's copy of an order's invoice (docs/decisions/247-invoice-copy-and-export.md): GET
// orders/{id}/invoices/{invoiceId} answers a printable HTML page made from the XML as issued, in the
// order's language. Signed in; another customer's order, or an invoice not of it, answers 404.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { orderInvoiceParamsSchema } from '../../contract/invoices.js';
import { langQuerySchema } from '../../contract/shop.js';
import { customerInvoiceCopy } from '../domain/invoices/copy.js';
import { refusing } from '../http/refusals.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

/** The copy runs nothing and loads nothing but its own inline style. */
const COPY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function orderInvoicesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<UserEnv>({ db, config });
  const copyRoute = createRoute({
    method: 'get', path: '/orders/{id}/invoices/{invoiceId}', tags: ['orders'], security: bearerSecurity, middleware: [signedIn],
    summary: "The readable copy (copia di cortesia) of one of the order's invoices or credit notes, made from the issued FatturaPA file, "
      + "labelled in the order's language; the valid invoice is the electronic one sent through the SdI, as the page says",
    request: { params: orderInvoiceParamsSchema, query: langQuerySchema },
    responses: {
      200: { description: 'text/html, UTF-8, printable on A4; content-disposition inline', content: { 'text/html': { schema: z.string() } } },
      400: errorResponses[400], 401: signedOutAnswer,
      404: errorBody("NOT_FOUND: no such order of the signed-in customer, or no such invoice of it (another customer's order answers as if it did not exist)"),
      500: errorResponses[500],
    },
  });
  router.openapi(copyRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id, invoiceId } = c.req.valid('param');
    const copy = await refusing(lang, () => customerInvoiceCopy(db, c.var.signedIn.userId, id, invoiceId));
    return c.body(copy.html, 200, {
      ...NO_STORE, 'content-type': 'text/html; charset=utf-8', 'content-disposition': `inline; filename="${copy.fileName}"`,
      'content-security-policy': COPY_POLICY,
    });
  });
  return router;
}
