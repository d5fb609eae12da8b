// Analytics events (POST mctg/{branch}/{event}, POST mctg/batch) are stored in groups (intake.ts),
// and the article views and adds of each day are counted in mctg_article_days in the same
// transaction (decision 145), so the popular articles never scan the raw events.
import type { MctgEvent } from '../../../contract/mctg.js';
import type { Db } from '../../db/client.js';
import { mctgEvents } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { addToArticleDays, articleCountsOf } from './article-days.js';

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

/** Stores the events; answers how many were new and the client ids stored now (a repeated one is not). */
export async function recordEvents(db: Db, events: readonly TrackedEvent[], now = new Date()): Promise<{ count: number; clientIds: Set<string> }> {
  if (events.length === 0) return { count: 0, clientIds: new Set() };
  return db.transaction(async (tx) => {
    const stored = await tx.insert(mctgEvents).values(events.map((e) => ({
      shopId: SHOP_ID, branch: e.branch, event: e.event, model: e.model, evtData: e.evtData, sessionId: e.sessionId ?? null,
      campaignId: e.campaignId ?? null, clientId: e.clientId ?? null, createdAt: now,
    }))).onConflictDoNothing({ target: mctgEvents.clientId })
      .returning({ event: mctgEvents.event, model: mctgEvents.model, evtData: mctgEvents.evtData, clientId: mctgEvents.clientId });
    await addToArticleDays(tx, articleCountsOf(stored), now);
    return { count: stored.length, clientIds: new Set(stored.flatMap((row) => (row.clientId ? [row.clientId] : []))) };
  });
}
