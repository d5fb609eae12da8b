import { CAMPAIGN_ID } from '../../contract/rules/patterns';
import { readStored, storageKeys, writeStored } from './storage-keys';

// The campaign a visitor came from (docs/product/analytics.md#campaigns: the id under the `cmp` key),
// attached to analytics events and orders while it runs (decision 117).

export const isCampaignId = (value: unknown): value is string => typeof value === 'string' && CAMPAIGN_ID.test(value);

/** When the kept campaign ends (ms), once GET campaigns/{id} has told; null until then. */
let endsAt: number | null = null;

/** The running campaign's id, or null; an ended one is forgotten here. */
export function campaignId(now = Date.now()): string | null {
  const id = readStored(storageKeys.cmp);
  if (!isCampaignId(id)) return null;
  if (endsAt !== null && now >= endsAt) {
    forgetCampaign();
    return null;
  }
  return id;
}

/** Ended campaigns remembered, newest last: enough for the events a queue can still hold. */
const ENDED_KEPT = 20;

function endedCampaigns(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.cmpEnded) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCampaignId) : [];
  } catch {
    return [];
  }
}

function writeEnded(ids: string[]): void {
  writeStored(storageKeys.cmpEnded, ids.length > 0 ? JSON.stringify(ids.slice(-ENDED_KEPT)) : null);
}

/** True when `id` was found ended (or unknown): an event queued under it leaves without it (decision 204). */
export function campaignEnded(id: string): boolean {
  return endedCampaigns().includes(id);
}

/** `until`: the server said the campaign runs until then (it is no longer taken as ended). */
export function keepCampaign(id: string, until: number | null = null): void {
  writeStored(storageKeys.cmp, id);
  endsAt = until;
  if (until !== null && campaignEnded(id)) writeEnded(endedCampaigns().filter((other) => other !== id));
}

/** The kept campaign ended or is unknown: forgotten, and remembered as ended. */
export function forgetCampaign(): void {
  const id = readStored(storageKeys.cmp);
  writeStored(storageKeys.cmp, null);
  endsAt = null;
  if (isCampaignId(id) && !campaignEnded(id)) writeEnded([...endedCampaigns(), id]);
}
