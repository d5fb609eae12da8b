import type { Checkout } from '../../../contract/checkout';
import type { PaymentMethod, ShippingMethod } from '../../../contract/shop';

// How a checkout's shipping and payment choices are named on screen: the confirm step's review and
// an order's detail in /me/orders (docs/product/orders.md#my-orders). Pure.

export interface ShippingReview {
  type: NonNullable<Checkout['shipping']['method']>;
  /** The courier option or method's name, when the shop still lists it. */
  name: string | null;
  pickup: Checkout['shipping']['pickup'];
}

/** The shipping choice as the review names it; null before one was made. */
export function shippingReview(shipping: Checkout['shipping'], methods: readonly Pick<ShippingMethod, 'id' | 'name'>[]): ShippingReview | null {
  if (shipping.method === null) return null;
  const name = methods.find((method) => method.id === shipping.id)?.name ?? null;
  return { type: shipping.method, name, pickup: shipping.pickup };
}

/** The payment method's name as the shop calls it; its id when the shop no longer lists it. */
export function paymentName(payment: Pick<Checkout['payment'], 'method'>, methods: readonly Pick<PaymentMethod, 'id' | 'name'>[]): string | null {
  if (payment.method === null) return null;
  return methods.find((method) => method.id === payment.method)?.name ?? payment.method;
}
