// A hold past its end counts for nobody, at once (docs/decisions/265-lapsed-holds-count-for-nobody-everywhere.md):
// where a purchase decision reads the stock (an add to the cart, a quantity set, the cart's
// re-check) and the stock read says no, the holds that ran out are given back first (the sweep's
// workflow holdExpired, through the runner) and the decision is read again. A decision the stock
// allows reads nothing more: the shoppers' path keeps its statements.
import type { Db } from '../../db/client.js';
import { releaseExpiredIntents } from './sweep.js';

export type Outcome<T> = { value: T } | { error: unknown };

async function settle<T>(decide: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await decide() };
  } catch (error) {
    return { error };
  }
}

/**
 * `decide`'s answer; when `shortOfStock` says its outcome (answer or refusal) came from too few
 * pieces and lapsed holds were given back, `decide`'s answer once more.
 */
export async function decideOnFreeStock<T>(db: Db, decide: () => Promise<T>, shortOfStock: (outcome: Outcome<T>) => boolean, now = new Date()): Promise<T> {
  const outcome = await settle(decide);
  if (shortOfStock(outcome) && (await releaseExpiredIntents(db, now)) > 0) return decide();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
