// Raw SQL answers as plain rows on both drivers (node-postgres and PGlite both put them in
// `rows`). Counts and sums are cast to int in SQL so neither driver hands back a bigint string.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
