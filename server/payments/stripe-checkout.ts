// Stripe Checkout for an order (decision 132): the hosted payment page gets the order's lines,
// shipping, the payment surcharge and the discount in EUR, the customer's e-mail and language, and
// comes back to the shop's pages; the `checkout.session.completed` webhook, verified with the
// endpoint's secret, tells the shop the order is paid.
import Stripe from 'stripe';
import type { Lang } from '../../contract/i18n-text.js';

export interface CheckoutLine {
  name: string;
  /** Unit price paid, cents VAT included. */
  unitAmount: number;
  quantity: number;
}

export interface StripeCheckoutInput {
  /** The order's id (UUID): client_reference_id and metadata.order_id. */
  orderId: string;
  /** What the customer quotes (R2026-000042): metadata and the payment's description. */
  orderNumber: string;
  email: string;
  lang: Lang;
  lines: CheckoutLine[];
  /** The shipping fee as the cashier shows it (0 when free); null: no shipping line at all. */
  shipping: { name: string; amount: number } | null;
  /** The payment method's additionalPrice, as its own line; null or 0: none. */
  surcharge: { name: string; amount: number } | null;
  /** The discount code's take off the goods (cashier.promo.gross); null or 0: none. */
  discount: { code: string; amount: number } | null;
  /** cashier.total: must equal the sum of the above, or no session is made. */
  total: number;
  /** The completed page; Stripe puts the session id where {CHECKOUT_SESSION_ID} is. */
  successUrl: string;
  cancelUrl: string;
  /**
   * When the page stops taking payment (Stripe's expires_at, whole seconds: the time is rounded
   * down so the page never outlives it): 30 minutes to 24 hours from now (STRIPE_SESSION_LIMITS_MS),
   * else no session is made. Null: Stripe's default, 24 hours.
   */
  expiresAt: Date | null;
  /** The customer's Stripe Customer (ensureStripeCustomer): Checkout then offers saved cards and to save this one. */
  customerId: string | null;
  /** Stripe replays the first answer for the same key (e.g. one per order and attempt). */
  idempotencyKey?: string;
}

/** Stripe's bounds for a Checkout Session's expires_at, from its creation. */
export const STRIPE_SESSION_LIMITS_MS = { min: 30 * 60 * 1000, max: 24 * 60 * 60 * 1000 } as const;

export class CheckoutExpiryOutOfBounds extends Error {
  constructor(expiresAt: Date, now: Date) {
    super(`A Checkout Session cannot expire at ${expiresAt.toISOString()} when made at ${now.toISOString()} (30 minutes to 24 hours)`);
    this.name = 'CheckoutExpiryOutOfBounds';
  }
}

export class CheckoutTotalMismatch extends Error {
  constructor(expected: number, computed: number) {
    super(`The order's total ${expected} is not its lines' sum ${computed}`);
    this.name = 'CheckoutTotalMismatch';
  }
}

/** The session's own fields the shop reads back. */
export interface CheckoutSessionSummary {
  id: string;
  /** client_reference_id: the order's id. */
  orderId: string | null;
  paid: boolean;
  status: 'open' | 'complete' | 'expired';
  /** When the page stops taking payment. */
  expiresAt: Date;
  /** The hosted page's address while the session is open. */
  url: string | null;
  /** Cents actually charged. */
  amountTotal: number;
  currency: string;
  paymentIntentId: string | null;
  customerId: string | null;
}

const positive = (part: { amount: number } | null): part is { name?: string; code?: string; amount: number } => part !== null && part.amount > 0;

