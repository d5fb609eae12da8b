// The payment providers the server runs with (decisions 131-133): the SDK clients, the sandbox's
// fakes when a provider has no keys, and the handler a verified Stripe payment is given to.
import type { Client } from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';
import type { Logger } from '../log.js';
import { createPaypalClient, createStripeClient } from './clients.js';
import { usesSandbox, type PaymentSandboxFactory } from './sandbox-loader.js';
import type { PaymentSandbox } from './sandbox/index.js';
import type { WebhookDelivery } from './sandbox/stripe-events.js';
import type { PaymentSettings } from './settings.js';

/** A verified `checkout.session.completed` whose payment_status is paid. */
export interface StripeSessionCompleted {
  /** Stripe's event id (evt_…): the same on every redelivery of the event. */
  eventId: string;
  sessionId: string;
  /** client_reference_id: the shop's order id; null for a session the shop did not make. */
  orderId: string | null;
  /** Cents charged, and their currency ('eur'). */
  amountTotal: number;
  currency: string;
  paymentIntentId: string | null;
  customerId: string | null;
}

/** A verified `checkout.session.expired`: the session's page no longer takes payment. */
export interface StripeSessionExpired {
  eventId: string;
  sessionId: string;
  /** The session's expires_at: later than now when the shop expired it early (replaced by a new page). */
  expiresAt: Date | null;
  /** client_reference_id: the shop's order id; null for a session the shop did not make. */
  orderId: string | null;
}

/** A verified `payment_intent.payment_failed`: a card declined on the order's payment page. */
export interface StripePaymentFailed {
  eventId: string;
  paymentIntentId: string;
  /** metadata.order_id: the shop's order id; null for a payment the shop did not make. */
  orderId: string | null;
  /** Stripe's error code (card_declined, expired_card, …), the bank's decline code, and Stripe's message. */
  code: string | null;
  declineCode: string | null;
  message: string | null;
}

/**
 * What the shop does with a provider's word that an order is paid. Called once for every verified
 * delivery: Stripe delivers an event at least once, so the same eventId may come again and the
 * handler must make it count once (the orders' confirmPaidOrder does). Throwing answers 500, and
 * Stripe delivers again later.
 */
/** Each answers whether the event was about one of the shop's orders and acted on (the webhook's `handled`). */
export interface PaymentEvents {
  onStripeSessionCompleted(event: StripeSessionCompleted): Promise<boolean>;
  /** Stripe expired a session (its expires_at passed, or the shop expired it); absent: ignored. */
  onStripeSessionExpired?(event: StripeSessionExpired): Promise<boolean>;
  /** A payment on the session's page failed (the page stays open for another card); absent: ignored. */
  onStripePaymentFailed?(event: StripePaymentFailed): Promise<boolean>;
}

/** Until the orders are bound: logs the payment and changes nothing. */
export const loggingPaymentEvents = (log: Logger): PaymentEvents => ({
  async onStripeSessionCompleted(event) {
    log.info({ payment: event }, 'stripe session completed; no order handler is bound');
    return false;
  },
});

export interface PaymentProviders {
  settings: PaymentSettings;
  stripe: Stripe;
  paypal: Client;
  /** Only when a provider runs in the sandbox. */
  sandbox: PaymentSandbox | undefined;
  events: PaymentEvents;
}

export interface PaymentProvidersOptions {
  settings: PaymentSettings;
  publicUrl: string;
  /** How the sandbox's hosted page reaches the shop's webhook (the app's own fetch). */
  deliver: WebhookDelivery;
  events: PaymentEvents;
  log: Logger;
  /** The sandbox's maker (loadPaymentSandbox): required when a provider runs in the sandbox. */
  sandbox?: PaymentSandboxFactory | undefined;
}

export function createPaymentProviders({ settings, publicUrl, deliver, events, log, sandbox: makeSandbox }: PaymentProvidersOptions): PaymentProviders {
  const inSandbox = usesSandbox(settings);
  if (inSandbox && !makeSandbox) throw new Error('A provider runs in the payment sandbox: pass loadPaymentSandbox(settings)\'s maker');
  const sandbox = inSandbox ? makeSandbox?.({
    settings, publicUrl, deliver, apiVersion: Stripe.API_VERSION,
    onDeliveryFailure: (eventId, detail) => log.warn({ eventId, detail }, 'sandbox: webhook delivery failed'),
  }) : undefined;
  for (const [provider, mode] of [['stripe', settings.stripe.mode], ['paypal', settings.paypal.mode]] as const) {
    // A warning: anyone may "pay" on the sandbox's pages, which is right for a demo and wrong for a shop.
    if (mode === 'sandbox') log.warn({ provider, why: settings.sandbox.reason }, 'payments: no keys, SANDBOX mode: no real payment is taken, and anyone can pay on its pages');
  }
  return {
    settings,
    stripe: createStripeClient(settings.stripe, sandbox?.stripeFetch),
    paypal: createPaypalClient(settings.paypal, sandbox?.paypalFetch),
    sandbox,
    events,
  };
}
