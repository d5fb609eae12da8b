// The customer's own account data (docs/product/accounts.md#account-data: GET/PATCH users/{id}, GET
// users/{id}/orders, and the personal-data request of docs/product/accounts.md#personal-area). Every route is signed
// in and answers 404 for any id but the customer's own (server/http/own-user.ts).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  dataRequestSchema, ORDERS_PAGE_SIZE, ordersPageSchema, ordersQuerySchema, userIdParamSchema, userPatchBodySchema, userSchema,
} from '../../contract/account.js';
import { closeAccountBodySchema, closedAccountSchema, personalDataSchema } from '../../contract/personal-data.js';
import { langQuerySchema } from '../../contract/shop.js';
import { closeAccount } from '../domain/users/close-account.js';
import { forgetClosedAtStripe } from '../domain/users/closed-at-stripe.js';
import { personalData, personalDataFileName } from '../domain/users/personal-data.js';
import { requestDataExport } from '../domain/users/data-requests.js';
import { ordersPage } from '../domain/orders/read.js';
import { readUser, updateProfile } from '../domain/users/profile.js';
import { ownUser } from '../http/own-user.js';
import { refusing } from '../http/refusals.js';
import { forgetSessionId, readSessionId } from '../http/session-cookie.js';
import { requestLang } from '../http/request-lang.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import { attemptLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import type { RouteDeps } from './deps.js';

const bearer = [{ bearerAuth: [] }];
const signedOut = errorBody('AUTH_REQUIRED (no token); AUTH_EXPIRE (the session expired or was signed out); AUTH_TOKEN_INVALID');
const notYours = errorBody('NOT_FOUND: the id is not the signed-in customer\'s (another customer\'s ids answer as if they did not exist)');
const signedInAnswers = { 401: signedOut, 404: notYours, 500: errorResponses[500] };

export function usersRoutes({ db, config, mailer, log, payments }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const own = [requireUser<UserEnv>({ db, config }), ownUser<UserEnv>(db)];
  // Asking for the password again shares sign-in's budget, as the credential changes do.
  const passwordLimits = attemptLimits(db, 'auth', config.auth, config.trustProxy);
  const common = { tags: ['users'], security: bearer, middleware: own };

  const getRoute = createRoute({
    ...common, method: 'get', path: '/users/{id}',
    summary: 'The signed-in customer: name, e-mail, phone, birth, the address book (as GET users/{id}/addresses answers it), the placed orders\' ids (newest first) and the wish list {id, articles}',
    request: { params: userIdParamSchema, query: langQuerySchema },
    responses: { 200: jsonBody(userSchema, 'The customer'), ...signedInAnswers },
  });
  const patchRoute = createRoute({
    ...common, method: 'patch', path: '/users/{id}',
    summary: 'Change name, birth and/or phone; answers the updated customer with the address book',
    request: { params: userIdParamSchema, query: langQuerySchema, body: { content: { 'application/json': { schema: userPatchBodySchema } }, required: true } },
    responses: {
      200: jsonBody(userSchema, 'The updated customer'),
      400: errorBody('VALIDATION_ERROR: the failing fields in payload.fields (nothing sent; a blank name; birth outside 1920..this year−14 or not a real date; phone not 6–15 digits with an optional leading +)'),
      ...signedInAnswers,
    },
  });
  const ordersRoute = createRoute({
    ...common, method: 'get', path: '/users/{id}/orders',
    summary: `The customer's placed orders, newest first, ${ORDERS_PAGE_SIZE} a page by default (the same as GET orders/users/{id})`,
    request: { params: userIdParamSchema, query: langQuerySchema.extend(ordersQuerySchema.shape) },
    responses: { 200: jsonBody(ordersPageSchema, 'One page of orders'), 400: errorResponses[400], ...signedInAnswers },
  });
  const dataRequestRoute = createRoute({
    ...common, method: 'post', path: '/users/{id}/data-requests',
    summary: 'Ask for a copy of one\'s personal data (answered within 30 days); an acknowledgement is mailed',
    request: { params: userIdParamSchema, query: langQuerySchema },
    responses: {
      202: jsonBody(dataRequestSchema, 'The request is recorded and acknowledged by mail'),
      200: jsonBody(dataRequestSchema, 'A request is already open: that one, nothing new recorded or mailed'),
      ...signedInAnswers,
    },
  });
  const exportRoute = createRoute({
    ...common, method: 'get', path: '/users/{id}/export',
    summary: 'A copy of everything the shop holds about the customer (GDPR art. 15 and 20), as a JSON file: profile, addresses, orders with lines and totals, wishes, newsletter and consents, saved cards (brand, last 4 digits: never the provider\'s references), data requests, sessions counted (decision 236)',
    request: { params: userIdParamSchema, query: langQuerySchema },
    responses: { 200: jsonBody(personalDataSchema, 'The copy, with Content-Disposition: attachment'), ...signedInAnswers },
  });
  const closeRoute = createRoute({
    ...common, method: 'post', path: '/users/{id}/close',
    summary: 'Close the account (GDPR art. 17; decision 236): the password asked again; every session ends, the personal data is erased or pseudonymised, the Stripe customer and its cards are deleted; the orders stay as accounting records',
    request: { params: userIdParamSchema, query: langQuerySchema, body: { content: { 'application/json': { schema: closeAccountBodySchema } }, required: true } },
    responses: {
      200: jsonBody(closedAccountSchema, 'The account is closed; this token no longer works and the session cookie is dropped'),
      400: errorBody('WRONG_PASSWORD: the password given is not the account\'s (400, not 401: nothing changed, the session stands); VALIDATION_ERROR: no password'),
      429: tooManyAttemptsAnswer,
      ...signedInAnswers,
    },
  });

  router.openapi(getRoute, async (c) => c.json(await readUser(db, c.var.signedIn.user), 200, NO_STORE));
  router.openapi(patchRoute, async (c) => {
    const user = await updateProfile(db, c.var.signedIn.userId, c.req.valid('json'));
    return c.json(user, 200, NO_STORE);
  });
  router.openapi(ordersRoute, async (c) => {
    const { page = 1, limit = ORDERS_PAGE_SIZE } = c.req.valid('query');
    return c.json(await ordersPage(db, c.var.signedIn.userId, { page, limit }), 200, NO_STORE);
  });
  router.openapi(dataRequestRoute, async (c) => {
    const { langs } = await requestLang(c, db, c.req.valid('query').lang);
    const answer = await requestDataExport(db, c.var.signedIn.user, { publicUrl: config.publicUrl, mainLang: langs.main });
    if (answer.acknowledgementId !== null) await deliverOrderMails(db, mailer, [answer.acknowledgementId], { log });
    return answer.created ? c.json(answer.request, 202, NO_STORE) : c.json(answer.request, 200, NO_STORE);
  });
  router.openapi(exportRoute, async (c) => {
    const user = c.var.signedIn.user;
    const now = new Date();
    return c.json(await personalData(db, user, now), 200, {
      ...NO_STORE, 'Content-Disposition': `attachment; filename="${personalDataFileName(user, now)}"`,
    });
  });
  router.openapi(closeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { user } = c.var.signedIn;
    await passwordLimits.take(c, user.email, lang);
    const closed = await refusing(lang, () => closeAccount(db, user, c.req.valid('json'), readSessionId(c)));
    forgetSessionId(c, config.publicUrl.startsWith('https:'));
    await forgetClosedAtStripe(payments.stripe, closed, log, user.id);
    return c.json({ closed: true as const }, 200, NO_STORE);
  });
  return router;
}
