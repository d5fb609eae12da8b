// Orders paid online (decisions 130-133): the order's Stripe Checkout Session or PayPal order, and
// the provider's word that it is paid — the webhook, the Stripe return, the PayPal capture —
// given to confirmPaidOrder, which places the order once however often and in whatever order
// that word arrives. Amounts are checked there against the order's total.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Lang } from '../../../contract/i18n-text.js';
import { isOpenIntent, isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { capturePaypalOrder, createPaypalOrder, PaypalRefused, type PaypalOrderInput } from '../../payments/paypal-orders.js';
import { isProviderDown } from '../../payments/provider-down.js';
import type { PaymentEvents, PaymentProviders, StripePaymentFailed, StripeSessionCompleted, StripeSessionExpired } from '../../payments/providers.js';
import {
  createCheckoutSession, expireCheckoutSession, retrieveCheckoutSession, STRIPE_SESSION_LIMITS_MS, type CheckoutSessionSummary, type StripeCheckoutInput,
} from '../../payments/stripe-checkout.js';
import { ensureStripeCustomer, saveCardFromCheckoutSession } from '../../payments/stripe-customers.js';
import { translate } from '../i18n.js';
import { localizedPath } from '../page-path.js';
import { confirmPaidOrder } from './confirm-paid.js';
import { paymentFailed } from './last-error.js';
import type { OrderMailContext } from './mail.js';
import { notePaymentFailure, startingPayment } from './payment-start.js';
import { saveProviderReference } from './payment-wiring.js';
import { orderAnswer, orderNotFound, ownOrderRow } from './read.js';
import { OrderRefusal } from './refusal.js';
import { releaseIfLapsed } from './sweep.js';
import { orderStep, type OrderStep } from './step-runner.js';
import * as texts from './texts.js';

export interface OnlinePaymentContext extends OrderMailContext {
  publicUrl: string;
  /** Where the payment pages send the shopper back: the origin they paid from (decision 191). */
  returnOrigin: string;
  mainLang: Lang;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Providers = Pick<PaymentProviders, 'stripe' | 'paypal'>;

const pageUrl = (ctx: OnlinePaymentContext, lang: Lang, segments: string[]) =>
  `${ctx.returnOrigin}${localizedPath(segments, lang, ctx.mainLang)}`;

/**
 * A payment page is made to last at least this long: Stripe's shortest session (30 minutes) and a
 * margin for a slow call or a clock a little off Stripe's (decision 141). When the hold ends sooner,
 * the page outlives it: a payment made after the hold ended takes the stock again, or is left to the
 * staff when it went (confirm-paid.ts), since a hold is never lengthened (decision 191).
 */
const PAGE_AT_LEAST_MS = STRIPE_SESSION_LIMITS_MS.min + 2 * 60 * 1000;
/** An earlier page of the order with this much time left is answered again rather than replaced. */
const PAGE_REUSED_WITH_MS = 10 * 60 * 1000;

/** When the order's payment page ends: with the hold, or PAGE_AT_LEAST_MS from now (rounded up to the minute, so racing clicks agree). */
function pageEnd(holdEnd: Date, now = Date.now()): Date {
  const soonest = Math.ceil((now + PAGE_AT_LEAST_MS) / 60_000) * 60_000;
  return new Date(Math.max(Math.floor(holdEnd.getTime() / 1000) * 1000, soonest));
}

/**
 * The order's earlier Checkout Session, before another is made: an open one with time left is
 * answered again (a double click, a reload, a payment tried again after a cancel); any other open
 * one is expired, so only one page per order can take money (decision 141). One paid meanwhile
 * (its webhook not in yet) places the order: 409 ORDER_PLACED, the customer goes to the completed page.
 */
async function previousSession(
  db: Db, mailer: Mailer, providers: Providers, orderId: string, sessionId: string | null, ctx: OnlinePaymentContext,
): Promise<CheckoutSessionSummary | null> {
  if (!sessionId) return null;
  let session = await retrieveCheckoutSession(providers.stripe, sessionId);
  if (session.status === 'open' && session.url && session.expiresAt.getTime() - Date.now() >= PAGE_REUSED_WITH_MS) return session;
  if (session.status === 'open') session = await expireCheckoutSession(providers.stripe, sessionId);
  if (session.paid) {
    await stripePaid(db, mailer, providers, orderId, session, ctx);
    throw new OrderRefusal('conflict', 'ORDER_PLACED', texts.ORDER_PLACED);
  }
  return null;
}

/** The step after the intent's for a card: the provider's hosted page. Undo: the page is expired, so it takes no money. */
const openStripePage: OrderStep<{ stripe: Stripe; input: StripeCheckoutInput }, { id: string; url: string; stripe: Stripe }> = orderStep(
  'open the payment page',
  async (_tx, { stripe, input }) => ({ ...(await createCheckoutSession(stripe, input)), stripe }),
  async (_tx, { stripe, id }) => {
    await expireCheckoutSession(stripe, id).catch(() => undefined);
  },
  { reachesOut: true },
);

/**
 * POST orders/{id}/payWithStripe: the hosted payment page's address for the customer's order. The
 * page takes payment until the order's hold ends, or for Stripe's 30-minute minimum (pageEnd). It
 * comes back to the origin the shopper paid from (decision 191).
 */
export async function startStripePayment(
  db: Db, mailer: Mailer, providers: Providers, userId: number, orderId: string, lang: Lang, ctx: OnlinePaymentContext,
): Promise<{ url: string }> {
  return startingPayment(db, { userId, orderId, method: 'stripe', open: async (flow, pay) => {
    const again = await previousSession(db, mailer, providers, orderId, pay.stripeSessionId, ctx);
    if (again?.url) return { url: again.url };
    const { order } = pay;
    const { cashier } = order.checkout;
    const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
    const customerId = await ensureStripeCustomer(db, providers.stripe, { id: userId, email: pay.email, name: `${user!.first} ${user!.last}` });
    const expiresAt = pageEnd(pay.expiresAt);
    const successUrl = `${pageUrl(ctx, lang, ['checkout', 'ordine-concluso', order.id])}?session_id={CHECKOUT_SESSION_ID}`;
    const session = await flow.step(openStripePage, {
      stripe: providers.stripe,
      input: {
        orderId: order.id,
        orderNumber: order.number,
        email: pay.email,
        lang,
        // A discount code's free products cost nothing: Stripe has no line to show for them.
        lines: order.items.filter((item) => item.prices.grossRevenue > 0)
          .map((item) => ({ name: item.name, unitAmount: item.prices.grossRevenue / item.quantity, quantity: item.quantity })),
        shipping: { name: translate(texts.SHIPPING_LINE, lang), amount: cashier.shipping.gross },
        surcharge: { name: translate(texts.SURCHARGE_LINE, lang), amount: cashier.payment.additionalGross },
        discount: cashier.promo.code ? { code: cashier.promo.code, amount: cashier.promo.gross } : null,
        total: cashier.total,
        successUrl,
        cancelUrl: `${pageUrl(ctx, lang, ['checkout', 'conferma'])}?payment=stripe-cancelled&order=${order.id}`,
        customerId,
        expiresAt,
        // One session per order, page end and return origin: two clicks racing get the same page.
        idempotencyKey: `${order.id}:${expiresAt.getTime()}:${ctx.returnOrigin}`,
      },
    });
    await flow.step(saveProviderReference, { orderId: order.id, ref: { provider: 'stripe', sessionId: session.id } });
    return { url: session.url };
  } });
}

/** The session paid: the order placed, the card kept when the customer asked to save it. */
async function stripePaid(
  db: Db, mailer: Mailer, providers: Providers, orderId: string, session: { id: string; amountTotal: number; currency: string }, ctx: OrderMailContext,
): Promise<Order> {
  const { order } = await confirmPaidOrder(db, mailer, orderId, { provider: 'stripe', reference: session.id, amount: session.amountTotal, currency: session.currency }, ctx);
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (row) {
    await saveCardFromCheckoutSession(db, providers.stripe, row.userId, session.id)
      .catch((err: unknown) => ctx.log?.warn({ err, orderId }, 'stripe: the card was not saved'));
  }
  return order;
}

/** A provider that does not answer, told as a refusal to try again later (503), and noted on the order. */
async function unlessProviderDown<T>(db: Db, orderId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isProviderDown(err)) throw err;
    await notePaymentFailure(db, orderId, 'PAYMENT_PROVIDER_UNAVAILABLE', err instanceof Error ? err.message : String(err));
    throw new OrderRefusal('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE', texts.PAYMENT_PROVIDER_UNAVAILABLE);
  }
}

