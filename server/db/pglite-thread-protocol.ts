// The messages between the server's main thread and the embedded database's thread
// (docs/decisions/212-pglite-in-a-worker-thread.md). Every request carries an id its reply repeats.
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; parserTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  /** PostgreSQL's error fields (code, constraint, detail, …) as plain data. */
  | { id: number; ok: false; error: Record<string, unknown> };
