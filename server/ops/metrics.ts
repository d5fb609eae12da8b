// The process's metrics in Prometheus's text format, with prom-client (decision 152):
// requests and their latency per route, server errors, the database's pool or PGlite's queue,
// idempotent replays (the offline outbox sending again), orders by status, mails sent and failed.
// Counters are the process's own (one registry per process, like Prometheus's client libraries
// assume); what lives in the database is read when scraped.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

export const httpRequests = new Counter({
  name: 'raggio_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'raggio_http_request_duration_seconds',
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpServerErrors = new Counter({
  name: 'raggio_http_server_errors_total',
  help: 'Answers with a 5xx status, by route pattern',
  labelNames: ['route'] as const,
  registers: [registry],
});

/** One answered request in the three request metrics; `route` is its pattern, never its raw path. */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
  if (status >= 500) httpServerErrors.inc({ route });
}

export const idempotentReplays = new Counter({
  name: 'raggio_idempotent_replays_total',
  help: 'Requests answered from a stored answer: a client (the offline outbox) sent the same write again',
  registers: [registry],
});

export const orderHoldsReleased = new Counter({
  name: 'raggio_order_holds_released_total',
  help: 'Unplaced orders whose stock hold ran out and was given back by the timed sweep (decision 191)',
  registers: [registry],
});

export const retentionDeleted = new Counter({
  name: 'raggio_retention_deleted_total',
  help: "Records the retention sweep deleted, by rule: 'order', ten years after its last entry; 'intent', an intent never placed 30 days after its hold ended; 'mail', a mail of no order sent 30 days ago or failed 90 (decision 250)",
  labelNames: ['rule'] as const,
  registers: [registry],
});

export const analyticsEventsDropped = new Counter({
  name: 'raggio_mctg_events_dropped_total',
  help: 'Analytics events dropped alone, the rest of their batch kept: text the database cannot store, or a row it refused (decision 196)',
  registers: [registry],
});

export const mailsSent = new Counter({
  name: 'raggio_mails_total',
  help: 'Mails handed to the mail server or the outbox, by result',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Gauges whose value is read when Prometheus scrapes (the database's state). */
export function scrapedGauge(name: string, help: string, labelNames: readonly string[], collect: (gauge: Gauge) => Promise<void> | void): Gauge {
  const existing = registry.getSingleMetric(name);
  if (existing) registry.removeSingleMetric(name);
  return new Gauge({
    name, help, labelNames, registers: [registry],
    async collect() { await collect(this); },
  });
}
