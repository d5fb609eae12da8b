import { followStored } from '../core/follow-stored';
import { projectWishIds } from './projection';
import { readStoredWishes } from './stored-wishes';
import { publishWishCount } from './wish-count';

/**
 * Publishes the navbar's wish count (decision 109) from the stored layer, as useWishes() counts
 * them (0 without a signed-in user's mirror); resolves with the stop function once the first
 * count is out, before any wish edit of the page applies, so the first edit pulses and the
 * stored count does not (follow-cart-count.ts says why).
 */
export function followWishCount(): Promise<() => void> {
  return followStored(readStoredWishes, (stored) => {
    publishWishCount(stored?.mirror ? projectWishIds(stored.mirror, stored.outbox).length : 0);
  });
}
