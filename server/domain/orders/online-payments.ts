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
import type { PaymentEvents, PaymentProviders, StripeSessionCompleted } from '../../payments/providers.js';
import { createCheckoutSession, retrieveCheckoutSession } from '../../payments/stripe-checkout.js';
import { ensureStripeCustomer, saveCardFromCheckoutSession } from '../../payments/stripe-customers.js';
import { translate } from '../i18n.js';
import { localizedPath } from '../page-path.js';
import { confirmPaidOrder } from './confirm-paid.js';
import type { OrderMailContext } from './mail.js';
import { orderToPay, setProviderReference } from './payment-wiring.js';
import { orderAnswer, orderNotFound, ownOrderRow } from './read.js';
import { OrderRefusal } from './refusal.js';
import * as texts from './texts.js';

export interface OnlinePaymentContext extends OrderMailContext {
  publicUrl: string;
  mainLang: Lang;
}

type Providers = Pick<PaymentProviders, 'stripe' | 'paypal'>;

const pageUrl = (ctx: OnlinePaymentContext, lang: Lang, segments: string[]) =>
  `${ctx.publicUrl}${localizedPath(segments, lang, ctx.mainLang)}`;

/** POST orders/{id}/payWithStripe: the hosted payment page's address for the customer's order. */
export async function startStripePayment(
  db: Db, providers: Providers, userId: number, orderId: string, lang: Lang, ctx: OnlinePaymentContext,
): Promise<{ url: string }> {
  const pay = await orderToPay(db, userId, orderId);
  if (pay.method !== 'stripe') throw new OrderRefusal('conflict', 'PAYMENT_METHOD_MISMATCH', texts.PAYMENT_METHOD_MISMATCH);
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
    // One session per order and intent hold: a double click answers the same page.
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
  };
}

/** POST orders/{id}/paypal: PayPal's order for the customer's order, and where the buyer approves it. */
export async function startPaypalPayment(
  db: Db, providers: Providers, userId: number, orderId: string, lang: Lang, ctx: OnlinePaymentContext,
): Promise<{ paypalOrderId: string; approveUrl: string | null }> {
  const pay = await orderToPay(db, userId, orderId);
  if (pay.method !== 'paypal') throw new OrderRefusal('conflict', 'PAYMENT_METHOD_MISMATCH', texts.PAYMENT_METHOD_MISMATCH);
  const { order } = pay;
  const created = await createPaypalOrder(providers.paypal, {
    orderId: order.id, orderNumber: order.number, total: order.checkout.cashier.total, lang,
    redirect: {
      returnUrl: `${pageUrl(ctx, lang, ['checkout', 'ordine-concluso', order.id])}?mode=paypal`,
      cancelUrl: `${pageUrl(ctx, lang, ['checkout', 'conferma'])}?payment=paypal-cancelled&order=${order.id}`,
    },
  });
  await setProviderReference(db, order.id, { provider: 'paypal', orderId: created.id });
  return { paypalOrderId: created.id, approveUrl: created.approveUrl };
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
