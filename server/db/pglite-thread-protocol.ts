// The messages between the server's main thread and the embedded database's thread
// (docs/decisions/212-pglite-in-a-worker-thread.md). Every request carries an id its reply repeats.
// Queries cross as PostgreSQL's wire protocol, bytes both ways, moved and not copied: the thread
// only runs them, the main thread writes the messages and reads the answers
// (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md).
export type ThreadRequest =
  /** Frontend messages ending in Sync, inside transaction `tx` or alone; answered with the backend's bytes. */
  | { id: number; op: 'run'; message: Uint8Array; tx?: number }
  | { id: number; op: 'begin' }
  /** Answered with the backend's bytes for COMMIT or ROLLBACK (a deferred check may refuse a commit). */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** What the thread tells once PGlite is open: the array types, which its answers need parsed. */
export interface ThreadReady {
  arrayTypes: { oid: number; typarray: number }[];
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  /** An error of the thread itself (PostgreSQL's own errors are in the bytes), as plain data. */
  | { id: number; ok: false; error: Record<string, unknown> };
