// Analytics events (POST mctg/{branch}/{event}, POST mctg/batch) are written in groups (intake.ts),
// and the article views and adds of each day are counted in mctg_article_days in the same
// transaction (decision 145), so the popular articles never scan the raw events.
import { sql } from 'drizzle-orm';
import type { MctgEvent } from '../../../contract/mctg.js';
import type { Db } from '../../db/client.js';
import { mctgEvents } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { addToArticleDays, articleCountsOf, COUNTED_EVENTS } from './article-days.js';

export interface TrackedEvent {
  branch: string;
  event: MctgEvent;
  model: string;
  evtData: Record<string, unknown>;
  sessionId: string | undefined;
  /** A running campaign's id (the route checks it runs). */
  campaignId?: string | undefined;
  /** The browser queue's id: an event already stored under it is skipped (decision 143). */
  clientId?: string | undefined;
}

interface StoredRow { event: string; model: string | null; evtData: unknown }

/**
 * Stores the events in one statement; answers how many were new (an id already stored is
 * skipped). The rows travel as one jsonb parameter (as the seed's bulk inserts, server/db/seed/
 * batches.ts): building a thousand-row statement through the query builder cost more CPU than
 * the database's own work (decision 158's profile). Only the counted events bring their
 * evtData back.
 */
export async function recordEvents(db: Db, events: readonly TrackedEvent[], now = new Date()): Promise<number> {
  if (events.length === 0) return 0;
  const createdAt = now.toISOString();
  const rows = JSON.stringify(events.map((e) => ({
    shop_id: SHOP_ID, branch: e.branch, event: e.event, model: e.model, evt_data: e.evtData, session_id: e.sessionId ?? null,
    campaign_id: e.campaignId ?? null, client_id: e.clientId ?? null, created_at: createdAt,
  })));
  const counted = sql.join(COUNTED_EVENTS.map((name) => sql`${name}`), sql`, `);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with stored as (
        insert into ${mctgEvents} (shop_id, branch, event, model, evt_data, session_id, campaign_id, client_id, created_at)
        select shop_id, branch, event, model, evt_data, session_id, campaign_id, client_id, created_at
        from jsonb_populate_recordset(null::${mctgEvents}, ${rows}::jsonb)
        on conflict (client_id) do nothing
        returning event, model, evt_data
      )
      select event, model, case when model = 'article' and event in (${counted}) then evt_data end as "evtData" from stored`);
    const stored = (Array.isArray(result) ? result : (result as { rows: StoredRow[] }).rows) as StoredRow[];
    await addToArticleDays(tx, articleCountsOf(stored), now);
    return stored.length;
  });
}
