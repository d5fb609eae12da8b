import { liveQuery } from 'dexie';
import { db } from './db';
import type { CheckoutState } from './types';

// A mutation's `confirmed` promise: settled by the outcome its outbox entry leaves behind, in
// whichever tab or worker flushed it.

/** Resolves when the entry ended well (at once for null: nothing was sent); rejects with its refusal. */
export function waitForEntry(entryId: string | null): Promise<void> {
  if (entryId === null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db().outcomes.get(entryId)).subscribe({
      next: (outcome) => {
        if (!outcome) return;
        queueMicrotask(() => subscription.unsubscribe());
        if (outcome.ok) resolve();
        else reject(outcome.error);
      },
      error: reject,
    });
  });
}

export function waitForOutcome(entryId: string | null): Promise<CheckoutState> {
  const mirrored = async () => {
    const row = await db().checkout.get('current');
    if (!row) throw new Error('no checkout state');
    return row.state;
  };
  if (entryId === null) return mirrored();
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db().outcomes.get(entryId)).subscribe({
      next: (outcome) => {
        if (!outcome) return;
        // Unsubscribing inside next: the subscription object exists by the time a later tick runs.
        queueMicrotask(() => subscription.unsubscribe());
        if (outcome.ok) mirrored().then(resolve, reject);
        else reject(outcome.error);
      },
      error: reject,
    });
  });
}
