import { hashKey, type QueryClient } from '@tanstack/react-query';
import { checkoutQuery } from '../../lib/shop-query';
import { followStored } from '../core/follow-stored';
import type { CheckoutState } from './types';
import { publishCartCount } from './cart-count';
import { project } from './projection';
import { readStoredCart, type StoredCart } from './stored-cart';

const CHECKOUT_KEY = checkoutQuery().queryKey;
const CHECKOUT_HASH = hashKey(CHECKOUT_KEY);

/**
 * Publishes the navbar's cart count (decision 084) from the stored layer itself: the projected
 * cart's quantity as useCart() shows it (the mirror, or the checkout query without one, with the
 * outbox applied). Resolves with the stop function once the first count is out. Cart edits apply
 * only after the layer has started, so the navbar knows the count before the page's first edit,
 * and that edit pulses (docs/product/cart.md#constants). A component publishing it mounted after its own chunk
 * had loaded, and could read that edit in its first count: the badge then appeared at 1 without
 * a pulse (CI, the cart test at 1440 px). Nothing is published before the store has answered:
 * the server's count, then the projected one, would pulse at every start with edits pending.
 */
export async function followCartCount(queryClient: QueryClient): Promise<() => void> {
  let stored: StoredCart | undefined;
  const publish = () => {
    const base = stored?.mirror?.state ?? queryClient.getQueryData<CheckoutState>(CHECKOUT_KEY);
    if (base) publishCartCount(project(base, stored?.outbox ?? []).state.counts.quantity);
  };
  const stopStored = await followStored(readStoredCart, (answer) => {
    stored = answer;
    publish();
  });
  const stopQuery = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === CHECKOUT_HASH) publish();
  });
  return () => {
    stopStored();
    stopQuery();
  };
}
