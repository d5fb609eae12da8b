// What the Stripe sandbox remembers (decision 131): the objects the shop's calls and the hosted
// page make, in memory, as Stripe's API shows them. A restart forgets them, as a fresh Stripe test
// account would be: the shop keeps its own record of every payment.
import { randomBytes } from 'node:crypto';

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  saved_payment_method_options: { payment_method_save: 'enabled' | 'disabled' } | null;
  shipping_cost: { amount_subtotal: number; amount_total: number; shipping_rate: string | null } | null;
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  url: string | null;
  ui_mode: 'hosted';
  /** Not Stripe's: what the hosted page lists (Stripe keeps it behind GET …/line_items). */
  _lines: LineItem[];
  _shippingName: string | null;
  _setupFutureUsage: 'on_session' | 'off_session' | null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: { email: string | null; name: string | null };
  card: { brand: string; country: string; exp_month: number; exp_year: number; funding: string; last4: string };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  setup_future_usage: 'on_session' | 'off_session' | null;
  /** 'requires_payment_method' after a declined card, as Stripe leaves it for another try. */
  status: 'succeeded' | 'requires_payment_method';
  /** The declined try's error, as Stripe gives it (type card_error, code card_declined). */
  last_payment_error?: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
}

/** A refund as Stripe's API shows it (POST /v1/refunds). */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
}

export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  livemode: false;
  name: string | null;
  percent_off: number | null;
  valid: boolean;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export class StripeSandboxState {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly customers = new Map<string, Customer>();
  /** Customers deleted (DELETE /v1/customers/:id): Stripe still answers their id, as deleted. */
  readonly deletedCustomers = new Set<string>();
  readonly coupons = new Map<string, Coupon>();
  readonly events = new Map<string, StripeEvent>();
  /** Refunds made, kept so a test can read them back (GET /v1/refunds?payment_intent=…). */
  readonly refunds = new Map<string, Refund>();
  /** Idempotency-Key → the first answer (Stripe replays it for the same key). */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();

  /** Cents refunded of a payment intent so far. */
  refundedOf(paymentIntentId: string): number {
    return [...this.refunds.values()].filter((r) => r.payment_intent === paymentIntentId).reduce((sum, r) => sum + r.amount, 0);
  }

  /** The customer's cards that Checkout may show again (allow_redisplay 'always'), newest first. */
  savedCards(customerId: string): PaymentMethod[] {
    return [...this.paymentMethods.values()]
      .filter((pm) => pm.customer === customerId && pm.allow_redisplay === 'always')
      .sort((a, b) => b.created - a.created);
  }
}

/** The session as the API shows it: without the sandbox's own fields (those starting with _). */
export function publicSession(session: CheckoutSession): Record<string, unknown> {
  return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));
}
