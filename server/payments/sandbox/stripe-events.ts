// The Stripe sandbox's events (decision 131): built as Stripe builds them and delivered to the
// shop's webhook signed as Stripe signs (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body" with the
// endpoint's secret). Also the sessions' timed expiry (decision 141): Stripe expires an open
// Checkout Session at its expires_at and sends `checkout.session.expired`; the sandbox has no
// clock of its own, so it expires the sessions that are due whenever it is asked anything.
import { createHmac } from 'node:crypto';
import {
  publicSession, stripeId, unixNow, type CheckoutSession, type PaymentIntent, type StripeEvent, type StripeSandboxState,
} from './stripe-state.js';

/** Sends a webhook request to the shop and answers its response. */
export type WebhookDelivery = (request: Request) => Promise<Response>;

export interface StripeEventsOptions {
  state: StripeSandboxState;
  webhookSecret: string;
  /** The shop's endpoint, e.g. http://localhost:8080/v1/webhooks/stripe. */
  webhookUrl: string;
  deliver: WebhookDelivery;
  apiVersion: string;
  onDeliveryFailure?: (eventId: string, detail: string) => void;
}

/** Stripe's scheme v1: hex HMAC-SHA256 of `${timestamp}.${payload}`, keyed with the whole secret. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface StripeEvents {
  /** Records a `type` event about `session` and delivers it; answers the shop's HTTP status (0: unreachable). */
  sessionEvent(type: 'checkout.session.completed' | 'checkout.session.expired', session: CheckoutSession): Promise<number>;
  /** Delivers a recorded event again, as the Dashboard's "Resend" does. */
  send(event: StripeEvent): Promise<number>;
  /** A declined card on the session's page: `payment_intent.payment_failed`, as Stripe sends it. */
  paymentFailed(intent: PaymentIntent): Promise<number>;
  /** Ends an open session (POST …/expire, or its expires_at passed) and sends `checkout.session.expired`. */
  expire(session: CheckoutSession): Promise<void>;
  /** Expires every open session whose expires_at has passed; their events go out in the background. */
  expireDue(): void;
}

export function stripeEvents({ state, webhookSecret, webhookUrl, deliver, apiVersion, onDeliveryFailure }: StripeEventsOptions): StripeEvents {
  async function send(event: StripeEvent): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    try {
      const res = await deliver(new Request(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignatureHeader(payload, webhookSecret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      }));
      if (!res.ok) onDeliveryFailure?.(event.id, `HTTP ${res.status}`);
      return res.status;
    } catch (err) {
      onDeliveryFailure?.(event.id, (err as Error).message);
      return 0;
    }
  }

  function sessionEvent(type: 'checkout.session.completed' | 'checkout.session.expired', session: CheckoutSession): Promise<number> {
    return objectEvent(type, publicSession(session));
  }

  function objectEvent(type: string, object: unknown): Promise<number> {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: unixNow(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.set(event.id, event);
    return send(event);
  }

  async function expire(session: CheckoutSession): Promise<void> {
    if (session.status !== 'open') return;
    session.status = 'expired';
    session.url = null;
    await sessionEvent('checkout.session.expired', session);
  }

  return {
    sessionEvent,
    paymentFailed: (intent) => objectEvent('payment_intent.payment_failed', intent),
    send,
    expire,
    expireDue() {
      const now = unixNow();
      for (const session of state.sessions.values()) {
        if (session.status === 'open' && session.expires_at <= now) void expire(session);
      }
    },
  };
}
