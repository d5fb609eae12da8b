// POST shop/mail/send: the support page's form (docs/product/content.md#support), mailed to the shop.
import { createRoute } from '@hono/zod-openapi';
import { langQuerySchema } from '../../contract/shop.js';
import { supportMessageAnswerSchema, supportMessageBodySchema } from '../../contract/support.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { oweSupportMessage } from '../domain/support.js';
import { attemptLimits, tooManyAttemptsAnswer } from '../http/attempt-limits.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from '../http/request-lang.js';

const sendRoute = createRoute({
  method: 'post', path: '/shop/mail/send', tags: ['shop'],
  summary: 'Send a message to the shop (support form)',
  request: { query: langQuerySchema, body: { content: { 'application/json': { schema: supportMessageBodySchema } }, required: true } },
  responses: {
    200: jsonBody(supportMessageAnswerSchema, "Kept and mailed to the shop (or, the mail server not answering, owed and sent by the sweep: decision 244): message 'ok'"),
    400: errorResponses[400],
    429: tooManyAttemptsAnswer,
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
    // Kept first, then sent: a mail server that does not answer leaves it owed for the sweep.
    const mailId = await oweSupportMessage(db, body, lang);
    await deliverOrderMails(db, mailer, [mailId], { log });
    return c.json({ message: 'ok' as const }, 200);
  });
  return router;
}
