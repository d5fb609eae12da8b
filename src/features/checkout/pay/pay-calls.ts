import type { Checkout } from '../../../../contract/checkout';
import type { CheckoutSecureAnswer, CheckoutSeen } from '../../../../contract/checkout-choices';
import type { Lang } from '../../../../contract/langs';
import type { Order, OrderIntent } from '../../../../contract/orders';
import { campaignId, http } from '../../../lib';

// The pay step's calls (docs/product/checkout.md#pay-step; paths: decision 123).

export const payCalls = {
  /** CHECKOUT_SECURE_PATCH: the cart as the customer saw it against the cart now. */
  recheck: (seen: CheckoutSeen, lang: Lang) => http.patch<CheckoutSecureAnswer>('checkout/me/secure', { seen }, { query: { lang } }),
  /**
   * The order of this checkout: made once; the same key or the same checkout answers the same
   * intent. It carries the campaign the customer came from while it runs (decision 117).
   */
  intent: (idempotencyKey: string, lang: Lang) =>
    http.post<OrderIntent>('orders/intents', undefined, { query: { lang, cmp: campaignId() }, headers: { 'Idempotency-Key': idempotencyKey } }),
  /** Methods paid later: the intent's return call places the order. */
  complete: (intent: OrderIntent, lang: Lang) => http.patch<Order>(intent.returnApi, undefined, { query: { lang } }),
  /**
   * Card: the address of the provider's hosted payment page. The page's language goes with it:
   * the hosted page comes back to the shop in it (without it, the server took the browser's).
   */
  stripe: (orderId: string, lang: Lang) => http.post<{ url: string }>(`orders/${orderId}/payWithStripe`, undefined, { query: { lang } }),
  /** PayPal: the provider's order for this order, then its capture after the buyer approved. */
  paypalOrder: (orderId: string, lang: Lang) => http.post<{ paypalOrderId: string }>(`orders/${orderId}/paypal`, undefined, { query: { lang } }),
  paypalCapture: (orderId: string, lang: Lang) => http.post<Order>(`orders/${orderId}/paypal/capture`, undefined, { query: { lang } }),
  /** A payment failure reported to the order (docs/product/orders.md#payment-failures). */
  lastError: (orderId: string, lastError: { code: 'PAYPAL_AUTH_CLIENT_ERROR' | 'PAYPAL_ERROR' | 'PAYMENT_ERROR'; message: string }) =>
    http.patch<Order>(`orders/${orderId}`, { lastError }),
};

export type { Checkout };
