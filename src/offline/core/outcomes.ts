import { liveQuery } from 'dexie';
import { db } from './db';

// A mutation's `confirmed` promise: settled by the outcome its outbox entry leaves behind, in
// whichever tab or worker flushed it (the cart's resolves with its state: cart/outcome.ts).

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
