// The shop's settings from the back office (docs/decisions/238-settings-screens.md): GET
// admin/settings reads every section; each PUT replaces one section, is recorded in the staff's
// audit with before and after, and answers every section again. Every section's table is one the
// catalogue version watches (the shop answer's, decision 201): a change re-reads the version at
// once, so cached answers, pages and the PWA's copies of a shipping price or a pickup point's hours
// follow it (decision 044).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  adminSettingsSchema, bankBodySchema, invoiceSellerBodySchema, ordersEmailBodySchema, pickupHoursBodySchema,
  settingsIdParamsSchema, shippingPriceBodySchema,
} from '../../contract/admin-settings.js';
import { langQuerySchema } from '../../contract/shop.js';
import { changeBankAccount, changeInvoiceSeller, changeOrdersEmail } from '../domain/admin-settings/shop-sections.js';
import { changePickupHours, changeShippingPrice } from '../domain/admin-settings/shipping-sections.js';
import { adminSettings } from '../domain/admin-settings/settings-read.js';
import * as settingsTexts from '../domain/admin-settings/texts.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { translatedValidationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answered = jsonBody(adminSettingsSchema, 'Every section as it stands after the change');

export function adminSettingsRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: translatedValidationHook(db, settingsTexts.VALIDATION_TEXTS) });
  // Bad input is refused in the request's language, the contract's rules by name (decision 219).
  // Every guard of these calls, in one place: the owner-only check joins here.
  // The shop's settings are an owner's (decision 237).
  const settingsGuards = [requireStaff<StaffEnv>({ db, config }), ownerOnly<StaffEnv>({ db })];
  const common = { tags: ['admin'], security: staffSecurity, middleware: settingsGuards };
  const fromEnvironment = { bank: config.bank !== undefined, invoicing: config.invoicing !== undefined };
  const putAnswers = (notFound?: string) => ({
    200: answered, 400: errorBody('VALIDATION_ERROR: the failing fields in payload.fields'), 401: staffSignedOutAnswer, 403: ownerOnlyAnswer,
    ...(notFound ? { 404: errorBody(notFound) } : {}), 500: errorResponses[500],
  });

  const readRoute = createRoute({
    ...common, method: 'get', path: '/admin/settings',
    summary: "The shop's settings: the new-order mail's address, the transfers' bank account, the invoices' seller, pickup hours, shipping prices",
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(adminSettingsSchema, 'Every section'), 400: errorResponses[400], 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 500: errorResponses[500] },
  });
  const ordersEmailRoute = createRoute({
    ...common, method: 'put', path: '/admin/settings/orders-email', summary: 'Where the shop is told of each new order (null: nobody)',
    request: { query: langQuerySchema, body: json(ordersEmailBodySchema) }, responses: putAnswers(),
  });
  const bankRoute = createRoute({
    ...common, method: 'put', path: '/admin/settings/bank',
    summary: 'The account bank transfers go to (IBAN checked by its digits); SHOP_BANK_*, when set, replaces it at the next start',
    request: { query: langQuerySchema, body: json(bankBodySchema) }, responses: putAnswers(),
  });
  const invoicingRoute = createRoute({
    ...common, method: 'put', path: '/admin/settings/invoicing',
    summary: "The electronic invoices' seller; SHOP_INVOICING, when set, replaces it at the next start",
    request: { query: langQuerySchema, body: json(invoiceSellerBodySchema) }, responses: putAnswers(),
  });
  const pickupRoute = createRoute({
    ...common, method: 'put', path: '/admin/settings/pickups/{id}', summary: "A pickup point's opening hours, every weekday morning and afternoon",
    request: { params: settingsIdParamsSchema, query: langQuerySchema, body: json(pickupHoursBodySchema) },
    responses: putAnswers('PICKUP_NOT_FOUND: no pickup method with this id'),
  });
  const shippingRoute = createRoute({
    ...common, method: 'put', path: '/admin/settings/shippings/{id}', summary: "A shipping method's fee and free-shipping threshold",
    request: { params: settingsIdParamsSchema, query: langQuerySchema, body: json(shippingPriceBodySchema) },
    responses: putAnswers('SHIPPING_NOT_FOUND: no shipping method (other than a pickup) with this id'),
  });

  router.openapi(readRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  router.openapi(ordersEmailRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    if (await changeOrdersEmail(db, c.var.staff.staffId, c.req.valid('json'))) await catalogueAnswers(db).changed();
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  router.openapi(bankRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    if (await changeBankAccount(db, c.var.staff.staffId, c.req.valid('json'))) await catalogueAnswers(db).changed();
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  router.openapi(invoicingRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    if (await changeInvoiceSeller(db, c.var.staff.staffId, c.req.valid('json'))) await catalogueAnswers(db).changed();
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  router.openapi(pickupRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const changed = await refusing(lang, () => changePickupHours(db, c.var.staff.staffId, c.req.valid('param').id, c.req.valid('json')));
    if (changed) await catalogueAnswers(db).changed();
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  router.openapi(shippingRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const changed = await refusing(lang, () => changeShippingPrice(db, c.var.staff.staffId, c.req.valid('param').id, c.req.valid('json')));
    if (changed) await catalogueAnswers(db).changed();
    return c.json(await adminSettings(db, fromEnvironment, lang), 200, NO_STORE);
  });
  return router;
}
