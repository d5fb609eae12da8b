// POST mctg/{branch}/{event}: analytics events from the PWA.
import { createRoute } from '@hono/zod-openapi';
import { mctgBodySchema, mctgParamsSchema, okSchema } from '../../contract/mctg.js';
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
  router.openapi(eventRoute, async (c) => {
    const { branch, event } = c.req.valid('param');
    const { model, evtData } = c.req.valid('json');
    await recordEvent(db, { branch, event, model, evtData, sessionId: readSessionId(c) });
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