/**
 * PATCH orders/{id}/intents: the customer came back from the hosted page with its session id. The
 * order answers first: one placed already (the webhook came first) is shown as it is, whatever
 * Stripe would say or whether it answers at all (decision 191).
 */
export async function confirmStripeReturn(
  db: Db, mailer: Mailer, providers: Providers, userId: number, orderId: string, sessionId: string, ctx: OnlinePaymentContext,
): Promise<Order> {
  const row = await ownOrderRow(db, userId, orderId);
  // A session id that is not this order's is treated as unknown: the page cannot confirm another order.
  if (row.stripeSessionId !== sessionId) throw orderNotFound();
  if (isPlaced(row)) return orderAnswer(db, row);
  const session = await unlessProviderDown(db, orderId, () => retrieveCheckoutSession(providers.stripe, sessionId));
  if (!session.paid || session.orderId !== orderId) {
    throw new OrderRefusal('conflict', 'PAYMENT_NOT_COMPLETED', texts.PAYMENT_NOT_COMPLETED);
  }
  return stripePaid(db, mailer, providers, orderId, session, ctx);
}

/** The webhook's `checkout.session.completed`: the same placement as the return, whichever comes first. */
export function stripeWebhookHandler(db: Db, mailer: Mailer, providers: () => Providers, ctx: OrderMailContext): PaymentEvents {
  return {
    async onStripeSessionCompleted(event: StripeSessionCompleted): Promise<boolean> {
      // A session the shop did not make for an order (another integration on the account): not ours.
      if (!event.orderId) return false;
      // The shop's orders have UUIDs; another reference would only make the query fail (found by
      // the fuzz suite: a signed event with client_reference_id 'x' answered 500, so Stripe would
      // have delivered it again for days).
      if (!z.uuid().safeParse(event.orderId).success) {
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId }, 'stripe: a paid session no order of the shop knows');
        return false;
      }
      const [row] = await db.select({ sessionId: orders.stripeSessionId }).from(orders).where(eq(orders.id, event.orderId));
      if (!row || row.sessionId !== event.sessionId) {
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId }, 'stripe: a paid session no order of the shop knows');
        return false;
      }
      try {
        await stripePaid(db, mailer, providers(), event.orderId, { id: event.sessionId, amountTotal: event.amountTotal, currency: event.currency }, ctx);
        return true;
      } catch (err) {
        // A refusal (another amount than the order's: recorded on it as lastError) is final: a
        // redelivery would be refused the same way, so the event is acknowledged. Anything else
        // answers 500 and Stripe delivers again.
        if (!(err instanceof OrderRefusal)) throw err;
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId, code: err.code }, 'stripe: a paid session the order refused');
        return true;
      }
    },
    // The order's page expired (its time ran out, or Stripe's 30-minute minimum after a hold that
    // ended sooner): no money can come through it, so the failure is written on the order and its
    // stock goes back now rather than at the next sweep (decisions 141, 191). A session replaced by
    // a newer one changes nothing.
    async onStripeSessionExpired(event: StripeSessionExpired): Promise<boolean> {
      // Not an order id of the shop's (another integration on the account): not ours.
      if (!event.orderId || !UUID.test(event.orderId)) return false;
      const [row] = await db.select({ sessionId: orders.stripeSessionId, placedAt: orders.placedAt, status: orders.status, expiresAt: orders.expiresAt })
        .from(orders).where(eq(orders.id, event.orderId));
      if (!row || row.sessionId !== event.sessionId || !isOpenIntent(row)) return false;
      // Expired early by the shop itself, as a new page replaces it (the event may come before the
      // new page is stored): not a failure of the order's.
      if (event.expiresAt && event.expiresAt.getTime() > Date.now() + 60_000) return false;
      // One workflow: the hold's end, if it came (the failure noted with it), else the failed payment.
      const failure = { code: 'PAYMENT_EXPIRED', message: 'The card payment page expired before the payment', payload: { sessionId: event.sessionId } };
      const now = new Date();
      if (row.expiresAt < now) await releaseIfLapsed(db, event.orderId, now, failure);
      else await paymentFailed(db, event.orderId, failure, undefined, now);
      ctx.log?.info({ eventId: event.eventId, orderId: event.orderId }, 'stripe: session expired, stock hold released');
      return true;
    },
    // A card declined on the order's page (decision 191): written on the order, its stock given back
    // at once. The page stays open at Stripe: another card paying there takes the stock again.
    async onStripePaymentFailed(event: StripePaymentFailed): Promise<boolean> {
      if (!event.orderId || !UUID.test(event.orderId)) return false;
      const [row] = await db.select({ placedAt: orders.placedAt, status: orders.status }).from(orders).where(eq(orders.id, event.orderId));
      if (!row || !isOpenIntent(row)) return false;
      await paymentFailed(db, event.orderId, {
        code: 'CARD_DECLINED', message: event.message ?? 'The card was declined',
        payload: { paymentIntentId: event.paymentIntentId, code: event.code, declineCode: event.declineCode },
      });
      ctx.log?.info({ eventId: event.eventId, orderId: event.orderId, code: event.code }, 'stripe: card declined, stock hold released');
      return true;
    },
  };
}

