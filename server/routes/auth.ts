// Sign-up, sign-in, the session check and sign-out (docs/product/accounts.md#calls). Tokens are
// JWTs backed by a session row (decision 098); sign-in and sign-up are rate-limited per e-mail and
// per client address (decision 099); passwords follow decision 097.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  authAnswerSchema, sessionAnswerSchema, signinBodySchema, signoutAnswerSchema, signupBodySchema, type AuthAnswer,
} from '../../contract/auth.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Context } from 'hono';
import { preparePasswordChecks } from '../domain/auth/passwords.js';
import { revokeSession } from '../domain/auth/sessions.js';
import { signIn } from '../domain/auth/signin.js';
import { signUp } from '../domain/auth/signup.js';
import { userSummary } from '../domain/auth/user-summary.js';
import { askToSubscribe } from '../domain/newsletter/ask.js';
import { mergeVisitorCart } from '../domain/cart/merge.js';
import { translate } from '../domain/i18n.js';
import { refusingAuth } from '../http/auth-errors.js';
import { attemptLimits, signinLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { authTokens } from '../http/auth-tokens.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { forgetSessionId, readSessionId } from '../http/session-cookie.js';
import { validationHook } from '../http/validation.js';
import { backgroundMail } from '../mail/background.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
/** What sign-up and sign-in both answer: the token, or too many attempts. */
const attemptAnswers = (signedIn: string) => ({ 200: jsonBody(authAnswerSchema, signedIn), 429: tooManyAttemptsAnswer, 500: errorResponses[500] });

const signupRoute = createRoute({
  method: 'post', path: '/auth/signup', tags: ['auth'],
  summary: "Create an account (and mail the newsletter confirmation when asked: double opt-in); answers a signed-in token; the browser's visitor cart (cookie) joins the account's (cartMerge)",
  request: { query: langQuerySchema, body: json(signupBodySchema) },
  responses: {
    ...attemptAnswers('The account exists and is signed in'),
    400: errorBody('VALIDATION_ERROR: the failing fields in payload.fields (birth outside 1920..this year−14 or not a real date, password shorter than 8, confirmedPass different)'),
    409: errorBody('EMAIL_TAKEN: an account with this e-mail (in any letter case) exists'),
  },
});
const signinRoute = createRoute({
  method: 'post', path: '/auth/signin', tags: ['auth'],
  summary: "Sign in with e-mail and password; the browser's visitor cart (cookie) joins the account's, what did not join whole is told in cartMerge.messages",
  request: { query: langQuerySchema, body: json(signinBodySchema) },
  responses: {
    ...attemptAnswers('Signed in'),
    400: errorResponses[400],
    401: errorBody('INVALID_CREDENTIALS: the same answer for an unknown e-mail and a wrong password'),
  },
});

export function authRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const tokens = authTokens(db, config);
  const limits = attemptLimits(db, 'auth', config.auth, config.trustProxy);
  const signinLimit = signinLimits(db, 'signin', config.auth, config.trustProxy);
  const signedIn = requireUser<UserEnv>({ db, config });
  // The dummy hash an unknown e-mail is checked against is made now, not on the first sign-in.
  void preparePasswordChecks();

  const sessionRoute = createRoute({
    method: 'get', path: '/auth', tags: ['auth'], security: bearerSecurity, middleware: [signedIn],
    summary: 'Session check: whose the token is and when it ends',
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(sessionAnswerSchema, 'The session stands'), 401: signedOutAnswer, 500: errorResponses[500] },
  });
  const signoutRoute = createRoute({
    method: 'post', path: '/auth/signout', tags: ['auth'], security: bearerSecurity, middleware: [signedIn],
    summary: 'Sign out: the token is revoked on the server and answers AUTH_EXPIRE from now on; the session-cart cookie is cleared (the browser is an empty visitor again)',
    request: { query: langQuerySchema },
    responses: { 200: jsonBody(signoutAnswerSchema, 'Signed out'), 401: signedOutAnswer, 500: errorResponses[500] },
  });

  /** The visitor's cart of this browser joins the account's (decision 106); what did not is told. */
  const withCartMerge = async (c: Context, lang: Lang, answer: AuthAnswer): Promise<AuthAnswer> => {
    const notes = await mergeVisitorCart(db, readSessionId(c), answer.user.id);
    return { ...answer, cartMerge: { messages: notes.map((n) => translate(n.text, lang)) } };
  };

  router.openapi(signupRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    await limits.take(c, body.email, lang);
    const answer = await refusingAuth(lang, () => signUp(db, tokens, body, lang));
    // The newsletter checkbox asks like the footer does: a confirmation mail, double opt-in (decision
    // 110). The account exists by now, so a failure here is logged and the sign-up still answers.
    if (body.newsSubscriber) {
      await askToSubscribe(db, backgroundMail(mailer, log), config.publicUrl, { email: body.email, name: body.name.first, lang })
        .catch((err: unknown) => log.error({ err }, 'newsletter request at sign-up failed'));
    }
    return c.json(await withCartMerge(c, lang, answer), 200, NO_STORE);
  });
  router.openapi(signinRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    const answer = await refusingAuth(lang, () => signinLimit.attempt(c, body.email, lang, () => signIn(db, tokens, body, lang)));
    return c.json(await withCartMerge(c, lang, answer), 200, NO_STORE);
  });
  router.openapi(sessionRoute, (c) => {
    const { user, exp } = c.var.signedIn;
    return c.json({ user: userSummary(user), exp }, 200, NO_STORE);
  });
  router.openapi(signoutRoute, async (c) => {
    await revokeSession(db, c.var.signedIn.sessionId);
    forgetSessionId(c, config.publicUrl.startsWith('https:'));
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  return router;
}
