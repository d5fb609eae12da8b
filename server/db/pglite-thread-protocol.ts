// The messages between the server's main thread and the embedded database's thread
// (docs/decisions/212-pglite-in-a-worker-thread.md). Every request carries an id its reply repeats.
// Queries cross as PostgreSQL's wire protocol, bytes both ways, moved and not copied: the thread
// only runs them, the main thread writes the messages and reads the answers
// (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md).
import type { MessagePort } from 'node:worker_threads';
import type { HeldChannelMemory } from './pglite-held-channel.js';

export type ThreadRequest =
  /**
   * Frontend messages ending in Sync, inside transaction `tx` or alone; answered with the backend's
   * bytes. `held`: a statement of the open transaction, answered on the held-answers port while
   * the main thread waits for it (docs/decisions/217-a-transaction-holds-the-main-thread-not-the-connection.md).
   */
  | { id: number; op: 'run'; message: Uint8Array; tx?: number; held?: true }
  | { id: number; op: 'begin' }
  /**
   * Answered with the backend's bytes for COMMIT or ROLLBACK (a deferred check may refuse a
   * commit). `before`: statements of the transaction sent with its end, run first in the same
   * message (docs/decisions/257-savepoints-travel-with-the-next-statement.md).
   */
  | { id: number; op: 'end'; tx: number; commit: boolean; before?: Uint8Array }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** What the thread is started with: its data folder, and where it answers a transaction's statements. */
export interface ThreadStart {
  dataDir: string;
  /** A dumped data folder to start from (the test suites' migrated image), for an empty dataDir. */
  image?: Blob | undefined;
  /** The port the main thread reads a held statement's answer from, without its event loop, when the channel cannot carry it. */
  heldAnswers: MessagePort;
  /**
   * The shared memory a transaction's statements and answers cross once it holds the connection
   * (docs/decisions/259-a-transaction-speaks-through-shared-memory.md); its `answered` word tells
   * the main thread where a held answer is.
   */
  channel: HeldChannelMemory;
  /** What the thread's connection did, counted by the thread and read by /metrics (CONNECTION_CLOCK's slots). */
  clock: BigInt64Array;
}

/**
 * The slots of ThreadStart's `clock`: transactions ended, microseconds a transaction held the one
 * connection (from its first statement to its COMMIT or ROLLBACK done), and microseconds spent running
 * statements. Held minus running is a transaction's wait for the main thread between statements
 * (docs/performance.md reads them). Last, the bytes the thread's JavaScript heap used after its
 * latest statement: a heap that grows with the statements run is a leak (decision 255).
 */
export const CONNECTION_CLOCK = { transactions: 0, heldMicros: 1, runningMicros: 2, heapBytes: 3, slots: 4 } as const;

/** The connection's time as /metrics shows it: totals since the thread started. */
export interface ConnectionTime {
  transactions: number;
  heldSeconds: number;
  runningSeconds: number;
  /** The thread's JavaScript heap in use after its latest statement. */
  heapBytes: number;
}

/** What the thread tells once PGlite is open: the array types, which its answers need parsed. */
export interface ThreadReady {
  arrayTypes: { oid: number; typarray: number }[];
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  /** An error of the thread itself (PostgreSQL's own errors are in the bytes), as plain data. */
  | { id: number; ok: false; error: Record<string, unknown> };
