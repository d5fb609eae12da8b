// Orders paid online (decisions 123, 130-133): the Stripe hosted page and its return, the PayPal
// order and its capture. The webhook that also places a paid Stripe order: webhooks.ts. Every call
// is the signed-in customer's; another customer's order answers 404 NOT_FOUND.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { orderIdParamsSchema, orderSchema, stripeRedirectSchema, stripeReturnBodySchema } from '../../contract/orders.js';
import { langQuerySchema } from '../../contract/shop.js';
import {
  capturePaypalPayment, confirmStripeReturn, startPaypalPayment, startStripePayment,
} from '../domain/orders/online-payments.js';
import { refusing } from '../http/refusals.js';
import { shopperOrigin } from '../http/shopper-origin.js';
import { bearerSecurity, requireUser, signedOutAnswer, type UserEnv } from '../http/require-user.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { validationHook } from '../http/validation.js';
import { NO_STORE } from '../http/session-cart.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const paypalStartSchema = z.object({
  /** PayPal's order id: what the PayPal button's createOrder answers. */
  paypalOrderId: z.string(),
}).meta({ id: 'PaypalStart' });

/** A provider that does not answer: nothing charged, written on the order, its stock given back (decision 191). */
const unavailable = errorBody('PAYMENT_PROVIDER_UNAVAILABLE: the provider did not answer (an outage, a timeout); nothing was charged, the intent is ended and its stock given back: try again later');
const notFound = errorBody("NOT_FOUND: no such order of the signed-in customer (another customer's order answers as if it did not exist)");
const request = { params: orderIdParamsSchema, query: langQuerySchema };

export function orderPaymentsRoutes({ db, config, mailer, payments, log }: RouteDeps) {
  const router = new OpenAPIHono<UserEnv>({ defaultHook: validationHook });
  const signedIn = requireUser<UserEnv>({ db, config });
  const common = { tags: ['orders'], security: bearerSecurity, middleware: [signedIn] };
  const payWithStripeRoute = createRoute({
    ...common, method: 'post', path: '/orders/{id}/payWithStripe',
    summary: "The Stripe hosted payment page for the customer's order (card): send the browser to `url`",
    request,
    responses: {
      200: jsonBody(stripeRedirectSchema, 'The payment page; it comes back to the completed page with ?session_id=…'),
      400: errorResponses[400], 401: signedOutAnswer, 404: notFound,
      409: errorBody('ORDER_PLACED, ORDER_EXPIRED (check the cart again), PAYMENT_NOT_ONLINE, PAYMENT_METHOD_MISMATCH, CART_CHANGED (the stock given back after a failed try is gone), PAYMENT_START_REFUSED (Stripe said no: the intent is ended, its stock given back)'),
      503: unavailable,
      500: errorResponses[500],
    },
  });
  const stripeReturnRoute = createRoute({
    ...common, method: 'patch', path: '/orders/{id}/intents',
    summary: 'The Stripe return: the session is read back from Stripe, and a paid one places the order (once, whether the webhook came first or not)',
    request: { ...request, body: { content: { 'application/json': { schema: stripeReturnBodySchema } }, required: true } },
    responses: {
      200: jsonBody(orderSchema, 'The placed order'),
      400: errorResponses[400], 401: signedOutAnswer, 404: notFound,
      409: errorBody('PAYMENT_NOT_COMPLETED: the session is not paid; PAYMENT_MISMATCH: it paid another amount; PAYMENT_CURRENCY: not in euros'),
      503: errorBody('PAYMENT_PROVIDER_UNAVAILABLE: Stripe did not answer and the order is not placed yet (one placed already is answered 200 without asking Stripe)'),
      500: errorResponses[500],
    },
  });
  const paypalStartRoute = createRoute({
    ...common, method: 'post', path: '/orders/{id}/paypal',
    summary: "PayPal's order for the customer's order (EUR, the order's total)",
    request,
    responses: {
      200: jsonBody(paypalStartSchema, "PayPal's order"),
      400: errorResponses[400], 401: signedOutAnswer, 404: notFound,
      409: errorBody('ORDER_PLACED, ORDER_EXPIRED, PAYMENT_NOT_ONLINE, PAYMENT_METHOD_MISMATCH, CART_CHANGED, PAYMENT_START_REFUSED (PayPal said no: the intent is ended, its stock given back)'),
      503: unavailable,
      500: errorResponses[500],
    },
  });
  const paypalCaptureRoute = createRoute({
    ...common, method: 'post', path: '/orders/{id}/paypal/capture',
    summary: 'After the buyer approved at PayPal: the payment is captured and the order placed',
    request,
    responses: {
      200: jsonBody(orderSchema, 'The placed order (a second call answers it unchanged)'),
      400: errorResponses[400], 401: signedOutAnswer, 404: notFound,
      409: errorBody('PAYPAL_ERROR {issue}: PayPal refused the capture (recorded on the order); PAYMENT_NOT_STARTED; PAYMENT_MISMATCH; PAYMENT_CURRENCY'),
      503: errorBody('PAYMENT_PROVIDER_UNAVAILABLE: PayPal did not answer; nothing was captured, the stock is still held: ask again'),
      500: errorResponses[500],
    },
  });
  const context = async (c: Parameters<typeof requestLang>[0], asked: Parameters<typeof requestLang>[2]) => {
    const { lang, langs } = await requestLang(c, db, asked);
    // The payment page returns to where the shopper paid from; mail links keep PUBLIC_URL (decision 191).
    return { lang, ctx: { publicUrl: config.publicUrl, returnOrigin: shopperOrigin(c, config), mainLang: langs.main, log } };
  };

  router.openapi(payWithStripeRoute, async (c) => {
    const { lang, ctx } = await context(c, c.req.valid('query').lang);
    const answer = await refusing(lang, () => startStripePayment(db, mailer, payments, c.var.signedIn.userId, c.req.valid('param').id, lang, ctx));
    return c.json(answer, 200, NO_STORE);
  });
  router.openapi(stripeReturnRoute, async (c) => {
    const { lang, ctx } = await context(c, c.req.valid('query').lang);
    const { session_id: sessionId } = c.req.valid('json');
    const order = await refusing(lang, () => confirmStripeReturn(db, mailer, payments, c.var.signedIn.userId, c.req.valid('param').id, sessionId, ctx));
    return c.json(order, 200, NO_STORE);
  });
  router.openapi(paypalStartRoute, async (c) => {
    const { lang } = await context(c, c.req.valid('query').lang);
    const answer = await refusing(lang, () => startPaypalPayment(db, payments, c.var.signedIn.userId, c.req.valid('param').id, lang));
    return c.json(answer, 200, NO_STORE);
  });
  router.openapi(paypalCaptureRoute, async (c) => {
    const { lang, ctx } = await context(c, c.req.valid('query').lang);
    const order = await refusing(lang, () => capturePaypalPayment(db, mailer, payments, c.var.signedIn.userId, c.req.valid('param').id, ctx));
    return c.json(order, 200, NO_STORE);
  });
  return router;
}
