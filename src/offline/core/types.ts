import type { ApiError } from '../../../contract/error';

// The shapes the outbox keeps in IndexedDB, whatever the kind (decisions 075, 109, 213). Each kind
// has its own payloads and mirrors (cart/types.ts, wishes/types.ts, orders/types.ts).

/** What every kind's queued edit carries: its kind's name for it, and what it edits. */
export interface QueuedPayload {
  /** The payload's own name within its kind ('add', 'wish.add', 'order.place'…). */
  kind: string;
  /** What the edit is about, unique across kinds (a cart line's key, `wish:<id>`, `order`). */
  lineKey: string;
}

/** The request as first sent: retries repeat it byte for byte under the same Idempotency-Key. */
export interface FrozenRequest {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /**
   * The language of the first send: the query is part of what the key names on the server
   * (docs/decisions/198-idempotency-query.md), so a retry after a language switch keeps it.
   */
  lang?: string;
}

export interface OutboxEntry<P extends QueuedPayload = QueuedPayload> {
  /** Auto-increment: the FIFO order. */
  seq?: number;
  /** UUID; sent as the Idempotency-Key. */
  id: string;
  kind: P['kind'];
  lineKey: string;
  payload: P;
  createdAt: number;
  /** Sends started; 0 means never sent, so the entry may still be folded into a later edit. */
  attempts: number;
  lastError: ApiError | null;
  /** Not before this time (backoff after a failed send). */
  nextAttemptAt: number;
  request?: FrozenRequest;
}

/** How an outbox entry ended, for tabs and hooks waiting on it (`confirmed`). */
export interface OutboxOutcome {
  id: string;
  ok: boolean;
  error?: ApiError;
  at: number;
}

export interface Lease {
  name: string;
  owner: string;
  until: number;
}

/**
 * What the page tells the service worker, so a background flush speaks the page's language and
 * writes to the signed-in customer's cart and wishes, not to a visitor's (decision 106).
 */
export interface SyncContext {
  key: 'context';
  lang: string;
  shopId: string;
  /** The session's token; absent or null for a visitor. */
  token?: string | null;
}
