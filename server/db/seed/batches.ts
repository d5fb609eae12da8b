// Bulk inserts for the seed. Each batch of 500 rows is one statement with a single jsonb
// parameter expanded by jsonb_populate_recordset: building a 12 000-parameter statement through
// the query builder cost more than the database's own work (measured: ~3x slower on PGlite).
// Plain PostgreSQL, so it runs the same on a server.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';

export const BATCH_SIZE = 500;

export function chunks<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function statement(table: PgTable, rows: readonly Record<string, unknown>[], tail: ReturnType<typeof sql>) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((r) => r[key] !== undefined));
  const records = rows.map((r) => Object.fromEntries(columns.map(([key, column]) => [column.name, r[key] ?? null])));
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb) ${tail}`;
}

export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], opts: { ignoreConflicts?: boolean } = {}): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db.execute(statement(table, chunk, opts.ignoreConflicts ? sql`on conflict do nothing` : sql``));
  }
}

/**
 * Inserts rows that have a serial `id` and returns the ids in the rows' order. Rows take their
 * serial ids in the order the recordset yields them, so sorting each batch's ids maps them back
 * to rows whatever order RETURNING uses.
 */
export async function insertIds<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const result = await db.execute(statement(table, chunk, sql`returning id`));
    const returned = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
