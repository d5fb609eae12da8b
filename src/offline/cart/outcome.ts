import { db } from '../core/db';
import { waitForEntry } from '../core/outcomes';
import type { CheckoutState } from './types';

/**
 * A cart mutation's `confirmed`: the mirrored checkout state once its entry ended well (at once
 * for null: nothing was sent); rejects with the entry's refusal.
 */
export async function waitForOutcome(entryId: string | null): Promise<CheckoutState> {
  await waitForEntry(entryId);
  const row = await db().checkout.get('current');
  if (!row) throw new Error('no checkout state');
  return row.state;
}
