// Marketing campaigns (docs/product/analytics.md#campaigns; decision 117): a link's
// `?cmp=` names one; events and orders carry it while it runs.
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '../../../contract/campaigns.js';
import type { Db } from '../../db/client.js';
import { campaigns } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

type CampaignRow = typeof campaigns.$inferSelect;

const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id, name: row.name, duration: { from: row.startsAt.toISOString(), to: row.endsAt.toISOString() },
});

/** undefined when the shop has no campaign with this id. */
export async function findCampaign(db: Db, id: string): Promise<Campaign | undefined> {
  const [row] = await db.select().from(campaigns).where(and(eq(campaigns.shopId, SHOP_ID), eq(campaigns.id, id))).limit(1);
  return row && toCampaign(row);
}

export function isRunning(campaign: Campaign, at: Date): boolean {
  return Date.parse(campaign.duration.from) <= at.getTime() && at.getTime() < Date.parse(campaign.duration.to);
}

/** How long a looked-up campaign is trusted: events come often, campaigns change rarely. */
const KNOWN_FOR_MS = 60_000;

/**
 * Which campaign ids run now, remembered for a minute per id, so tagging a burst of events costs
 * one query per campaign rather than one per event. An unknown id is remembered as not running.
 */
export function runningCampaigns(db: Db, now = () => new Date()) {
  const known = new Map<string, { campaign: Campaign | undefined; until: number }>();
  return async (id: string): Promise<boolean> => {
    const at = now();
    let entry = known.get(id);
    if (!entry || entry.until <= at.getTime()) {
      entry = { campaign: await findCampaign(db, id), until: at.getTime() + KNOWN_FOR_MS };
      // Bounded: a flood of made-up ids does not grow the map without end.
      if (known.size >= 1000) known.clear();
      known.set(id, entry);
    }
    return entry.campaign !== undefined && isRunning(entry.campaign, at);
  };
}
