// POST mctg/{branch}/{event}: analytics events from the PWA.
import { createRoute } from '@hono/zod-openapi';
import { mctgBodySchema, mctgParamsSchema, okSchema } from '../../contract/mctg.js';
import { runningCampaigns } from '../domain/campaigns/campaigns.js';
import { recordEvent } from '../domain/mctg-events.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import { readSessionId } from '../http/session-cookie.js';
import type { RouteDeps } from './deps.js';

const eventRoute = createRoute({
  method: 'post', path: '/mctg/{branch}/{event}', tags: ['mctg'],
  request: {
    params: mctgParamsSchema,
    body: { content: { 'application/json': { schema: mctgBodySchema } }, required: true },
  },
  responses: { 200: jsonBody(okSchema, 'Stored'), 400: errorResponses[400] },
});

export function mctgRoutes({ db }: RouteDeps) {
  const router = newRouter();
  const isRunning = runningCampaigns(db);
  router.openapi(eventRoute, async (c) => {
    const { branch, event } = c.req.valid('param');
    const { model, evtData, cmp } = c.req.valid('json');
    // An ended or unknown campaign is dropped, not refused: the event itself still counts.
    const campaignId = cmp !== undefined && (await isRunning(cmp)) ? cmp : undefined;
    await recordEvent(db, { branch, event, model, evtData, sessionId: readSessionId(c), campaignId });
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
