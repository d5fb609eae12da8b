import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { Lease, OutboxEntry, OutboxOutcome, SyncContext } from './types';

// The shop's IndexedDB (ARCHITECTURE.md#local-first-offline): articles the user browsed, the
// mirror of the last server checkout state, the signed-in user's wishes, the outbox of their
// edits and an order waiting for the connection. Pages, other tabs
// and the service worker open the same database; Dexie's liveQuery tells each of them about the
// others' writes.
//
// The schema and its versions stay here, in one place: every page, tab and worker opens the
// database at the same version, and the phones' stored outboxes upgrade as before. The rows of the
// kinds' tables are typed by the kinds themselves (`declare module '../core/db'` in
// catalogue/types.ts, cart/types.ts, wishes/types.ts, orders/types.ts: decision 213); the outbox's
// own tables are typed here.

export const DB_NAME = 'raggio';

export class RaggioDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  outcomes!: Table<OutboxOutcome, string>;
  leases!: Table<Lease, string>;
  context!: Table<SyncContext, string>;

  /** `options`: an IndexedDB of the caller's (a test's fake-indexeddb) instead of the page's. */
  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      articles: 'id, slug, savedAt',
      wishes: 'articleId, addedAt',
      checkout: 'key',
      // ++seq is the FIFO order; id (the Idempotency-Key) is unique.
      outbox: '++seq, &id, lineKey',
      notices: '++seq, createdAt',
      outcomes: 'id, at',
      leases: 'name',
      context: 'key',
    });
    // The wishes table was never read or written (the wish list waits for accounts): dropped.
    this.version(2).stores({ wishes: null });
    // The wish list came with accounts (decision 109): the signed-in user's wish as the server
    // last answered it, one row.
    this.version(3).stores({ wishes: 'key' });
    // An order waiting for the connection, or what the customer must be told about it (decision 137).
    this.version(4).stores({ pendingOrders: 'key' });
  }
}

let shared: RaggioDb | null = null;

/** The one database of this page or worker. */
export function db(): RaggioDb {
  shared ??= new RaggioDb();
  return shared;
}

/** Swaps the database (tests open a fresh one per case; fake-indexeddb keeps names apart). */
export function replaceDatabase(next: RaggioDb): void {
  shared = next;
}
