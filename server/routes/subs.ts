// The newsletter (docs/product/content.md#newsletter) with double opt-in, and the pages its mail's links open (decision 110).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { I18nText, Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import {
  accountSubscribeBodySchema, SUBSCRIPTION_TOPICS, subscribeAnswerSchema, subscribeBodySchema,
  subscriptionAnswerSchema, subscriptionQuerySchema, unsubscribeAnswerSchema,
} from '../../contract/subs.js';
import { normaliseEmail } from '../domain/auth/user-summary.js';
import { translate } from '../domain/i18n.js';
import { loadLangs } from '../domain/langs.js';
import { askToSubscribe } from '../domain/newsletter/ask.js';
import { landingPageHtml } from '../domain/newsletter/landing-page.js';
import { confirmSubscription, subscriptionTopics, unsubscribe } from '../domain/newsletter/subscriptions.js';
import * as texts from '../domain/newsletter/texts.js';
import { attemptLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { notFound, validationError } from '../http/errors.js';
import { requestLang } from '../http/request-lang.js';
import { requireUser, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import { backgroundMail } from '../mail/background.js';
import type { RouteDeps } from './deps.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const bearer = [{ bearerAuth: [] }];
const signedOut = errorBody('AUTH_REQUIRED, AUTH_EXPIRE or AUTH_TOKEN_INVALID: not signed in');
const pending = jsonBody(subscribeAnswerSchema, 'Recorded: a confirmation mail goes out unless the address is confirmed already (the same answer either way)');
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

const subscribeRoute = createRoute({
  method: 'post', path: '/subs', tags: ['subs'],
  summary: 'Ask to subscribe an address to the newsletter (double opt-in: confirmed by the link mailed to it)',
  request: { query: langQuerySchema, body: json(subscribeBodySchema) },
  responses: { 200: pending, 400: errorResponses[400], 429: tooManyAttemptsAnswer },
});
const confirmRoute = createRoute({
  method: 'get', path: '/subs/confirm/{token}', tags: ['subs'],
  summary: "The confirmation mail's link: confirms the subscription and shows a page saying so",
  request: { params: tokenParams, query: langQuerySchema },
  responses: { 200: htmlPage('Confirmed: a page in the subscriber\'s language'), 404: htmlPage('Unknown, used or expired link: a page saying so') },
});
const unsubscribeParams = { params: tokenParams, query: langQuerySchema };
const unsubscribePageRoute = createRoute({
  method: 'get', path: '/subs/unsubscribe/{token}', tags: ['subs'],
  summary: 'The unsubscribe link of every newsletter mail: unsubscribes (idempotent) and shows a page saying so',
  request: unsubscribeParams,
  responses: { 200: htmlPage('Unsubscribed'), 404: htmlPage('A link this shop did not make') },
});
const unsubscribeOneClickRoute = createRoute({
  method: 'post', path: '/subs/unsubscribe/{token}', tags: ['subs'],
  summary: 'One-click unsubscribe (RFC 8058: List-Unsubscribe-Post: List-Unsubscribe=One-Click)',
  request: unsubscribeParams,
  responses: { 200: jsonBody(unsubscribeAnswerSchema, 'Unsubscribed (also when it already was)'), 404: errorResponses[404] },
});

export function subsRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const limits = attemptLimits(db, 'subs', config.subs, config.trustProxy);
  const mail = backgroundMail(mailer, log);
  const signedIn = requireUser<UserEnv>({ db, config });

  const accountSubscribeRoute = createRoute({
    method: 'post', path: '/auth/sub', tags: ['subs'], security: bearer, middleware: [signedIn],
    summary: "Ask to subscribe the signed-in customer's own address (double opt-in as POST subs)",
    request: { query: langQuerySchema, body: json(accountSubscribeBodySchema) },
    responses: {
      200: pending,
      400: errorBody("VALIDATION_ERROR: not an e-mail, or not the account's e-mail (payload.fields: email)"),
      401: signedOut,
      429: tooManyAttemptsAnswer,
    },
  });
  const topicsRoute = createRoute({
    method: 'get', path: '/subs/{email}', tags: ['subs'], security: bearer, middleware: [signedIn],
    summary: "Which topics an address receives: only the signed-in customer's own address (another one answers 404)",
    request: { params: z.object({ email: z.string().min(1).max(254) }), query: subscriptionQuerySchema },
    responses: { 200: jsonBody(subscriptionAnswerSchema, 'The selected topics (all three without select) and the subscription\'s status'), 401: signedOut, 404: errorResponses[404] },
  });

  /** A landing page, in `lang`, with a link to the shop's home in that language. */
  const page = async (c: Context, status: 200 | 404, lang: Lang, title: I18nText, text: I18nText) => {
    const { main } = await loadLangs(db);
    const body = landingPageHtml({ lang, title, text, home: lang === main ? '/' : `/${lang}`, tone: status === 200 ? 'done' : 'refused' });
    // The token is in the address: no caching, and no Referer carrying it off.
    return c.html(body, status, { ...NO_STORE, 'Referrer-Policy': 'no-referrer' });
  };

  router.openapi(subscribeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { email, name } = c.req.valid('json');
    await limits.take(c, email, lang);
    const asked = await askToSubscribe(db, mail, config.publicUrl, { email, name, lang });
    return c.json({ ok: true as const, email: asked.email, next: 'confirmation' as const }, 200, NO_STORE);
  });

  router.openapi(accountSubscribeRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { email } = c.req.valid('json');
    const { user } = c.var.signedIn;
    if (normaliseEmail(email) !== normaliseEmail(user.email)) {
      throw validationError([{ in: 'json', path: 'email', message: translate(texts.NOT_YOUR_EMAIL, lang) }]);
    }
    await limits.take(c, email, lang);
    const asked = await askToSubscribe(db, mail, config.publicUrl, { email: user.email, name: user.firstName, lang });
    return c.json({ ok: true as const, email: asked.email, next: 'confirmation' as const }, 200, NO_STORE);
  });

  router.openapi(topicsRoute, async (c) => {
    const { email } = c.req.valid('param');
    // Whether an address is subscribed is its owner's business: any other address is not found.
    if (normaliseEmail(email) !== normaliseEmail(c.var.signedIn.user.email)) throw notFound();
    const { select } = c.req.valid('query');
    const wanted = select ? select.split(',') : SUBSCRIPTION_TOPICS;
    const topics = await subscriptionTopics(db, email);
    const selected = Object.fromEntries(SUBSCRIPTION_TOPICS.filter((t) => wanted.includes(t)).map((t) => [t, topics[t]]));
    return c.json({ ...selected, status: topics.status }, 200, NO_STORE);
  });

  router.openapi(confirmRoute, async (c) => {
    const confirmed = await confirmSubscription(db, c.req.valid('param').token);
    if (confirmed) return page(c, 200, confirmed.lang, texts.CONFIRMED_TITLE, texts.CONFIRMED_TEXT);
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return page(c, 404, lang, texts.CONFIRM_INVALID_TITLE, texts.CONFIRM_INVALID_TEXT);
  });

  router.openapi(unsubscribePageRoute, async (c) => {
    const done = await unsubscribe(db, c.req.valid('param').token);
    if (done) return page(c, 200, done.lang, texts.UNSUBSCRIBED_TITLE, texts.UNSUBSCRIBED_TEXT);
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return page(c, 404, lang, texts.UNSUBSCRIBE_INVALID_TITLE, texts.UNSUBSCRIBE_INVALID_TEXT);
  });

  router.openapi(unsubscribeOneClickRoute, async (c) => {
    // RFC 8058's body (List-Unsubscribe=One-Click) is not needed: the signed token says it all.
    if (!(await unsubscribe(db, c.req.valid('param').token))) throw notFound('Unknown unsubscribe link');
    return c.json({ ok: true as const }, 200, NO_STORE);
  });
  return router;
}
