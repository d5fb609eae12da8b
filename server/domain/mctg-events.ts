// Analytics events (POST mctg/{branch}/{event}) are stored as they come, for later reporting.
import type { MctgEvent } from '../../contract/mctg.js';
import type { Db } from '../db/client.js';
import { mctgEvents } from '../db/schema.js';
import { SHOP_ID } from './shop-id.js';

export interface TrackedEvent {
  branch: string;
  event: MctgEvent;
  model: string;
  evtData: Record<string, unknown>;
  sessionId: string | undefined;
  /** A running campaign's id (the route checks it runs). */
  campaignId?: string | undefined;
}

export async function recordEvent(db: Db, e: TrackedEvent): Promise<void> {
  await db.insert(mctgEvents).values({
    shopId: SHOP_ID, branch: e.branch, event: e.event, model: e.model, evtData: e.evtData, sessionId: e.sessionId ?? null,
    campaignId: e.campaignId ?? null,
  });
}
