// Refunds at the providers (decision 193): Stripe's Refunds API on the payment intent of the order's
// Checkout Session, PayPal's Payments v2 refund of the order's capture. Each call carries the
// caller's idempotency key (Stripe's Idempotency-Key, PayPal-Request-Id), so a retry after a lost
// answer refunds once. A provider's no is ProviderRefused; no answer at all is ProviderUnreachable.
import { ApiError, type Client, PaymentsController } from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';
import { eurosValue } from './paypal-orders.js';
import { isProviderDown, ProviderUnreachable } from './provider-down.js';

export class ProviderRefused extends Error {
  constructor(readonly provider: 'stripe' | 'paypal', readonly issue: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProviderRefused';
  }
}

export interface ProviderRefund {
  /** The provider's refund id (re_… at Stripe). */
  reference: string;
  amount: number;
}

/** The payment intent a payment's reference names: itself (pi_…), or its Checkout Session's (cs_…). */
async function paymentIntentOf(stripe: Stripe, reference: string): Promise<string> {
  if (reference.startsWith('pi_')) return reference;
  const session = await stripe.checkout.sessions.retrieve(reference);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new ProviderRefused('stripe', 'no_payment_intent', `Checkout Session ${reference} has no payment to refund`);
  return intent;
}

/** Refunds `amount` cents of the card payment `reference` (a payment intent or its Checkout Session). */
export async function refundStripePayment(stripe: Stripe, reference: string, amount: number, idempotencyKey: string): Promise<ProviderRefund> {
  try {
    const intent = await paymentIntentOf(stripe, reference);
    const refund = await stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey });
    return { reference: refund.id, amount: refund.amount };
  } catch (err) {
    if (err instanceof ProviderRefused) throw err;
    if (isProviderDown(err)) throw new ProviderUnreachable('stripe', { cause: err });
    if (err instanceof Stripe.errors.StripeError) throw new ProviderRefused('stripe', err.code ?? err.type, err.message, { cause: err });
    throw err;
  }
}

/** Refunds `amount` cents of PayPal capture `captureId`. */
export async function refundPaypalCapture(client: Client, captureId: string, amount: number, requestId: string): Promise<ProviderRefund> {
  const payments = new PaymentsController(client);
  try {
    const { result } = await payments.refundCapturedPayment({
      captureId, paypalRequestId: requestId, prefer: 'return=representation',
      body: { amount: { currencyCode: 'EUR', value: eurosValue(amount) } },
    });
    return { reference: result.id ?? '', amount: Math.round(Number(result.amount?.value ?? eurosValue(amount)) * 100) };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode < 500 && err.statusCode !== 429) {
      const body = (err.result ?? {}) as { name?: string; message?: string; details?: { issue?: string; description?: string }[] };
      throw new ProviderRefused('paypal', body.details?.[0]?.issue ?? body.name ?? 'PAYPAL_ERROR', body.details?.[0]?.description ?? body.message ?? err.message, { cause: err });
    }
    throw new ProviderUnreachable('paypal', { cause: err });
  }
}
