// Opens the shop's database: PostgreSQL when a URL is given, else embedded PGlite
// (in a data directory, or in memory for tests). Both get the same migrations.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… : use a PostgreSQL server. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted: in memory. */
  dataDir?: string | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

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
    // The search indexes use gin_trgm_ops, so the extension must exist before the migrations.
    await pool.query('create extension if not exists pg_trgm');
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await client.exec('create extension if not exists pg_trgm');
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
