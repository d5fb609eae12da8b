// POST shop/mail/send: the support page's form (docs/product/content.md#support), mailed to the shop.
import { createRoute } from '@hono/zod-openapi';
import { langQuerySchema } from '../../contract/shop.js';
import { supportMessageAnswerSchema, supportMessageBodySchema } from '../../contract/support.js';
import { sendSupportMessage } from '../domain/support.js';
import { attemptLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { ApiHttpError } from '../http/errors.js';
import { errorBody, errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from '../http/request-lang.js';

const sendRoute = createRoute({
  method: 'post', path: '/shop/mail/send', tags: ['shop'],
  summary: 'Send a message to the shop (support form)',
  request: { query: langQuerySchema, body: { content: { 'application/json': { schema: supportMessageBodySchema } }, required: true } },
  responses: {
    200: jsonBody(supportMessageAnswerSchema, "Mailed to the shop: message 'ok'"),
    400: errorResponses[400],
    429: tooManyAttemptsAnswer,
    503: errorBody('MAIL_UNAVAILABLE: the mail server refused or could not be reached; nothing was sent'),
  },
});

export function supportRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = newRouter();
  // A form that sends mail is a spam relay's dream: a few messages per address an hour (decision 101).
  const limits = attemptLimits(db, 'support', config.support, config.trustProxy);
  router.openapi(sendRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const body = c.req.valid('json');
    await limits.take(c, body.mail, lang);
    try {
      await sendSupportMessage(db, mailer, body, lang);
    } catch (err) {
      log.error({ err }, 'support message not sent');
      throw new ApiHttpError(503, 'MAIL_UNAVAILABLE', 'The message could not be sent; try again in a few minutes or write to the shop by e-mail');
    }
    return c.json({ message: 'ok' as const }, 200);
  });
  return router;
}
