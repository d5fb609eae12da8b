import { hashKey, type QueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { checkoutQuery } from '../../lib/shop-query';
import type { CheckoutState } from '../core/types';
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
 * and that edit pulses (storefront.md §9). A component publishing it mounted after its own chunk
 * had loaded, and could read that edit in its first count: the badge then appeared at 1 without
 * a pulse (CI, the cart test at 1440 px).
 */
export function followCartCount(queryClient: QueryClient): Promise<() => void> {
  let stored: StoredCart | undefined;
  const publish = () => {
    const base = stored?.mirror?.state ?? queryClient.getQueryData<CheckoutState>(CHECKOUT_KEY);
    if (base) publishCartCount(project(base, stored?.outbox ?? []).state.counts.quantity);
  };

  return new Promise((started) => {
    let stopQueryWatch: (() => void) | null = null;
    const stop = () => {
      subscription.unsubscribe();
      stopQueryWatch?.();
    };
    // Nothing is published before the store has answered: the server's count first, then the
    // projected one, would pulse at start whenever edits made offline are pending.
    const firstAnswer = () => {
      if (stopQueryWatch) return;
      stopQueryWatch = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === CHECKOUT_HASH) publish();
      });
      publish();
      started(stop);
    };
    const subscription = liveQuery(readStoredCart).subscribe({
      next: (value) => {
        stored = value;
        if (stopQueryWatch) publish();
        else firstAnswer();
      },
      // IndexedDB unavailable (some private windows): the server's cart is counted, as useCart shows it.
      error: firstAnswer,
    });
  });
}
