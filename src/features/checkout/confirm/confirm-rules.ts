import type { Checkout } from '../../../../contract/checkout';

// The confirm step's rules (checkout-account-pages.md §2 "Confirm step"). Pure.

/**
 * What the purchase area shows: nothing to buy any more (the page goes to /carrello), items that
 * became unavailable (the purchase is hidden until the cart is put right), or the purchase.
 */
export function purchaseState(checkout: Pick<Checkout, 'counts' | 'unavailableItems'>): 'empty' | 'unavailable' | 'ready' {
  if (checkout.counts.items === 0) return 'empty';
  return checkout.unavailableItems.length > 0 ? 'unavailable' : 'ready';
}
