// GET campaigns/{id} (docs/product/analytics.md#campaigns): a link's campaign and how long it runs, so the
// shop keeps `cmp` while it runs and drops it after (decision 117).
import { createRoute } from '@hono/zod-openapi';
import { campaignParamsSchema, campaignQuerySchema, campaignSchema } from '../../contract/campaigns.js';
import { findCampaign } from '../domain/campaigns/campaigns.js';
import { ApiHttpError } from '../http/errors.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

const campaignRoute = createRoute({
  method: 'get', path: '/campaigns/{id}', tags: ['campaigns'],
  summary: 'A campaign and its duration (also once it has ended)',
  request: { params: campaignParamsSchema, query: campaignQuerySchema },
  responses: {
    200: jsonBody(campaignSchema, 'The campaign; with select=duration only its id and duration'),
    400: errorResponses[400],
    404: { ...errorResponses[404], description: 'CAMPAIGN_NOT_FOUND: no campaign with that id' },
  },
});

export function campaignsRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.openapi(campaignRoute, async (c) => {
    const { id } = c.req.valid('param');
    const campaign = await findCampaign(db, id);
    if (!campaign) throw new ApiHttpError(404, 'CAMPAIGN_NOT_FOUND', `No campaign '${id}'`);
    c.header('Cache-Control', 'public, max-age=300');
    const { select } = c.req.valid('query');
    return c.json(select === 'duration' ? { id: campaign.id, duration: campaign.duration } : campaign, 200);
  });
  return router;
}
