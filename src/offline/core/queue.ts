import type { ApiError } from '../../../contract/error';
import { db, type RaggioDb } from './db';
import type { OutboxEntry, QueuedPayload } from './types';

// The outbox every kind queues into (decisions 072, 109): one FIFO of entries, each sent once
// under its id as Idempotency-Key. How a kind folds its unsent edits is its own (cart/outbox.ts,
// wishes/outbox.ts); this is what they share.

export interface Enqueued {
  /** The entry whose server answer settles this mutation; null when nothing needs sending. */
  entryId: string | null;
  /** Entries dropped by this mutation (their waiters settle with the current state). */
  dropped: string[];
}

export function newEntry<P extends QueuedPayload>(payload: P, now: number): OutboxEntry<P> {
  return {
    id: crypto.randomUUID(), kind: payload.kind, lineKey: payload.lineKey, payload,
    createdAt: now, attempts: 0, lastError: null, nextAttemptAt: 0,
  };
}

/**
 * Ends `entry`: out of the outbox, its outcome left for whoever waits on it (ok unless `error`).
 * A kind calls it in the transaction that settles the answer into its mirror, so both change
 * together (core/kind.ts).
 */
export async function endEntry(database: RaggioDb, entry: OutboxEntry, error?: ApiError, at: number = Date.now()): Promise<void> {
  await database.outbox.delete(entry.seq!);
  await database.outcomes.put({ id: entry.id, ok: !error, ...(error ? { error } : {}), at });
}

/** Pending entries in FIFO order. */
export function pendingEntries(database: RaggioDb = db()): Promise<OutboxEntry[]> {
  return database.outbox.orderBy('seq').toArray();
}
