// GET health: for load balancers and the start script; checks that the database answers.
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { healthSchema } from '../../contract/health.js';
import { jsonBody, newRouter } from '../http/router.js';
import { renditionsState } from '../images/warm-up.js';
import type { RouteDeps } from './deps.js';

const healthRoute = createRoute({
  method: 'get', path: '/health', tags: ['health'],
  responses: { 200: jsonBody(healthSchema, 'Up'), 503: jsonBody(healthSchema, 'The database does not answer') },
});

export function healthRoutes({ db, log }: RouteDeps) {
  const router = newRouter();
  router.openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true, db: 'up' as const, renditions: renditionsState() }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      log.error({ err }, 'health check: database down');
      return c.json({ ok: false, db: 'down' as const, renditions: renditionsState() }, 503, { 'Cache-Control': 'no-store' });
    }
  });
  return router;
}
