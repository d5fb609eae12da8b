// The raw analytics events are kept for a while, then deleted (decision 157): mctg_events grows by
// every event of every visitor, while GET mctg/popular and the shop's reports read the daily
// roll-up (mctg_article_days, decision 145), which is never swept.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mctgEvents } from '../../db/schema.js';
import { startRepeating } from '../repeating.js';

/** Rows deleted per statement: a short transaction that never holds the table for long. */
export const SWEEP_BATCH = 5_000;
/** How often a running server sweeps (it also sweeps once at start). */
export const SWEEP_EVERY_MS = 6 * 60 * 60_000;

export interface SweepOptions {
  retentionDays: number;
  now?: Date;
  batchSize?: number;
}

/** Deletes the raw events older than `retentionDays`, oldest first, in bounded batches; answers how many. */
export async function sweepOldEvents(db: Db, { retentionDays, now = new Date(), batchSize = SWEEP_BATCH }: SweepOptions): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    // The created_at index finds the oldest rows; one batch per statement, never the whole range.
    const oldest = db.select({ id: mctgEvents.id }).from(mctgEvents)
      .where(lt(mctgEvents.createdAt, before)).orderBy(mctgEvents.createdAt).limit(batchSize);
    const gone = await db.delete(mctgEvents).where(inArray(mctgEvents.id, oldest)).returning({ one: sql`1` });
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
    // Between two batches the server answers the requests that waited (PGlite shares its thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface RetentionLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Sweeps at once and then every `everyMs`; `stop()` ends the timer and waits for a sweep under way. */
export function startEventRetention(db: Db, { retentionDays, log, everyMs = SWEEP_EVERY_MS }: { retentionDays: number; log: RetentionLog; everyMs?: number }) {
  return startRepeating(async () => {
    const deleted = await sweepOldEvents(db, { retentionDays });
    if (deleted > 0) log.info({ deleted, retentionDays }, 'old analytics events deleted');
  }, everyMs, (err) => log.warn({ err }, 'analytics retention sweep failed'));
}
