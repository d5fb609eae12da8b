// POST webhooks/stripe (decisions 123, 132): Stripe's events, checked against the endpoint's
// signing secret on the raw body before anything is read from them. A bad or missing signature is
// 400 and changes nothing; a paid `checkout.session.completed`, a `checkout.session.expired`
// (decision 141) and a declined card's `payment_intent.payment_failed` (decision 191) go to the
// payment handler (the orders), every other event is acknowledged and ignored.
import { createRoute, z } from '@hono/zod-openapi';
import Stripe from 'stripe';
import { sessionSummary, verifyStripeWebhook } from '../payments/stripe-checkout.js';
import { ApiHttpError } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

const receivedSchema = z.object({
  received: z.literal(true),
  /** The event's id: a redelivery carries the same one. */
  id: z.string(),
  /**
   * Whether the shop acted on it: false for an event type it does not use, an unpaid session, or
   * an order that is not the shop's or no longer waits for it (decision 199).
   */
  handled: z.boolean(),
}).meta({ id: 'WebhookReceived' });

const stripeWebhookRoute = createRoute({
  method: 'post', path: '/webhooks/stripe', tags: ['payments'],
  summary: "Stripe's events (signed with Stripe-Signature); checkout.session.completed confirms the order's payment, checkout.session.expired and payment_intent.payment_failed are written on the order and give its held stock back",
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: jsonBody(receivedSchema, 'Received'),
    400: errorResponses[400],
    500: errorResponses[500],
  },
});

const badSignature = (why: string) => new ApiHttpError(400, 'WEBHOOK_SIGNATURE_INVALID', `The Stripe-Signature does not match the body: ${why}`);
const badEvent = (why: string) => new ApiHttpError(400, 'WEBHOOK_EVENT_INVALID', `The body is not a Stripe event: ${why}`);

/**
 * The parts of an event and of its Checkout Session the shop reads. Only someone holding the
 * signing secret can send a body that gets this far, so a malformed one is a bug on the sender's
 * side: 400, not the 500 that a TypeError on it used to be (found by the fuzz suite; decision 148).
 */
const idOrObject = z.union([z.string(), z.looseObject({ id: z.string() }), z.null()]).optional();
const eventSchema = z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) });
const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: idOrObject,
  customer: idOrObject,
});

const paymentIntentSchema = z.looseObject({
  id: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.looseObject({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

export function webhooksRoutes({ payments, log }: RouteDeps) {
  const router = newRouter();
  router.openapi(stripeWebhookRoute, async (c) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badSignature('no Stripe-Signature header');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = verifyStripeWebhook(payments.stripe, raw, signature, payments.settings.stripe.webhookSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw badSignature(err.message);
      // Stripe's SDK checks the signature first, then parses the body.
      if (err instanceof SyntaxError) throw badEvent('not JSON');
      throw err;
    }
    if (!eventSchema.safeParse(event).success) throw badEvent('no id, type or data.object');
    if (event.type === 'checkout.session.expired' && payments.events.onStripeSessionExpired) {
      if (!checkoutSessionSchema.safeParse(event.data.object).success) throw badEvent('data.object is not a Checkout Session');
      const expired = event.data.object;
      log.info({ eventId: event.id, sessionId: expired.id, orderId: expired.client_reference_id }, 'stripe: session expired');
      const expiresAt = typeof expired.expires_at === 'number' ? new Date(expired.expires_at * 1000) : null;
      const handled = await payments.events.onStripeSessionExpired({ eventId: event.id, sessionId: expired.id, orderId: expired.client_reference_id, expiresAt });
      return c.json({ received: true as const, id: event.id, handled }, 200);
    }
    if (event.type === 'payment_intent.payment_failed' && payments.events.onStripePaymentFailed) {
      const intent = paymentIntentSchema.safeParse(event.data.object);
      if (!intent.success) throw badEvent('data.object is not a PaymentIntent');
      const error = intent.data.last_payment_error;
      log.info({ eventId: event.id, paymentIntentId: intent.data.id, code: error?.code }, 'stripe: payment failed');
      const handled = await payments.events.onStripePaymentFailed({
        eventId: event.id, paymentIntentId: intent.data.id, orderId: intent.data.metadata?.order_id ?? null,
        code: error?.code ?? null, declineCode: error?.decline_code ?? null, message: error?.message ?? null,
      });
      return c.json({ received: true as const, id: event.id, handled }, 200);
    }
    if (event.type !== 'checkout.session.completed') return c.json({ received: true as const, id: event.id, handled: false }, 200);
    if (!checkoutSessionSchema.safeParse(event.data.object).success) throw badEvent('data.object is not a Checkout Session');
    const session = sessionSummary(event.data.object);
    // A delayed method (not offered: cards only) completes unpaid and pays later.
    if (!session.paid) return c.json({ received: true as const, id: event.id, handled: false }, 200);
    log.info({ eventId: event.id, sessionId: session.id, orderId: session.orderId }, 'stripe: session paid');
    const handled = await payments.events.onStripeSessionCompleted({
      eventId: event.id,
      sessionId: session.id,
      orderId: session.orderId,
      amountTotal: session.amountTotal,
      currency: session.currency,
      paymentIntentId: session.paymentIntentId,
      customerId: session.customerId,
    });
    return c.json({ received: true as const, id: event.id, handled }, 200);
  });
  return router;
}
