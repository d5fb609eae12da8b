import { followStored } from '../core/follow-stored';
import { projectWishCount } from './projection';
import { readStoredWishes } from './stored-wishes';
import { publishWishCount } from './wish-count';

/**
 * Publishes the navbar's wish count (decisions 109, 206) from the stored layer: the articles the
 * wish list shows (0 without a signed-in user's mirror); resolves with the stop function once the first
 * count is out, before any wish edit of the page applies, so the first edit pulses and the
 * stored count does not (follow-cart-count.ts says why).
 */
export function followWishCount(): Promise<() => void> {
  return followStored(readStoredWishes, (stored) => {
    publishWishCount(stored?.mirror ? projectWishCount(stored.mirror, stored.outbox) : 0);
  });
}