/** The step after the intent's for PayPal: PayPal's order. Undo: none (an order nobody approves lapses at PayPal). */
const openPaypalOrder: OrderStep<{ paypal: Providers['paypal']; input: PaypalOrderInput }, { id: string }> = orderStep(
  'open the PayPal order',
  (_tx, { paypal, input }) => createPaypalOrder(paypal, input),
  () => Promise.resolve(),
  { reachesOut: true },
);

/** POST orders/{id}/paypal: PayPal's order for the customer's order, which the PayPal button's createOrder answers. */
export async function startPaypalPayment(
  db: Db, providers: Providers, userId: number, orderId: string, lang: Lang,
): Promise<{ paypalOrderId: string }> {
  return startingPayment(db, { userId, orderId, method: 'paypal', open: async (flow, { order }) => {
    const created = await flow.step(openPaypalOrder, {
      paypal: providers.paypal, input: { orderId: order.id, orderNumber: order.number, total: order.checkout.cashier.total, lang },
    });
    await flow.step(saveProviderReference, { orderId: order.id, ref: { provider: 'paypal', orderId: created.id } });
    return { paypalOrderId: created.id };
  } });
}

/**
 * POST orders/{id}/paypal/capture: after the buyer approved, the payment is captured and the order
 * placed. A capture PayPal refuses is recorded on the order (PAYPAL_ERROR) and told (409).
 */
