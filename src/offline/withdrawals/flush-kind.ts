import type { ApiError } from '../../../contract/error';
import type { RaggioDb } from '../core/db';
import type { OutboxKind } from '../core/kind';
import { endEntry } from '../core/queue';
import type { FrozenRequest, OutboxEntry } from '../core/types';
import { isWithdrawalPayload, type WithdrawalPayload } from './types';

// How the flusher sends a waiting withdrawal statement (decisions 213, 248): its request once, the
// answer ends the entry (the page waiting on it reads the order again), a refusal ends it with the
// server's error for the page to tell. A 401 keeps it: the service worker sends without the page's
// token, and the page sends it with its own.

export function freezeWithdrawal(payload: WithdrawalPayload): Promise<FrozenRequest> {
  return Promise.resolve({ method: 'POST', path: `orders/${payload.orderId}/withdrawals`, body: payload.body });
}

const ended = (database: RaggioDb, entry: OutboxEntry<WithdrawalPayload>, error?: ApiError) =>
  database.transaction('rw', database.outbox, database.outcomes, () => endEntry(database, entry, error));

export const withdrawalsKind: OutboxKind<WithdrawalPayload> = {
  name: 'withdrawals',
  owns: isWithdrawalPayload,
  freezeReads: [],
  freeze: freezeWithdrawal,
  start: (run) => ({
    async deliver(entry) {
      await run.send(entry);
      await ended(run.database, entry);
    },
    keeps: (error) => Number(error.statusCode) === 401,
    refuse: (entry, error) => ended(run.database, entry, error),
  }),
};
