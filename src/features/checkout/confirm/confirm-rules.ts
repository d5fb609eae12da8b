import type { Checkout } from '../../../../contract/checkout';
import type { PaymentMethod, ShippingMethod } from '../../../../contract/shop';

// The confirm step's rules (checkout-account-pages.md §2 "Confirm step"). Pure.

/**
 * What the purchase area shows: nothing to buy any more (the page goes to /carrello), items that
 * became unavailable (the purchase is hidden until the cart is put right), or the purchase.
 */
export function purchaseState(checkout: Pick<Checkout, 'counts' | 'unavailableItems'>): 'empty' | 'unavailable' | 'ready' {
  if (checkout.counts.items === 0) return 'empty';
  return checkout.unavailableItems.length > 0 ? 'unavailable' : 'ready';
}

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
export function paymentName(payment: Checkout['payment'], methods: readonly Pick<PaymentMethod, 'id' | 'name'>[]): string | null {
  if (payment.method === null) return null;
  return methods.find((method) => method.id === payment.method)?.name ?? payment.method;
}
