// POST subs: the footer's newsletter signup.
import { createRoute } from '@hono/zod-openapi';
import { subscribeAnswerSchema, subscribeBodySchema } from '../../contract/subs.js';
import { subscribe } from '../domain/subscriptions.js';
import { errorResponses, jsonBody, newRouter } from '../http/router.js';
import type { RouteDeps } from './deps.js';

const subscribeRoute = createRoute({
  method: 'post', path: '/subs', tags: ['subs'],
  request: { body: { content: { 'application/json': { schema: subscribeBodySchema } }, required: true } },
  responses: { 200: jsonBody(subscribeAnswerSchema, 'Subscribed (again, if it already was)'), 400: errorResponses[400] },
});

export function subsRoutes({ db }: RouteDeps) {
  const router = newRouter();
  router.openapi(subscribeRoute, async (c) => {
    const { email, name } = c.req.valid('json');
    const saved = await subscribe(db, email, name);
    return c.json({ ok: true as const, email: saved.email }, 200);
  });
  return router;
}
