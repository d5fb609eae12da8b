// Password recovery by e-mail, and the signed-in password and e-mail changes
// (docs/product/accounts.md#password-recovery, AUTH_PATCH_PASS_RECOVERY,
// AUTH_PATCH_EMAIL_RECOVERY, "PATCH auth/pass"). Decision 102.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  emailChangeBodySchema, okAnswerSchema, passwordChangeBodySchema, recoveryLinkParamsSchema, recoveryLinkQuerySchema,
  recoveryRequestBodySchema, recoveryResetBodySchema,
} from '../../contract/account.js';
import { userSummarySchema } from '../../contract/auth.js';
import { langQuerySchema } from '../../contract/shop.js';
import { changeEmail, changePassword } from '../domain/auth/credential-changes.js';
import { checkRecoveryLink, resetPassword, startRecovery } from '../domain/auth/recovery.js';
import { refusingAuth } from '../http/auth-errors.js';
import { attemptLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { requestLang } from '../http/request-lang.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { sendOrLog } from '../mail/deliver.js';
import type { RouteDeps } from './deps.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const bearer = [{ bearerAuth: [] }];
const signedOut = errorBody('AUTH_REQUIRED (no token); AUTH_EXPIRE (the session expired or was signed out); AUTH_TOKEN_INVALID');
const wrongPassword = 'WRONG_PASSWORD: the password given is not the account\'s (400, not 401: the session stands)';

const recoveryRequestRoute = createRoute({
  method: 'post', path: '/auth/pass/recovery', tags: ['auth'],
  summary: 'Ask for a password recovery link by e-mail',
  description: 'Answers the same for an address with an account and one without. With an account, mails (in the request\'s language) a single-use link `PUBLIC_URL/{lang}/recupero-password/{token}?email=…` that works for RECOVERY_LINK_TTL seconds (default an hour).',
  request: { query: langQuerySchema, body: json(recoveryRequestBodySchema) },
  responses: {
    200: jsonBody(okAnswerSchema, 'Accepted: a link is on its way if the address has an account'),
    400: errorResponses[400],
    429: tooManyAttemptsAnswer,
    500: errorResponses[500],
  },
});
const recoveryResetRoute = createRoute({
  method: 'patch', path: '/auth/pass/recovery', tags: ['auth'],
  summary: 'Set a new password with a mailed recovery link; every session of the account ends and a "password changed" notice is mailed',
  request: { query: langQuerySchema, body: json(recoveryResetBodySchema) },
  responses: {
    200: jsonBody(okAnswerSchema, 'The password is set; sign in with it'),
    400: errorBody('VALIDATION_ERROR: the failing fields in payload.fields (new shorter than 8 or longer than 128 characters; confirmed different from new)'),
    401: errorBody('RECOVERY_LINK_EXPIRED: the link is unknown, expired, already used or not for this e-mail; ask for a new one'),
    500: errorResponses[500],
  },
});

const recoveryLinkRoute = createRoute({
  method: 'get', path: '/auth/pass/recovery/{token}', tags: ['auth'],
  summary: 'Whether a mailed recovery link still works, before its page asks for the new password',
  description: 'Reads only: the link stays usable. `email` is the one the link carries; when given it must be the address the link was mailed to.',
  request: { params: recoveryLinkParamsSchema, query: langQuerySchema.extend(recoveryLinkQuerySchema.shape) },
  responses: {
    200: jsonBody(okAnswerSchema, 'The link works: the page may ask for the new password'),
    400: errorResponses[400],
    401: errorBody('RECOVERY_LINK_EXPIRED: the link is unknown, expired, already used or not for this e-mail; ask for a new one'),
    500: errorResponses[500],
  },
});

export function authAccountRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const recoveryLimits = attemptLimits(db, 'recovery', config.recovery, config.trustProxy);
  // Asking for the password again shares sign-in's budget: a stolen session cannot guess it faster.
  const passwordLimits = attemptLimits(db, 'auth', config.auth, config.trustProxy);
  const signedIn = requireUser<UserEnv>({ db, config });

  const passwordChangeRoute = createRoute({
    method: 'patch', path: '/auth/pass', tags: ['auth'], security: bearer, middleware: [signedIn],
    summary: 'Change the password (signed in): the other sessions of the account end, this one stays; a "password changed" notice is mailed',
    request: { query: langQuerySchema, body: json(passwordChangeBodySchema) },
    responses: {
      200: jsonBody(okAnswerSchema, 'The password is changed'),
      400: errorBody(`${wrongPassword}; VALIDATION_ERROR: the failing fields in payload.fields (new shorter than 8 characters, confirmed different)`),
      401: signedOut,
      429: tooManyAttemptsAnswer,
      500: errorResponses[500],
    },
  });
  const emailChangeRoute = createRoute({
    method: 'patch', path: '/auth/email', tags: ['auth'], security: bearer, middleware: [signedIn],
    summary: 'Change the e-mail address (signed in); a notice goes to the old address',
    request: { query: langQuerySchema, body: json(emailChangeBodySchema) },
    responses: {
      200: jsonBody(userSummarySchema, 'The customer with the new address'),
      400: errorBody(`${wrongPassword}; VALIDATION_ERROR: the failing fields in payload.fields (new not an e-mail, confirmed different)`),
      401: signedOut,
      409: errorBody('EMAIL_TAKEN: another account has this e-mail (in any letter case)'),
      429: tooManyAttemptsAnswer,
      500: errorResponses[500],
    },
  });

  router.openapi(recoveryRequestRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const { email } = c.req.valid('json');
    await recoveryLimits.take(c, email, lang);
    const mail = await startRecovery(db, {
      email, lang, mainLang: langs.main, publicUrl: config.publicUrl, linkTtlSeconds: config.recovery.linkTtlSeconds,
    });
    // Sent after answering, so the answer's time does not tell an account from none (decision 102).
    if (mail) void sendOrLog(mailer, log, mail, 'password recovery link');
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  router.openapi(recoveryLinkRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    await refusingAuth(lang, () => checkRecoveryLink(db, c.req.valid('param').token, c.req.valid('query').email));
    // The token is in the address: nothing keeps the answer, and no Referer carries it off.
    return c.json({ ok: true as const }, 200, { ...NO_STORE, 'Referrer-Policy': 'no-referrer' });
  });
  router.openapi(recoveryResetRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const noticeId = await refusingAuth(lang, () => resetPassword(db, c.req.valid('json'), { publicUrl: config.publicUrl, mainLang: langs.main }));
    await deliverOrderMails(db, mailer, [noticeId], { log });
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  router.openapi(passwordChangeRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const { user, sessionId } = c.var.signedIn;
    await passwordLimits.take(c, user.email, lang);
    const noticeId = await refusingAuth(lang, () => changePassword(db, user, sessionId, c.req.valid('json'), { publicUrl: config.publicUrl, mainLang: langs.main }));
    await deliverOrderMails(db, mailer, [noticeId], { log });
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  router.openapi(emailChangeRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const { user } = c.var.signedIn;
    await passwordLimits.take(c, user.email, lang);
    const change = await refusingAuth(lang, () => changeEmail(db, user, c.req.valid('json'), { publicUrl: config.publicUrl, mainLang: langs.main }));
    if (change.noticeId !== null) await deliverOrderMails(db, mailer, [change.noticeId], { log });
    return c.json(change.user, 200, NO_STORE);
  });
  return router;
}
