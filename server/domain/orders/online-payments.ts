// Orders paid online (decisions 130-133): the order's Stripe Checkout Session or PayPal order, and
// the provider's word that it is paid — the webhook, the Stripe return, the PayPal capture —
// given to confirmPaidOrder, which places the order once however often and in whatever order
// that word arrives. Amounts are checked there against the order's total.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { capturePaypalOrder, createPaypalOrder, PaypalRefused } from '../../payments/paypal-orders.js';
import type { PaymentEvents, PaymentProviders, StripeSessionCompleted, StripeSessionExpired } from '../../payments/providers.js';
import {
  createCheckoutSession, expireCheckoutSession, retrieveCheckoutSession, STRIPE_SESSION_LIMITS_MS, type CheckoutSessionSummary,
} from '../../payments/stripe-checkout.js';
import { ensureStripeCustomer, saveCardFromCheckoutSession } from '../../payments/stripe-customers.js';
import { translate } from '../i18n.js';
import { localizedPath } from '../page-path.js';
import { confirmPaidOrder } from './confirm-paid.js';
import type { OrderMailContext } from './mail.js';
import { orderToPay, setProviderReference } from './payment-wiring.js';
import { orderAnswer, orderNotFound, ownOrderRow } from './read.js';
import { OrderRefusal } from './refusal.js';
import { releaseIfLapsed } from './sweep.js';
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
 * The hold must outlast Stripe's shortest session by this much, so the session made from it a
 * moment later (after a slow Stripe call, or a clock a little off Stripe's) is still 30 minutes
 * long at least (decision 141).
 */
const HOLD_MARGIN_MS = 2 * 60 * 1000;

/**
 * The order's earlier Checkout Session, before another is made: one that ends with the current
 * hold is answered again (a double click, a reload); any other open one is expired, so only one
 * page per order can take money (decision 141). One paid meanwhile (its webhook not in yet) places
 * the order: 409 ORDER_PLACED, the customer goes to the completed page.
 */
async function previousSession(
  db: Db, mailer: Mailer, providers: Providers, orderId: string, sessionId: string | null, holdEnd: Date, ctx: OnlinePaymentContext,
): Promise<CheckoutSessionSummary | null> {
  if (!sessionId) return null;
  let session = await retrieveCheckoutSession(providers.stripe, sessionId);
  if (session.status === 'open' && session.expiresAt.getTime() === Math.floor(holdEnd.getTime() / 1000) * 1000 && session.url) return session;
  if (session.status === 'open') session = await expireCheckoutSession(providers.stripe, sessionId);
  if (session.paid) {
    await stripePaid(db, mailer, providers, orderId, session, ctx);
    throw new OrderRefusal('conflict', 'ORDER_PLACED', texts.ORDER_PLACED);
  }
  return null;
}

/**
 * POST orders/{id}/payWithStripe: the hosted payment page's address for the customer's order. The
 * page takes payment until the order's stock hold ends (Stripe's expires_at), and the hold is
 * renewed first when it would end within Stripe's 30-minute minimum (decision 141).
 */
export async function startStripePayment(
  db: Db, mailer: Mailer, providers: Providers, userId: number, orderId: string, lang: Lang, ctx: OnlinePaymentContext,
): Promise<{ url: string }> {
  const pay = await orderToPay(db, userId, orderId, { method: 'stripe', holdAtLeastMs: STRIPE_SESSION_LIMITS_MS.min + HOLD_MARGIN_MS });
  const again = await previousSession(db, mailer, providers, orderId, pay.stripeSessionId, pay.expiresAt, ctx);
  if (again?.url) return { url: again.url };
  const { order } = pay;
  const { cashier } = order.checkout;
  const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  const customerId = await ensureStripeCustomer(db, providers.stripe, { id: userId, email: pay.email, name: `${user!.first} ${user!.last}` });
  const session = await createCheckoutSession(providers.stripe, {
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
    successUrl: `${pageUrl(ctx, lang, ['checkout', 'ordine-concluso', order.id])}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${pageUrl(ctx, lang, ['checkout', 'conferma'])}?payment=stripe-cancelled&order=${order.id}`,
    customerId,
    expiresAt: pay.expiresAt,
    // One session per order and intent hold: two clicks racing get the same page.
    idempotencyKey: `${order.id}:${pay.expiresAt.getTime()}`,
  });
  await setProviderReference(db, order.id, { provider: 'stripe', sessionId: session.id });
  return { url: session.url };
}

/** The session paid: the order placed, the card kept when the customer asked to save it. */
async function stripePaid(
  db: Db, mailer: Mailer, providers: Providers, orderId: string, session: { id: string; amountTotal: number }, ctx: OrderMailContext,
): Promise<Order> {
  const { order } = await confirmPaidOrder(db, mailer, orderId, { provider: 'stripe', reference: session.id, amount: session.amountTotal }, ctx);
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (row) {
    await saveCardFromCheckoutSession(db, providers.stripe, row.userId, session.id)
      .catch((err: unknown) => ctx.log?.warn({ err, orderId }, 'stripe: the card was not saved'));
  }
  return order;
}

/** PATCH orders/{id}/intents: the customer came back from the hosted page with its session id. */
export async function confirmStripeReturn(
  db: Db, mailer: Mailer, providers: Providers, userId: number, orderId: string, sessionId: string, ctx: OnlinePaymentContext,
): Promise<Order> {
  const row = await ownOrderRow(db, userId, orderId);
  // A session id that is not this order's is treated as unknown: the page cannot confirm another order.
  if (row.stripeSessionId !== sessionId) throw orderNotFound();
  const session = await retrieveCheckoutSession(providers.stripe, sessionId);
  if (!session.paid || session.orderId !== orderId) {
    throw new OrderRefusal('conflict', 'PAYMENT_NOT_COMPLETED', texts.PAYMENT_NOT_COMPLETED);
  }
  return stripePaid(db, mailer, providers, orderId, session, ctx);
}

/** The webhook's `checkout.session.completed`: the same placement as the return, whichever comes first. */
export function stripeWebhookHandler(db: Db, mailer: Mailer, providers: () => Providers, ctx: OrderMailContext): PaymentEvents {
  return {
    async onStripeSessionCompleted(event: StripeSessionCompleted): Promise<void> {
      // A session the shop did not make for an order (another integration on the account): not ours.
      if (!event.orderId) return;
      // The shop's orders have UUIDs; another reference would only make the query fail (found by
      // the fuzz suite: a signed event with client_reference_id 'x' answered 500, so Stripe would
      // have delivered it again for days).
      if (!z.uuid().safeParse(event.orderId).success) {
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId }, 'stripe: a paid session no order of the shop knows');
        return;
      }
      const [row] = await db.select({ sessionId: orders.stripeSessionId }).from(orders).where(eq(orders.id, event.orderId));
      if (!row || row.sessionId !== event.sessionId) {
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId }, 'stripe: a paid session no order of the shop knows');
        return;
      }
      try {
        await stripePaid(db, mailer, providers(), event.orderId, { id: event.sessionId, amountTotal: event.amountTotal }, ctx);
      } catch (err) {
        // A refusal (another amount than the order's: recorded on it as lastError) is final: a
        // redelivery would be refused the same way, so the event is acknowledged. Anything else
        // answers 500 and Stripe delivers again.
        if (!(err instanceof OrderRefusal)) throw err;
        ctx.log?.warn({ eventId: event.eventId, orderId: event.orderId, code: err.code }, 'stripe: a paid session the order refused');
      }
    },
    // The order's page expired with its hold (decision 141): the stock goes back now rather than
    // at the next sweep. A session replaced by a newer one, or a hold renewed since, changes nothing.
    async onStripeSessionExpired(event: StripeSessionExpired): Promise<void> {
      // Not an order id of the shop's (another integration on the account): not ours.
      if (!event.orderId || !UUID.test(event.orderId)) return;
      const [row] = await db.select({ sessionId: orders.stripeSessionId }).from(orders).where(eq(orders.id, event.orderId));
      if (!row || row.sessionId !== event.sessionId) return;
      if (await releaseIfLapsed(db, event.orderId)) ctx.log?.info({ eventId: event.eventId, orderId: event.orderId }, 'stripe: session expired, stock hold released');
    },
  };
}

