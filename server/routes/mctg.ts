// Analytics (storefront.md §7, checkout-account-pages.md §7 "Tracking events"): POST
// mctg/{branch}/{event} for one event, POST mctg/batch for the browser's queue (decision 143), and
// GET mctg/popular from the daily roll-up (decision 145).
import { createRoute } from '@hono/zod-openapi';
import {
  mctgBatchAnswerSchema, mctgBatchSchema, mctgBodySchema, mctgParamsSchema, mctgPopularQuerySchema, mctgPopularSchema, okSchema,
} from '../../contract/mctg.js';
import { runningCampaigns } from '../domain/campaigns/campaigns.js';
import { popularArticles } from '../domain/mctg/article-days.js';
import { eventIntake } from '../domain/mctg/intake.js';
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

const batchRoute = createRoute({
  method: 'post', path: '/mctg/batch', tags: ['mctg'],
  summary: 'Several events at once (the browser queue); an event id already stored is skipped',
  request: { body: { content: { 'application/json': { schema: mctgBatchSchema } }, required: true } },
  responses: { 200: jsonBody(mctgBatchAnswerSchema, 'Stored'), 400: errorResponses[400] },
});

const popularRoute = createRoute({
  method: 'get', path: '/mctg/popular', tags: ['mctg'],
  summary: 'The most viewed and the most added-to-cart articles of the last days',
  request: { query: mctgPopularQuerySchema },
  responses: { 200: jsonBody(mctgPopularSchema, 'Article ids with their counts, best first'), 400: errorResponses[400] },
});

export function mctgRoutes({ db }: RouteDeps) {
  const router = newRouter();
  const isRunning = runningCampaigns(db);
  const store = eventIntake(db);
  // An ended or unknown campaign is dropped, not refused: the event itself still counts.
  const runningOrNothing = async (cmp: string | undefined) => (cmp !== undefined && (await isRunning(cmp)) ? cmp : undefined);

  router.openapi(eventRoute, async (c) => {
    const { branch, event } = c.req.valid('param');
    const { model, evtData, cmp } = c.req.valid('json');
    await store([{ branch, event, model, evtData, sessionId: readSessionId(c), campaignId: await runningOrNothing(cmp) }]);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(batchRoute, async (c) => {
    const sessionId = readSessionId(c);
    const events = await Promise.all(c.req.valid('json').events.map(async ({ id, branch, event, model, evtData, cmp }) => ({
      branch, event, model, evtData, sessionId, clientId: id, campaignId: await runningOrNothing(cmp),
    })));
    return c.json({ ok: true as const, stored: await store(events) }, 200);
  });

  router.openapi(popularRoute, async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await popularArticles(db, c.req.valid('query')), 200);
  });
  return router;
}
