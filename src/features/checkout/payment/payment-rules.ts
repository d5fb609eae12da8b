import type { Checkout } from '../../../../contract/checkout';
import type { CheckoutPaymentBody } from '../../../../contract/checkout-choices';
import { surchargeOf as surchargeOfPrice, switchedPayment } from '../../../../contract/rules/payment';
import type { PaymentMethod, PaymentMethodId } from '../../../../contract/shop';

// The payment step's rules (decision 136). Pure. The switch rules and the surcharge are the
// server's, from contract/rules/payment.ts (decision 210).

type ShippingType = Checkout['shipping']['method'];

/** A method the switch rules turn into another cannot be picked with this shipping (it is shown, disabled). */
export const methodAllowed = (method: PaymentMethodId, shipping: ShippingType) => switchedPayment(method, shipping) === method;

/**
 * The method selected when the step opens: the checkout's, through the switch rules, if the
 * shop offers it now; else none (the customer picks).
 */
export function preselectedMethod(checkout: Pick<Checkout, 'payment' | 'shipping'>, methods: readonly Pick<PaymentMethod, 'id'>[]): PaymentMethodId | null {
  const chosen = checkout.payment.method;
  if (chosen === null) return null;
  const method = switchedPayment(chosen, checkout.shipping.method);
  return methods.some((item) => item.id === method) ? method : null;
}

/** The surcharge a method adds, in cents; 0 when none (the cashier adds the same). */
export const surchargeOf = (method: Pick<PaymentMethod, 'additionalPrice'>) => surchargeOfPrice(method.additionalPrice);

/** Errors on this step show their message, except while stripe is selected (docs/product/checkout.md#payment-step). */
export const errorShown = (selected: PaymentMethodId | null, error: string | null) => (error !== null && selected !== 'stripe' ? error : null);

/** The methods offered offline: the shop's, kept since start-up, that are actived and available. */
export const methodsOfShop = (payments: readonly PaymentMethod[]) => payments.filter((method) => method.actived && method.available);

/** The body of POST checkout/me/payments: a card keeps the saved card the checkout had, others carry no id. */
export function paymentBody(method: PaymentMethodId, checkout: Pick<Checkout, 'payment'>): CheckoutPaymentBody {
  return { method, id: method === 'stripe' && checkout.payment.method === 'stripe' ? checkout.payment.id : null };
}