/** POST orders/{id}/paypal: PayPal's order for the customer's order, which the PayPal button's createOrder answers. */
export async function startPaypalPayment(
  db: Db, providers: Providers, userId: number, orderId: string, lang: Lang,
): Promise<{ paypalOrderId: string }> {
  const pay = await orderToPay(db, userId, orderId, { method: 'paypal' });
  const { order } = pay;
  const created = await createPaypalOrder(providers.paypal, {
    orderId: order.id, orderNumber: order.number, total: order.checkout.cashier.total, lang,
  });
  await setProviderReference(db, order.id, { provider: 'paypal', orderId: created.id });
  return { paypalOrderId: created.id };
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
  if (row.placedAt !== null) return orderAnswer(db, row);
  if (!row.paypalOrderId) throw new OrderRefusal('conflict', 'PAYMENT_NOT_STARTED', texts.PAYMENT_NOT_COMPLETED);
  try {
    const capture = await capturePaypalOrder(providers.paypal, row.paypalOrderId);
    if (capture.status !== 'COMPLETED' || capture.orderId !== orderId) {
      throw new PaypalRefused(422, capture.status, `PayPal answered ${capture.status}`);
    }
    return (await confirmPaidOrder(db, mailer, orderId, { provider: 'paypal', reference: capture.captureId ?? row.paypalOrderId, amount: capture.amount }, ctx)).order;
  } catch (err) {
    if (!(err instanceof PaypalRefused)) throw err;
    await db.update(orders).set({ lastError: { code: 'PAYPAL_ERROR', message: err.message, payload: { issue: err.issue, status: err.status }, at: new Date().toISOString() } })
      .where(eq(orders.id, orderId));
    throw new OrderRefusal('conflict', 'PAYPAL_ERROR', texts.PAYMENT_NOT_COMPLETED, { issue: err.issue });
  }
}