export async function capturePaypalPayment(
  db: Db, mailer: Mailer, providers: Providers, userId: number, orderId: string, ctx: OnlinePaymentContext,
): Promise<Order> {
  const row = await ownOrderRow(db, userId, orderId);
  // Captured already (a reload of the return page): the placed order.
  if (isPlaced(row)) return orderAnswer(db, row);
  if (!row.paypalOrderId) throw new OrderRefusal('conflict', 'PAYMENT_NOT_STARTED', texts.PAYMENT_NOT_COMPLETED);
  try {
    // PayPal down at the capture: told (503) and noted; the hold stays, for the capture asked again.
    const capture = await unlessProviderDown(db, orderId, () => capturePaypalOrder(providers.paypal, row.paypalOrderId!));
    if (capture.status !== 'COMPLETED' || capture.orderId !== orderId) {
      throw new PaypalRefused(422, capture.status, `PayPal answered ${capture.status}`);
    }
    return (await confirmPaidOrder(db, mailer, orderId, {
      provider: 'paypal', reference: capture.captureId ?? row.paypalOrderId!, amount: capture.amount, currency: capture.currency,
    }, ctx)).order;
  } catch (err) {
    if (!(err instanceof PaypalRefused)) throw err;
    await notePaymentFailure(db, orderId, 'PAYPAL_ERROR', err.message, { issue: err.issue, status: err.status });
    throw new OrderRefusal('conflict', 'PAYPAL_ERROR', texts.PAYMENT_NOT_COMPLETED, { issue: err.issue });
  }
}
