// The checkout's own rules, pure (decision 124): the delivery time a shipping method promises and
// which step the customer is on. The payment switch rules are contract/rules/payment.ts's
// (decision 210), shared with the payment step on screen.
import { CHECKOUT_STEPS, DELIVERY_TIMES } from '../../../contract/checkout.js';

export type { ShippingType } from '../../../contract/rules/shipping.js';

type DeliveryTime = (typeof DELIVERY_TIMES)[number];
type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

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