/** Creates the hosted payment page's session; answers its id and the address to send the browser to. */
export async function createCheckoutSession(stripe: Stripe, input: StripeCheckoutInput): Promise<{ id: string; url: string }> {
  const goods = input.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const surcharge = positive(input.surcharge) ? input.surcharge.amount : 0;
  const discount = positive(input.discount) ? Math.min(input.discount.amount, goods + surcharge) : 0;
  const computed = goods + surcharge - discount + (input.shipping?.amount ?? 0);
  if (computed !== input.total) throw new CheckoutTotalMismatch(input.total, computed);
  const now = new Date();
  const expiresAt = input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : null;
  if (input.expiresAt && (input.expiresAt.getTime() - now.getTime() < STRIPE_SESSION_LIMITS_MS.min
    || input.expiresAt.getTime() - now.getTime() > STRIPE_SESSION_LIMITS_MS.max)) {
    throw new CheckoutExpiryOutOfBounds(input.expiresAt, now);
  }

  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: 'eur', unit_amount: line.unitAmount, product_data: { name: line.name } },
  }));
  // Stripe has no negative line nor a fee field: the surcharge is a line, the discount a one-off
  // coupon (Stripe applies coupons to the items, never to shipping: the shop's codes are on goods).
  if (positive(input.surcharge)) {
    lineItems.push({ quantity: 1, price_data: { currency: 'eur', unit_amount: input.surcharge.amount, product_data: { name: input.surcharge.name } } });
  }
  const discounts: Stripe.Checkout.SessionCreateParams.Discount[] = [];
  if (discount > 0) {
    const coupon = await stripe.coupons.create(
      { amount_off: discount, currency: 'eur', duration: 'once', name: input.discount!.code.slice(0, 40) },
      input.idempotencyKey ? { idempotencyKey: `${input.idempotencyKey}-coupon` } : {},
    );
    discounts.push({ coupon: coupon.id });
  }
  const metadata = { order_id: input.orderId, order_number: input.orderNumber };
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    currency: 'eur',
    line_items: lineItems,
    ...(discounts.length > 0 ? { discounts } : {}),
    ...(input.shipping ? {
      shipping_options: [{
        shipping_rate_data: { type: 'fixed_amount', display_name: input.shipping.name, fixed_amount: { amount: input.shipping.amount, currency: 'eur' } },
      }],
    } : {}),
    // Stripe takes one of the two: a Customer carries its e-mail.
    ...(input.customerId
      ? { customer: input.customerId, saved_payment_method_options: { payment_method_save: 'enabled' } }
      : { customer_email: input.email }),
    locale: input.lang,
    client_reference_id: input.orderId,
    metadata,
    payment_intent_data: { metadata, description: `Raggio ${input.orderNumber}` },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    ...(expiresAt !== null ? { expires_at: expiresAt } : {}),
  }, input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {});
  if (!session.url) throw new Error(`Stripe gave session ${session.id} no address`);
  return { id: session.id, url: session.url };
}

export function sessionSummary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  const idOf = (v: string | { id: string } | null) => (typeof v === 'string' ? v : v?.id ?? null);
  return {
    id: session.id,
    orderId: session.client_reference_id,
    paid: session.status === 'complete' && session.payment_status === 'paid',
    status: (session.status ?? 'open') as CheckoutSessionSummary['status'],
    expiresAt: new Date(session.expires_at * 1000),
    url: session.url ?? null,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'eur',
    paymentIntentId: idOf(session.payment_intent),
    customerId: idOf(session.customer),
  };
}

/** The Stripe return (PATCH orders/{id}/intents {session_id}): the session as Stripe has it now. */
export async function retrieveCheckoutSession(stripe: Stripe, sessionId: string): Promise<CheckoutSessionSummary> {
  return sessionSummary(await stripe.checkout.sessions.retrieve(sessionId));
}

/**
 * Ends an open session at once (Stripe's expire call): its page no longer takes payment. Answers
 * the session as it is afterwards; one that is no longer open (paid, or expired already) is
 * answered as it is, for the caller to look at.
 */
export async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<CheckoutSessionSummary> {
  try {
    return sessionSummary(await stripe.checkout.sessions.expire(sessionId));
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.code === 'resource_missing') throw err;
    return retrieveCheckoutSession(stripe, sessionId);
  }
}

/**
 * Checks a webhook's Stripe-Signature against the raw body and answers the event; throws
 * Stripe's StripeSignatureVerificationError when it does not match (or is older than 5 minutes).
 */
export function verifyStripeWebhook(stripe: Stripe, rawBody: string, signature: string, webhookSecret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
