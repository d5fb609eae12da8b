import type { Campaign } from '../../contract/campaigns';
import { campaignId, forgetCampaign, isCampaignId, keepCampaign } from '../lib/campaign';
import { http, isApiError } from '../lib/http';
import { track } from '../lib/mctg';

/**
 * At start (docs/product/analytics.md#campaigns; decision 117): a link's `?cmp=` becomes the kept
 * campaign at once, so the landing event carries it; then GET campaigns/{id} tells whether it
 * runs. An ended or unknown campaign is forgotten; offline the kept one stays until it can be
 * checked. Arriving through a running campaign's link records a campaign event.
 */
export function startCampaign(): void {
  const fromLink = new URLSearchParams(window.location.search).get('cmp');
  if (isCampaignId(fromLink)) keepCampaign(fromLink);
  const id = campaignId();
  if (!id) return;
  http.get<Pick<Campaign, 'id' | 'duration'>>(`campaigns/${id}`, { query: { select: 'duration' } }).then(
    (campaign) => {
      const until = Date.parse(campaign.duration.to);
      if (Date.now() >= until) {
        forgetCampaign();
        return;
      }
      keepCampaign(id, until);
      if (id === fromLink) track('campaign', { model: 'campaign', evtData: { id, path: window.location.pathname } });
    },
    (error: unknown) => {
      if (isApiError(error) && Number(error.statusCode) === 404) forgetCampaign();
    },
  );
}
