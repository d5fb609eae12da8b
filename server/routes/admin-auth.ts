// The back office's sign-in, session check, sign-out and the one-time link that sets a staff
// password (docs/decisions/192-back-office.md). Rate-limited per e-mail and per client address
// as customers' sign-in is (decisions 099, 197), with counters of their own; those limits also
// bound the failed sign-ins recorded in the audit (decision 225): an attempt refused by them (429)
// never reaches the check, and is not recorded.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { staffPasswordBodySchema, staffSessionSchema, staffSigninBodySchema } from '../../contract/admin-auth.js';
import { signoutAnswerSchema } from '../../contract/auth.js';
import { langQuerySchema } from '../../contract/shop.js';
import { preparePasswordChecks } from '../domain/auth/passwords.js';
import { setStaffPassword } from '../domain/staff/accounts.js';
import { openStaffSession, revokeStaffSession, staffSummary } from '../domain/staff/sessions.js';
import { staffSignIn } from '../domain/staff/signin.js';
import { refusingAuth } from '../http/auth-errors.js';
import { attemptLimits, signinLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { authTokens } from '../http/auth-tokens.js';
import { clientAddress } from '../http/client-address.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export function adminAuthRoutes({ db, config }: RouteDeps) {
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });
  router.openAPIRegistry.registerComponent('securitySchemes', 'staffBearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff token (POST /v1/admin/auth/signin); a customer\'s is refused' });
  const tokens = authTokens(db, config);
  const limits = attemptLimits(db, 'staff-auth', config.auth, config.trustProxy);
  const signinLimit = signinLimits(db, 'staff-signin', config.auth, config.trustProxy);
  const signedIn = requireStaff<StaffEnv>({ db, config });
  void preparePasswordChecks();

  const signinRoute = createRoute({
    method: 'post', path: '/admin/auth/signin', tags: ['admin'],
    summary: 'Staff sign-in with e-mail and password; answers the bearer token of every /v1/admin call',
    request: { query: langQuerySchema, body: json(staffSigninBodySchema) },
    responses: {
      200: jsonBody(staffSessionSchema, 'Signed in'), 400: errorResponses[400], 429: tooManyAttemptsAnswer,
      401: errorBody('INVALID_CREDENTIALS: the same answer for an unknown e-mail, a removed member, a password not yet set and a wrong password'),
      500: errorResponses[500],
    },
  });
  const passwordRoute = createRoute({
    method: 'post', path: '/admin/auth/password', tags: ['admin'],
    summary: 'Set a staff password with the one-time link\'s token (from `npm run staff -- add`); signs in, ends the member\'s other sessions',
    request: { query: langQuerySchema, body: json(staffPasswordBodySchema) },
    responses: {
      200: jsonBody(staffSessionSchema, 'The password is set; signed in'), 400: errorResponses[400], 429: tooManyAttemptsAnswer,
      401: errorBody('RECOVERY_LINK_EXPIRED: the link was used, has expired or never existed'), 500: errorResponses[500],
    },
  });
  const sessionRoute = createRoute({
    method: 'get', path: '/admin/auth', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'Staff session check: who is signed in and until when',
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(staffSessionSchema, 'The session stands'), 401: staffSignedOutAnswer, 500: errorResponses[500] },
  });
  const signoutRoute = createRoute({
    method: 'post', path: '/admin/auth/signout', tags: ['admin'], security: staffSecurity, middleware: [signedIn],
    summary: 'Staff sign-out: the token answers AUTH_EXPIRE from now on',
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(signoutAnswerSchema, 'Signed out'), 401: staffSignedOutAnswer, 500: errorResponses[500] },
  });

  router.openapi(signinRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    const client = clientAddress(c, config.trustProxy);
    return c.json(await refusingAuth(lang, () => signinLimit.attempt(c, body.email, lang, () => staffSignIn(db, tokens, body, client))), 200, NO_STORE);
  });
  router.openapi(passwordRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    // Counted per client address: the token, not an e-mail, is what is guessed here.
    await limits.take(c, 'password-link', lang);
    const member = await refusingAuth(lang, () => setStaffPassword(db, body.token, body.password));
    const { token, exp } = await openStaffSession(db, await tokens.key(), tokens.ttlSeconds, member.id);
    return c.json({ token, exp, staff: staffSummary(member) }, 200, NO_STORE);
  });
  router.openapi(sessionRoute, (c) => c.json({ exp: c.var.staff.exp, staff: staffSummary(c.var.staff.member) }, 200, NO_STORE));
  router.openapi(signoutRoute, async (c) => {
    await revokeStaffSession(db, c.var.staff.sessionId);
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  return router;
}
