// Analytics (docs/product/analytics.md#events): POST
// mctg/{branch}/{event} for one event, POST mctg/batch for the browser's queue (decision 143),
// both taken in by the paced, buffered intake (decision 158), and GET mctg/popular from the daily
// roll-up (decision 145).
import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { RETRY_AFTER_HEADER } from '../../contract/auth.js';
import {
  mctgBatchAnswerSchema, mctgBatchEntriesSchema, mctgBatchEventSchema, mctgBatchSchema, mctgBodySchema, mctgParamsSchema,
  mctgPopularQuerySchema, mctgPopularSchema, okSchema, type MctgBatchEvent,
} from '../../contract/mctg.js';
import { unstorableTextPath } from '../../contract/storable-text.js';
import { runningCampaigns } from '../domain/campaigns/campaigns.js';
import { openCart } from '../domain/cart/cart-owner.js';
import { popularArticles } from '../domain/mctg/article-days.js';
import type { TrackedEvent } from '../domain/mctg/events.js';
import { eventIntake, RETRY_AFTER_SECONDS, type EventIntake } from '../domain/mctg/intake.js';
import { errorBody, errorResponses, jsonBody, newRouter } from '../http/router.js';
import { errorJson } from '../http/error-handler.js';
import { validationHook } from '../http/validation.js';
import { analyticsEventsDropped } from '../ops/metrics.js';
import { newSessionId, readSessionId, writeSessionId } from '../http/session-cookie.js';
import type { RouteDeps } from './deps.js';

const busy = errorBody(`TRY_LATER: the events could not be taken in now; send them again after Retry-After (${RETRY_AFTER_SECONDS} s)`);

const eventRoute = createRoute({
  method: 'post', path: '/mctg/{branch}/{event}', tags: ['mctg'],
  request: {
    params: mctgParamsSchema,
    body: { content: { 'application/json': { schema: mctgBodySchema } }, required: true },
  },
  responses: { 202: jsonBody(okSchema, 'Taken in, stored within a second'), 400: errorResponses[400], 503: busy },
});

const batchRoute = createRoute({
  method: 'post', path: '/mctg/batch', tags: ['mctg'],
  summary: 'Several events at once (the browser queue); an event id already stored is skipped, an entry that is no readable event is dropped and counted',
  request: { body: { content: { 'application/json': { schema: mctgBatchEntriesSchema } }, required: true } },
  responses: {
    202: jsonBody(mctgBatchAnswerSchema, 'Taken in, stored within a second: every readable event, the others dropped'),
    400: errorBody('VALIDATION_ERROR: not a batch of 1 to 50 entries, or no entry is a readable event (the fields of each named)'),
    503: busy,
  },
});

const popularRoute = createRoute({
  method: 'get', path: '/mctg/popular', tags: ['mctg'],
  summary: 'The most viewed and the most added-to-cart articles of the last days',
  request: { query: mctgPopularQuerySchema },
  responses: { 200: jsonBody(mctgPopularSchema, 'Article ids with their counts, best first'), 400: errorResponses[400] },
});

const tryLater: Parameters<typeof errorJson>[2] = {
  code: 'TRY_LATER', message: 'Too many analytics events right now: send them again later', statusCode: 503,
};

/** Before the body is read: the request waits for its turn in the intake's pace, or is refused. */
function paced(intake: EventIntake): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    if (await intake.enter()) return next();
    c.header(RETRY_AFTER_HEADER, String(RETRY_AFTER_SECONDS));
    return errorJson(c, 503, tryLater);
  };
}

export function mctgRoutes({ db, config, log }: RouteDeps) {
  const router = newRouter();
  const isRunning = runningCampaigns(db);
  const intake = eventIntake(db, { eventsPerSecond: config.mctg.intakePerSecond, log });
  // An ended or unknown campaign is dropped, not refused: the event itself still counts.
  const runningOrNothing = async (cmp: string | undefined) => (cmp !== undefined && (await isRunning(cmp)) ? cmp : undefined);
  const take = (events: TrackedEvent[]) => intake.offer(events);

  router.use('/mctg/*', paced(intake));

  /**
   * The visit's session for events taken in: the cookie's, or a new one opened once the events are
   * taken (a 2xx): its (empty) cart row made, for the server knows only sessions that name a row,
   * and the cookie sent, so a visit's views and its later cart share one session. Events are sent
   * only with the visitor's analytics consent (decision 144); browsing alone, without it, opens no
   * session (decisions 224, 231).
   */
  const visitSession = (c: Context) => {
    const known = readSessionId(c);
    const sessionId = known ?? newSessionId();
    const taken = async () => {
      if (known) return;
      // The events are taken whatever happens here: a session not opened only means no cookie yet.
      try {
        await db.transaction((tx) => openCart(tx, { sessionId }));
      } catch (err) {
        log.warn({ err }, 'analytics: the visit\'s session was not opened');
        return;
      }
      writeSessionId(c, sessionId, config.publicUrl.startsWith('https:'));
    };
    return { sessionId, taken };
  };

  router.openapi(eventRoute, async (c) => {
    const { branch, event } = c.req.valid('param');
    const { model, evtData, cmp } = c.req.valid('json');
    const visit = visitSession(c);
    if (!take([{ branch, event, model, evtData, sessionId: visit.sessionId, campaignId: await runningOrNothing(cmp) }])) {
      c.header(RETRY_AFTER_HEADER, String(RETRY_AFTER_SECONDS));
      return c.json(tryLater, 503);
    }
    await visit.taken();
    return c.json({ ok: true as const }, 202);
  });

  router.openapi(batchRoute, async (c) => {
    const visit = visitSession(c);
    const { sessionId } = visit;
    // Each entry is read alone: one that is no event, or holds text the database cannot store, is
    // dropped and counted, and the others go on (decisions 196 and 223).
    const sent = c.req.valid('json').events;
    const readable = sent.flatMap((entry) => {
      const read = mctgBatchEventSchema.safeParse(entry);
      return read.success && unstorableTextPath(read.data) === null ? [read.data] : [];
    });
    // Nothing to keep: refused as the strict schema refuses it, naming the fields.
    if (readable.length === 0) validationHook({ ...mctgBatchSchema.safeParse({ events: sent as MctgBatchEvent[] }), target: 'json' }, c);
    const dropped = sent.length - readable.length;
    if (dropped > 0) analyticsEventsDropped.inc(dropped);
    const events = await Promise.all(readable.map(async ({ id, branch, event, model, evtData, cmp }) => ({
      branch, event, model, evtData, sessionId, clientId: id, campaignId: await runningOrNothing(cmp),
    })));
    if (!take(events)) {
      c.header(RETRY_AFTER_HEADER, String(RETRY_AFTER_SECONDS));
      return c.json(tryLater, 503);
    }
    if (events.length > 0) await visit.taken();
    return c.json({ ok: true as const, accepted: events.length, dropped }, 202);
  });

  router.openapi(popularRoute, async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await popularArticles(db, c.req.valid('query')), 200);
  });
  return router;
}
