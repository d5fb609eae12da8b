// The payment rules both sides apply (decisions 124, 136, 210): the switch rules between shipping
// and payment, a method's surcharge, and the methods paid after the order is placed (which an
// offline order may be queued with, decision 137).
import type { ShippingType } from './shipping.js';

export const PAYMENT_METHOD_IDS = ['stripe', 'paypal', 'bankTransfer', 'mark', 'pos', 'cash'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export const isPaymentMethodId = (id: string): id is PaymentMethodId => (PAYMENT_METHOD_IDS as readonly string[]).includes(id);

/**
 * With delivery shipping bank transfer and cash on delivery (mark) become card (stripe); with
 * courier shipping pos becomes card; other pairs stay. The server applies it when the payment is
 * chosen and again when the shipping changes, so the stored pair never breaks it; the payment
 * step shows a method it would switch as disabled.
 */
export function switchedPayment(method: PaymentMethodId, shipping: ShippingType | null): PaymentMethodId {
  if (shipping === 'delivery' && (method === 'bankTransfer' || method === 'mark')) return 'stripe';
  if (shipping === 'courier' && method === 'pos') return 'stripe';
  return method;
}

/**
 * What a method adds to the total, cents VAT included: its `additionalPrice` when on, never below
 * 0. A negative value would be a discount no card or PayPal line can carry (a surcharge is its own
 * positive line there, decision 132) and the cashier's sums are never negative.
 */
export const surchargeOf = (additionalPrice: { on: boolean; value: number }) =>
  additionalPrice.on ? Math.max(0, additionalPrice.value) : 0;

/** Methods paid after the order is placed: the order waits for the money (or for the shop's hand). */
export const PAID_LATER_METHODS = ['bankTransfer', 'mark', 'pos', 'cash'] as const satisfies readonly PaymentMethodId[];
export type PaidLaterMethod = (typeof PAID_LATER_METHODS)[number];

export const isPaidLater = (method: PaymentMethodId | null | undefined): method is PaidLaterMethod =>
  method != null && (PAID_LATER_METHODS as readonly string[]).includes(method);
