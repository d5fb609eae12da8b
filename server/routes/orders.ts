// The order calls (docs/product/orders.md#calls; decision 123): the intent made from the
// checkout, the completion of an order paid later, a reported payment failure, one order and the
// customer's orders. All are signed in; another customer's order answers 404 NOT_FOUND. The
// provider calls (payWithStripe, the Stripe return, the webhook) are wired by the payment work
// onto the domain functions in server/domain/orders (decision 130).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ORDERS_PAGE_SIZE, ordersPageSchema, ordersQuerySchema, userIdParamSchema } from '../../contract/account.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/cart.js';
import { campaignIdSchema } from '../../contract/campaigns.js';
import type { Lang } from '../../contract/i18n-text.js';
import { orderIdParamsSchema, orderIntentSchema, orderLastErrorBodySchema, orderSchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { findCampaign, isRunning } from '../domain/campaigns/campaigns.js';
import { completeOfflineOrder } from '../domain/orders/complete.js';
import { createOrderIntent } from '../domain/orders/intent.js';
import { recordLastError } from '../domain/orders/last-error.js';
import { ordersPage, ownOrder } from '../domain/orders/read.js';
import { idempotency } from '../http/idempotency.js';
import { langFirst } from '../http/lang-first.js';
import { ownUser } from '../http/own-user.js';
import { refusing } from '../http/refusals.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { validationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

type OrdersEnv = UserEnv & { Variables: { db: Db; lang: Lang } };

const notFound = errorBody('NOT_FOUND: no such order of the signed-in customer (another customer\'s order answers as if it did not exist)');
const common = { tags: ['orders'], security: bearerSecurity };
const orderAnswer = jsonBody(orderSchema, 'The order');
const intentQuery = langQuerySchema.extend({ cmp: campaignIdSchema.optional().describe('The campaign the customer came from (kept while it runs)') });

export function ordersRoutes({ db, config, mailer, log }: RouteDeps) {
  const router = new OpenAPIHono<OrdersEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<OrdersEnv>({ db, config });
  const useDb: MiddlewareHandler<OrdersEnv> = async (c, next) => { c.set('db', db); await next(); };
  const intentRoute = createRoute({
    ...common, method: 'post', path: '/orders/intents',
    middleware: [signedIn, langFirst<OrdersEnv>(db), idempotency<OrdersEnv>({ db, scope: (c) => `user:${c.var.signedIn.userId}` })],
    summary: 'The order made from the signed-in customer\'s checkout, once per checkout (its stock is taken now)',
    request: { query: intentQuery, headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }) },
    responses: {
      200: {
        ...jsonBody(orderIntentSchema, 'The intent: PATCH its returnApi (methods paid later) or pay it online, then go to its returnUrl. The same checkout again answers the same intent.'),
        headers: { [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is the stored answer of an earlier request with the same Idempotency-Key", schema: { type: 'string' as const } } },
      },
      400: errorResponses[400],
      401: signedOutAnswer,
      409: errorBody('CART_CHANGED {items | short, messages, checkout}: a line cannot be bought as it is or the stock is short; show the cart re-check dialog with `messages` (in the asked language) over `checkout`, the cart as it is now, without asking the re-check again; CART_EMPTY; CHECKOUT_INCOMPLETE {missing, step}: addresses, shipping or payment not chosen; SHOP_UNAVAILABLE; IDEMPOTENCY_KEY_REUSED'),
      500: errorResponses[500],
    },
  });
  const completeRoute = createRoute({
    ...common, method: 'patch', path: '/orders/{id}/complete', middleware: [signedIn, useDb],
    summary: 'Complete an order paid later (bank transfer, cash on delivery, card or cash at pickup): the intent\'s returnApi',
    request: { params: orderIdParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(orderSchema, 'The placed order (awaitPayment for a bank transfer, pending otherwise); completing it again answers it unchanged'),
      400: errorResponses[400], 401: signedOutAnswer, 404: notFound,
      409: errorBody('PAYMENT_REQUIRED: the order is paid online (stripe, paypal); ORDER_EXPIRED: the intent ran out or was replaced (check the cart again)'),
      500: errorResponses[500],
    },
  });
  const lastErrorRoute = createRoute({
    ...common, method: 'patch', path: '/orders/{id}', middleware: [signedIn, useDb],
    summary: 'Report a payment failure (PayPal cancelled or failed, a card error); the status does not change',
    request: { params: orderIdParamsSchema, query: langQuerySchema, body: { content: { 'application/json': { schema: orderLastErrorBodySchema } }, required: true } },
    responses: { 200: jsonBody(orderSchema, 'The order, unchanged but for the recorded error'), 400: errorResponses[400], 401: signedOutAnswer, 404: notFound, 500: errorResponses[500] },
  });
  const getRoute = createRoute({
    ...common, method: 'get', path: '/orders/{id}', middleware: [signedIn, useDb],
    summary: 'One of the signed-in customer\'s orders (the completed page: number and checkout.cashier.total)',
    request: { params: orderIdParamsSchema, query: langQuerySchema },
    responses: { 200: orderAnswer, 400: errorResponses[400], 401: signedOutAnswer, 404: notFound, 500: errorResponses[500] },
  });
  const listRoute = createRoute({
    ...common, method: 'get', path: '/orders/users/{id}', middleware: [signedIn, ownUser<OrdersEnv>(db), useDb],
    summary: `The customer's placed orders, newest first, ${ORDERS_PAGE_SIZE} a page by default`,
    request: { params: userIdParamSchema, query: langQuerySchema.extend(ordersQuerySchema.shape) },
    responses: { 200: jsonBody(ordersPageSchema, 'One page of orders'), 400: errorResponses[400], 401: signedOutAnswer, 404: notFound, 500: errorResponses[500] },
  });

  router.openapi(intentRoute, async (c) => {
    const { cmp } = c.req.valid('query');
    const { lang } = c.var;
    const campaign = cmp === undefined ? undefined : await findCampaign(c.var.db, cmp);
    const campaignId = campaign && isRunning(campaign, new Date()) ? campaign.id : null;
    const intent = await refusing(lang, () => createOrderIntent(c.var.db, { userId: c.var.signedIn.userId, lang, campaignId }));
    return c.json(intent, 200, NO_STORE);
  });
  router.openapi(completeRoute, async (c) => {
    const { lang, langs } = await requestLang(c, db, c.req.valid('query').lang);
    const context = { publicUrl: config.publicUrl, mainLang: langs.main, log };
    const order = await refusing(lang, () => completeOfflineOrder(db, mailer, c.var.signedIn.userId, c.req.valid('param').id, context));
    return c.json(order, 200, NO_STORE);
  });
  router.openapi(lastErrorRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const order = await refusing(lang, () => recordLastError(db, c.var.signedIn.userId, c.req.valid('param').id, c.req.valid('json')));
    return c.json(order, 200, NO_STORE);
  });
  router.openapi(getRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await refusing(lang, () => ownOrder(db, c.var.signedIn.userId, c.req.valid('param').id)), 200, NO_STORE);
  });
  router.openapi(listRoute, async (c) => {
    const { page = 1, limit = ORDERS_PAGE_SIZE } = c.req.valid('query');
    return c.json(await ordersPage(db, c.var.signedIn.userId, { page, limit }), 200, NO_STORE);
  });
  return router;
}
