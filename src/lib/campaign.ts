import { readStored, storageKeys, writeStored } from './storage-keys';

// The campaign a visitor came from (docs/product/analytics.md#campaigns: the id under the `cmp` key),
// attached to analytics events and orders while it runs (decision 117).

/** The same rule as contract/campaigns.ts, without zod in the entry. */
const CAMPAIGN_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

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

export function keepCampaign(id: string, until: number | null = null): void {
  writeStored(storageKeys.cmp, id);
  endsAt = until;
}

export function forgetCampaign(): void {
  writeStored(storageKeys.cmp, null);
  endsAt = null;
}
