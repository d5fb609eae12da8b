// GET /metrics in Prometheus's text format (decision 152); the request log's layer counts every
// request (server/http/request-log.ts). Not public: it answers only with METRICS_PUBLIC=on or the
// METRICS_TOKEN bearer; otherwise it is the 404 of any unknown path, so nobody learns it exists:
// c.notFound() answers with the not-found handler of the app this is mounted in (server/app.ts),
// so ops, below http, does not import it (decision 006).
import { timingSafeEqual } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Config } from '../config.js';
import type { Db, DatabaseStats } from '../db/client.js';
import { orderMails, orders } from '../db/schema.js';
import { registry, scrapedGauge } from './metrics.js';

function registerDatabaseGauges(db: Db, stats: (() => DatabaseStats) | undefined): void {
  scrapedGauge('raggio_orders', 'Orders by status', ['status'], async (gauge) => {
    gauge.reset();
    const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    for (const row of rows) gauge.set({ status: row.status }, row.n);
  });
  // Order mails still owed (to send, or to try again) and refused for good (decision 228).
  scrapedGauge('raggio_order_mails', 'Order mails owed (not sent yet) and failed (refused for good by the mail server)', ['status'], async (gauge) => {
    const rows = await db.select({ status: orderMails.status, n: count() }).from(orderMails)
      .where(inArray(orderMails.status, ['owed', 'failed'])).groupBy(orderMails.status);
    for (const status of ['owed', 'failed'] as const) gauge.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
  });
  if (!stats) return;
  scrapedGauge('raggio_db_connections', "PostgreSQL pool connections by state; PGlite's queued and running calls as 'pending'", ['state'], (gauge) => {
    gauge.reset();
    const now = stats();
    if (now.kind === 'pglite') gauge.set({ state: 'pending' }, now.pending);
    else for (const state of ['total', 'idle', 'waiting'] as const) gauge.set({ state }, now[state]);
  });
  // Totals since start, as counters are: the share of time transactions held the one connection
  // is the growth of `held` over the growth of the clock (docs/performance.md).
  scrapedGauge('raggio_pglite_connection_seconds', "Seconds PGlite's thread connection was held by transactions (held) and spent running statements (running), since start", ['use'], (gauge) => {
    const now = stats();
    if (now.kind !== 'pglite' || !now.connection) return;
    gauge.set({ use: 'held' }, now.connection.heldSeconds);
    gauge.set({ use: 'running' }, now.connection.runningSeconds);
  });
  scrapedGauge('raggio_pglite_transactions', "Transactions ended on PGlite's thread connection since start", [], (gauge) => {
    const now = stats();
    if (now.kind === 'pglite' && now.connection) gauge.set(now.connection.transactions);
  });
  scrapedGauge('raggio_pglite_thread_heap_bytes', "Bytes of JavaScript heap PGlite's thread used after its latest statement", [], (gauge) => {
    const now = stats();
    if (now.kind === 'pglite' && now.connection) gauge.set(now.connection.heapBytes);
  });
}

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Requests running in a turn and waiting for one (server/http/admission.ts, decision 171). */
type TurnStats = () => { active: number; waiting: number };

function registerTurnGauge(turns: TurnStats): void {
  scrapedGauge('raggio_requests_in_turn', 'API calls and page renders running in a turn, and waiting for one', ['state'], (gauge) => {
    const now = turns();
    gauge.set({ state: 'active' }, now.active);
    gauge.set({ state: 'waiting' }, now.waiting);
  });
}

export function metricsRoutes(db: Db, config: Pick<Config, 'metrics'>, stats?: () => DatabaseStats, turns?: TurnStats): Hono {
  registerDatabaseGauges(db, stats);
  if (turns) registerTurnGauge(turns);
  const { token, open } = config.metrics;
  const allowed = (authorization: string | undefined) =>
    open || (token !== undefined && sameSecret(authorization ?? '', `Bearer ${token}`));
  const app = new Hono();
  app.get('/metrics', async (c) => {
    if (!allowed(c.req.header('authorization'))) return c.notFound();
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
  return app;
}
