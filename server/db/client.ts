// Opens the shop's database: PostgreSQL when a URL is given, else embedded PGlite
// (in a data directory, or in memory for tests). Both get the same migrations.
import { setImmediate as afterIo } from 'node:timers/promises';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { ConnectionTime } from './pglite-thread-protocol.js';
import { inProject } from '../project-root.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What the metrics show of the connection (decision 152). */
export type DatabaseStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  /**
   * PGlite runs one query at a time: `pending` are running or queued behind it. `connection`: how
   * long its database thread's transactions held the connection (none in the main thread).
   */
  | { kind: 'pglite'; pending: number; connection?: ConnectionTime };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  stats(): DatabaseStats;
  /** PGlite only: its whole data folder as a gzipped tarball, taken between queries (a consistent copy). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… : use a PostgreSQL server. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted: in memory. */
  dataDir?: string | undefined;
  /**
   * PGlite only: a dumped data folder to start from. The test suites start every file from one
   * migrated image (tests/setup/database-template.ts) instead of running every migration again.
   */
  image?: Blob | undefined;
  /**
   * PGlite with a data folder: in a thread of its own (the default, as production runs it) or in
   * the main thread. An image with a data folder opens in the thread only when asked (the test
   * suites' pass through the thread).
   */
  thread?: boolean | undefined;
}

/**
 * Counts the client's calls not yet answered: PGlite queues them, so this is its queue. Each
 * answer is handed back after the event loop's next look at the network: PGlite answers in
 * promise callbacks, and queued queries could otherwise follow one another without Node ever
 * accepting a connection or reading a request (decision 171). PGlite in its own thread answers in
 * message events, which already take turns with the network: there the extra turn only delayed
 * every answer (docs/decisions/216-pglite-thread-speaks-the-wire-protocol.md).
 */
function queueWatchingTheNetwork(
  client: { query: (...args: never[]) => Promise<unknown>; exec: (...args: never[]) => Promise<unknown>; transaction: (...args: never[]) => Promise<unknown> },
  yieldToNetwork: boolean,
) {
  const pending = { count: 0 };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: never[]) => Promise<unknown>;
    client[method] = async (...args: never[]) => {
      pending.count += 1;
      try {
        return await original(...args);
      } finally {
        pending.count -= 1;
        if (yieldToNetwork) await afterIo();
      }
    };
  }
  return pending;
}

// The SQL files stay in the repository when the server runs compiled from build/ (decision 208).
const migrationsFolder = inProject('server', 'db', 'migrations');

/** Held while a process migrates a PostgreSQL database (the seed has its own, SEED_LOCK). */
const MIGRATE_LOCK = 7_341_967;

/**
 * Creates the extension and applies the migrations on one connection that holds an advisory lock,
 * so N processes starting at once on a fresh database migrate one after the other (decision 155):
 * the first applies them, the others wait, then find nothing left to apply. Without it both ran
 * the first migration's CREATE TYPE and one process died on a duplicate key in pg_type.
 */
async function migrateOnce(pool: Pool, run: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    try {
      // The search indexes use gin_trgm_ops, so the extension must exist before the migrations.
      await client.query('create extension if not exists pg_trgm');
      await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]);
    }
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A connection whose unlock failed is closed, not pooled: closing it releases the lock.
    client.release(failed);
  }
}

/**
 * A server's data folder is opened in a thread of its own, so queries no longer stop the answers
 * that need no database (docs/decisions/212-pglite-in-a-worker-thread.md); PGLITE_THREAD=off keeps
 * it in the main thread (the bench's baseline).
 */
async function openThread(dataDir: string, image?: Blob): Promise<{ client: PGlite; connectionTime: () => ConnectionTime }> {
  const { PGliteThread } = await import('./pglite-thread.js');
  const thread = new PGliteThread(dataDir, image);
  await thread.ready;
  // Drizzle's PGlite driver and this file call only what the thread answers: query, exec,
  // transaction (whose handle has query and exec), dumpDataDir and close.
  return { client: thread as unknown as PGlite, connectionTime: () => thread.connectionTime() };
}

/** In memory (the test suites) or in the main thread: PGlite itself. */
async function openInProcess(opts: OpenOptions): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return new PGlite(opts.dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir: opts.image });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DATABASE_POOL ?? 10) });
    // An idle connection closed by the server (restart, failover, a dropped test database) is an
    // 'error' event on the pool; unhandled it would end the process. The pool opens a new one.
    pool.on('error', (error) => console.warn(`idle PostgreSQL connection closed: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrateOnce(pool, (client) => migrate(drizzle(client), { migrationsFolder }));
    const stats = () => ({ kind: 'postgres' as const, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Db, kind: 'postgres', stats, close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const threaded = Boolean(opts.dataDir && (opts.thread ?? !opts.image) && process.env.PGLITE_THREAD !== 'off');
  const thread = threaded ? await openThread(opts.dataDir!, opts.image) : undefined;
  const client = thread?.client ?? await openInProcess(opts);
  const pending = queueWatchingTheNetwork(client, !threaded);
  const db = drizzle(client, { schema });
  await client.exec('create extension if not exists pg_trgm');
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    stats: () => ({ kind: 'pglite', pending: pending.count, ...(thread ? { connection: thread.connectionTime() } : {}) }),
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
    close: () => client.close(),
  };
}
