// The checkout's own rules, pure (decision 124): the payment switch rules of the payment step, the
// delivery time a shipping method promises, and which step the customer is on.
import { CHECKOUT_STEPS, DELIVERY_TIMES } from '../../../contract/checkout.js';
import type { PaymentMethodId, SHIPPING_TYPES } from '../../../contract/shop.js';

type DeliveryTime = (typeof DELIVERY_TIMES)[number];
type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/**
 * docs/product/checkout.md#payment-switch: with delivery shipping, bankTransfer or mark switches
 * to stripe; with courier shipping, pos switches to stripe. Applied when the payment is chosen and
 * again when the shipping changes after it, so the stored pair never breaks the rule.
 */
export function switchedPayment(method: PaymentMethodId, shipping: ShippingType | null): PaymentMethodId {
  if (shipping === 'delivery' && (method === 'bankTransfer' || method === 'mark')) return 'stripe';
  if (shipping === 'courier' && method === 'pos') return 'stripe';
  return method;
}

const isDeliveryTime = (value: string): value is DeliveryTime => (DELIVERY_TIMES as readonly string[]).includes(value);

/**
 * A method's deliveryAverageDays as the Delivery time enum (docs/product/checkout.md#methods: SLOW 5/10 working days, NORMAL
 * 3/5, FAST 1/3, PRIME 24/48 hours, INSTANT same day). The shop's data names the enum value; a
 * number of days ('4', '3/5', '3-5') is read by its upper end: 0 INSTANT, up to 2 PRIME, 3 FAST,
 * up to 5 NORMAL, more SLOW. Switched off or unreadable: null (not said).
 */
export function deliveryTime(days: { on: boolean; value: string } | null | undefined): DeliveryTime | null {
  if (!days?.on) return null;
  const value = days.value.trim().toUpperCase();
  if (isDeliveryTime(value)) return value;
  const numbers = value.split(/[/-]/).map((n) => Number(n.trim()));
  const upper = numbers.at(-1);
  if (upper === undefined || numbers.some((n) => !Number.isInteger(n) || n < 0)) return null;
  if (upper === 0) return 'INSTANT';
  if (upper <= 2) return 'PRIME';
  if (upper <= 3) return 'FAST';
  if (upper <= 5) return 'NORMAL';
  return 'SLOW';
}

/** Decision 123: a visitor is on accedi; else the first step whose choice is missing, else conferma. */
export function currentStep(done: { signedIn: boolean; addresses: boolean; shipping: boolean; payment: boolean }): CheckoutStep {
  if (!done.signedIn) return 'accedi';
  if (!done.addresses) return 'indirizzi';
  if (!done.shipping) return 'spedizione';
  if (!done.payment) return 'pagamento';
  return 'conferma';
}
