import { liveQuery } from 'dexie';
import type { WithdrawalBody } from '../../../contract/withdrawals';
import { db, type RaggioDb } from '../core/db';
import { waitForEntry } from '../core/outcomes';
import { newEntry } from '../core/queue';
import { registerBackgroundSync, requestFlush } from '../core/sync';
import { loadOfflineLayer } from '../start/deferred-start';
import { withdrawalLineKey, type WithdrawalPayload } from './types';

// A withdrawal statement confirmed without a connection (decision 248) waits in the outbox and is
// sent when the connection returns; a second confirmation while one waits keeps the first.

/** Queues order `orderId`'s statement, or answers the one already waiting. */
export async function enqueueWithdrawal(orderId: string, body: WithdrawalBody, database: RaggioDb = db()): Promise<string> {
  const lineKey = withdrawalLineKey(orderId);
  const entryId = await database.transaction('rw', database.outbox, async () => {
    const waiting = await database.outbox.where('lineKey').equals(lineKey).first();
    if (waiting) return waiting.id;
    const entry = newEntry<WithdrawalPayload>({ kind: 'withdrawal.send', lineKey, orderId, body }, Date.now());
    await database.outbox.put(entry);
    return entry.id;
  });
  return entryId;
}

export const withdrawalActions = {
  /** Keeps the statement on the device until the connection returns; answers its entry's id. */
  async queue(orderId: string, body: WithdrawalBody): Promise<string> {
    await loadOfflineLayer();
    const entryId = await enqueueWithdrawal(orderId, body);
    void registerBackgroundSync();
    void requestFlush();
    return entryId;
  },
  /** Resolves once the waiting statement `entryId` was taken by the shop; rejects with its refusal. */
  async sent(entryId: string): Promise<void> {
    await loadOfflineLayer();
    return waitForEntry(entryId);
  },
  /** The entry of order `orderId`'s statement waiting to be sent, or null: told to `listener` as it changes. */
  watchWaiting(orderId: string, listener: (entryId: string | null) => void): () => void {
    let stopped = false;
    let unsubscribe = () => { stopped = true; };
    void loadOfflineLayer().then(() => {
      if (stopped) return;
      const subscription = liveQuery(() => db().outbox.where('lineKey').equals(withdrawalLineKey(orderId)).first())
        .subscribe({ next: (entry) => listener(entry?.id ?? null), error: () => listener(null) });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => unsubscribe();
  },
};
