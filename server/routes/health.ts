// GET health: for the start script and monitors; checks that the database answers. health/live
// (the process answers) and health/ready (database up and not draining) are for orchestrators and
// load balancers (decision 152).
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { healthSchema, livenessSchema, readinessSchema } from '../../contract/health.js';
import { jsonBody, newRouter } from '../http/router.js';
import { renditionsState } from '../images/warm-up.js';
import type { RouteDeps } from './deps.js';

const healthRoute = createRoute({
  method: 'get', path: '/health', tags: ['health'],
  responses: { 200: jsonBody(healthSchema, 'Up'), 503: jsonBody(healthSchema, 'The database does not answer') },
});

const liveRoute = createRoute({
  method: 'get', path: '/health/live', tags: ['health'],
  responses: { 200: jsonBody(livenessSchema, 'The process answers') },
});

const readyRoute = createRoute({
  method: 'get', path: '/health/ready', tags: ['health'],
  responses: { 200: jsonBody(readinessSchema, 'Ready for requests'), 503: jsonBody(readinessSchema, 'Draining, or the database does not answer') },
});

const noStore = { 'Cache-Control': 'no-store' };

export function healthRoutes({ db, log, draining, config }: RouteDeps) {
  const { stripe, paypal } = config.payments;
  const paymentSandbox = [...(stripe.mode === 'sandbox' ? ['stripe' as const] : []), ...(paypal.mode === 'sandbox' ? ['paypal' as const] : [])];
  const router = newRouter();
  router.openapi(liveRoute, (c) => c.json({ ok: true as const }, 200, noStore));
  router.openapi(readyRoute, async (c) => {
    const dbUp = await db.execute(sql`select 1`).then(() => true, () => false);
    const ready = dbUp && !draining();
    const body = { ok: ready, db: dbUp ? ('up' as const) : ('down' as const), draining: draining() };
    return ready ? c.json(body, 200, noStore) : c.json(body, 503, noStore);
  });
  router.openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true, db: 'up' as const, renditions: renditionsState(), paymentSandbox }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      log.error({ err }, 'health check: database down');
      return c.json({ ok: false, db: 'down' as const, renditions: renditionsState(), paymentSandbox }, 503, { 'Cache-Control': 'no-store' });
    }
  });
  return router;
}
