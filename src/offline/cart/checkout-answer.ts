import { adoptCheckout } from './settle';
import type { CheckoutState } from './types';

// A checkout call made outside the outbox (a discount code applied or removed: it needs the
// network, so it is never queued) answers the whole state: it replaces the mirror like any
// server answer, unless a newer one is mirrored already (decision 076).

/** Makes `state`, whose request started at `startedAt`, the local checkout state. */
export function adoptCheckoutAnswer(state: CheckoutState, startedAt: number): Promise<boolean> {
  return adoptCheckout(state, startedAt);
}
