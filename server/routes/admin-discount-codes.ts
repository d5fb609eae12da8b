// Discount codes from the back office (docs/decisions/239-discount-codes-on-screen.md): the list
// with each code's uses, a new code, a change, and the end (no longer applicable from now; a code
// is never deleted). Each change is recorded in the staff's audit with before and after. The
// shopper's side reads codes on every checkout answer, never from a cache, so a change counts at
// once without moving the catalogue version.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  adminDiscountCodeListSchema, adminDiscountCodeSchema, discountCodeCreateSchema, discountCodeParamsSchema, discountCodePatchSchema,
} from '../../contract/admin-discount-codes.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { changeDiscountCode, createDiscountCode, endDiscountCode } from '../domain/admin-settings/discount-code-changes.js';
import { discountCodeOf, listDiscountCodes } from '../domain/admin-settings/discount-code-list.js';
import * as texts from '../domain/admin-settings/texts.js';
import { translate } from '../domain/i18n.js';
import { ApiHttpError } from '../http/errors.js';
import { ownerOnly, ownerOnlyAnswer } from '../http/owner-only.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { translatedValidationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const notFoundAnswer = errorBody('CODE_NOT_FOUND');

async function foundCode(db: Db, id: number, lang: Lang) {
  const code = await discountCodeOf(db, id);
  if (!code) throw new ApiHttpError(404, 'CODE_NOT_FOUND', translate(texts.CODE_NOT_FOUND, lang), { id });
  return code;
}

export function adminDiscountCodesRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: translatedValidationHook(db, texts.VALIDATION_TEXTS) });
  // Every guard of these calls, in one place: the owner-only check joins here.
  // The shop's settings are an owner's (decision 237).
  const settingsGuards = [requireStaff<StaffEnv>({ db, config }), ownerOnly<StaffEnv>({ db })];
  const common = { tags: ['admin'], security: staffSecurity, middleware: settingsGuards };

  const listRoute = createRoute({
    ...common, method: 'get', path: '/admin/discount-codes',
    summary: 'Every discount code, newest first, with its state now and the placed orders that used it',
    responses: { 200: jsonBody(adminDiscountCodeListSchema, 'The codes'), 401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 500: errorResponses[500] },
  });
  const createRouteDef = createRoute({
    ...common, method: 'post', path: '/admin/discount-codes',
    summary: 'A new code taking a percentage (1–100) or an amount (cents) off the goods, with an optional minimum cart, start and end',
    request: { query: langQuerySchema, body: json(discountCodeCreateSchema) },
    responses: {
      201: jsonBody(adminDiscountCodeSchema, 'The new code'),
      400: errorBody('VALIDATION_ERROR (code format, value bounds, dates: payload.fields); ENDS_IN_THE_PAST'),
      401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 409: errorBody('CODE_TAKEN {code}'), 500: errorResponses[500],
    },
  });
  const patchRoute = createRoute({
    ...common, method: 'patch', path: '/admin/discount-codes/{id}',
    summary: "Change a code's value, minimum cart, start or end (not its characters nor its kind)",
    request: { params: discountCodeParamsSchema, query: langQuerySchema, body: json(discountCodePatchSchema) },
    responses: {
      200: jsonBody(adminDiscountCodeSchema, 'The code after the change'),
      400: errorBody('VALIDATION_ERROR; NOTHING_TO_CHANGE; ENDS_IN_THE_PAST; DATES_OUT_OF_ORDER; PERCENT_OUT_OF_BOUNDS; NO_VALUE_FOR_GIFTS'),
      401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 404: notFoundAnswer, 409: errorBody('CODE_ENDED: an ended code is not changed; make a new one'), 500: errorResponses[500],
    },
  });
  const endRoute = createRoute({
    ...common, method: 'post', path: '/admin/discount-codes/{id}/end',
    summary: 'End a code now: customers can no longer apply it, and carts holding it stop counting it; the code and its uses stay',
    request: { params: discountCodeParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(adminDiscountCodeSchema, 'The ended code'), 400: errorResponses[400],
      401: staffSignedOutAnswer, 403: ownerOnlyAnswer, 404: notFoundAnswer, 409: errorBody('CODE_ENDED: already ended'), 500: errorResponses[500],
    },
  });

  router.openapi(listRoute, async (c) => c.json(await listDiscountCodes(db), 200, NO_STORE));
  router.openapi(createRouteDef, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const id = await refusing(lang, () => createDiscountCode(db, c.var.staff.staffId, c.req.valid('json')));
    return c.json(await foundCode(db, id, lang), 201, NO_STORE);
  });
  router.openapi(patchRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    await refusing(lang, () => changeDiscountCode(db, c.var.staff.staffId, id, c.req.valid('json')));
    return c.json(await foundCode(db, id, lang), 200, NO_STORE);
  });
  router.openapi(endRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    await refusing(lang, () => endDiscountCode(db, c.var.staff.staffId, id));
    return c.json(await foundCode(db, id, lang), 200, NO_STORE);
  });
  return router;
}
