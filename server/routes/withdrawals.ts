// The withdrawal function's call (decision 234): a signed-in consumer's statement of withdrawal
// from one of their orders, keyed so a statement queued offline and sent again is taken once.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/cart.js';
import type { Lang } from '../../contract/i18n-text.js';
import { orderIdParamsSchema, orderSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import { withdrawalBodySchema } from '../../contract/withdrawals.js';
import type { Db } from '../db/client.js';
import { deliverOrderMails } from '../domain/orders/order-mails.js';
import { ownOrder } from '../domain/orders/read.js';
import { withdraw } from '../domain/orders/withdraw.js';
import { afterCommit, type AfterCommitEnv } from '../http/after-commit.js';
import { idempotency } from '../http/idempotency.js';
import { refusing } from '../http/refusals.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

type WithdrawalsEnv = UserEnv & AfterCommitEnv & { Variables: { db: Db; lang: Lang } };

export function withdrawalsRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<WithdrawalsEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<WithdrawalsEnv>({ db, config });
  const route = createRoute({
    method: 'post', path: '/orders/{id}/withdrawals', tags: ['orders'], security: bearerSecurity,
    middleware: [signedIn, afterCommit<WithdrawalsEnv>(), idempotency<WithdrawalsEnv>({ db, scope: (c) => `user:${c.var.signedIn.userId}` })],
    summary: 'The consumer withdraws from the order (all or some of its units): the statement is recorded with the time received, and its acknowledgement mailed at once',
    request: {
      params: orderIdParamsSchema, query: langQuerySchema, headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
      body: { content: { 'application/json': { schema: withdrawalBodySchema } }, required: true },
    },
    responses: {
      200: {
        ...jsonBody(orderSchema, 'The order, its withdrawal.statements holding the new statement'),
        headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
      },
      400: errorBody('VALIDATION_ERROR; WITHDRAWAL_LINE_UNKNOWN {itemId}: not a line of the order; WITHDRAWAL_LINE_TWICE {itemId}'),
      401: signedOutAnswer,
      404: errorBody('NOT_FOUND: no such order of the signed-in customer'),
      409: errorBody('WITHDRAWAL_CLOSED: the period is over, or the order was cancelled or refunded whole; WITHDRAWAL_TOO_MANY {itemId, available}: more units than bought, less refunded and already withdrawn; IDEMPOTENCY_KEY_REUSED'),
      500: errorResponses[500],
    },
  });
  router.openapi(route, async (c) => {
    const tx = c.var.db;
    const { lang, langs } = await requestLang(c, tx, c.req.valid('query').lang);
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    const { userId } = c.var.signedIn;
    const orderId = c.req.valid('param').id;
    const mailId = await refusing(lang, () => withdraw(tx, { userId, orderId, body: c.req.valid('json'), lang }, context));
    c.var.afterCommit.push(async () => { await deliverOrderMails(db, mailer, [mailId], context); });
    return c.json(await ownOrder(tx, userId, orderId), 200, NO_STORE);
  });
  return router;
}
