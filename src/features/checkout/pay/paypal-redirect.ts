import type { Checkout } from '../../../../contract/checkout';
import type { Lang } from '../../../../contract/langs';
import { checkedIntent, type BuyNowOutcome } from './buy-now';
import { payCalls } from './pay-calls';

/**
 * PayPal (checkout-account-pages.md §4 "PayPal"): the button checks the cart and makes the intent
 * like BUY NOW, then PayPal's order; the buyer approves on PayPal's page, which comes back to the
 * completed page (?mode=paypal) where the payment is captured and the order placed. The redirect
 * flow works with the sandbox's page as with PayPal's own (decision 133).
 */
export async function payWithPaypal(input: { checkout: Checkout; lang: Lang; idempotencyKey: string; skipCheck?: boolean }): Promise<BuyNowOutcome> {
  const step = await checkedIntent(input);
  if ('changed' in step) return step.changed;
  const { approveUrl } = await payCalls.paypalOrder(step.intent.id);
  if (!approveUrl) throw { code: 'PAYPAL_ERROR', message: 'PayPal gave no approval page', statusCode: 502 };
  return { kind: 'redirect', url: approveUrl };
}
