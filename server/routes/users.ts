// The customer's own account data (docs/product/accounts.md#account-data: GET/PATCH users/{id}, GET
// users/{id}/orders, and the personal-data request of docs/product/accounts.md#personal-area). Every route is signed
// in and answers 404 for any id but the customer's own (server/http/own-user.ts).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  dataRequestSchema, ORDERS_PAGE_SIZE, ordersPageSchema, ordersQuerySchema, userIdParamSchema, userPatchBodySchema, userSchema,
} from '../../contract/account.js';
import { langQuerySchema } from '../../contract/shop.js';
import { requestDataExport } from '../domain/users/data-requests.js';
import { ordersPage } from '../domain/orders/read.js';
import { readUser, updateProfile } from '../domain/users/profile.js';
import { ownUser } from '../http/own-user.js';
import { requestLang } from '../http/request-lang.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import { sendOrLog } from '../mail/deliver.js';
import type { RouteDeps } from './deps.js';

const bearer = [{ bearerAuth: [] }];
const signedOut = errorBody('AUTH_REQUIRED (no token); AUTH_EXPIRE (the session expired or was signed out); AUTH_TOKEN_INVALID');
const notYours = errorBody('NOT_FOUND: the id is not the signed-in customer\'s (another customer\'s ids answer as if they did not exist)');
const signedInAnswers = { 401: signedOut, 404: notYours, 500: errorResponses[500] };

export function usersRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const own = [requireUser<UserEnv>({ db, config }), ownUser<UserEnv>(db)];
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
    if (answer.acknowledgement) await sendOrLog(mailer, log, answer.acknowledgement, 'personal-data request acknowledgement');
    return answer.created ? c.json(answer.request, 202, NO_STORE) : c.json(answer.request, 200, NO_STORE);
  });
  return router;
}
