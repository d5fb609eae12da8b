// `npm run bench -- mctg` (decisions 143, 145): tracking events accepted per second at
// 50 connections posting batches, and what that load does to the catalogue's answers measured in
// the same run: the cached listing alone, then beside the events. Budget: the listing keeps at
// least 90 % of its own throughput. The demo catalogue in a fresh folder each run, so the events
// of earlier runs never weigh on this one.
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { load, type LoadResult } from '../lib/load.js';
import { startApi } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const EVENT_CONNECTIONS = 50;
const CATALOGUE_CONNECTIONS = 10;
/** A browser's usual batch: a few seconds of a shopper's page (decision 143 allows up to 50). */
const EVENTS_PER_BATCH = 10;
const DATA_DIR = resolve('.data-bench-mctg');
const LISTING = '/v1/catalogs/departments?page=1';

/** A batch like the queue sends: page views, impressions and an add, on the demo's first articles. */
function batchBody(): string {
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => {
    const id = (i % 8) + 1;
    if (i === 0) return { branch: 'shop', event: 'page-track', model: 'page', evtData: { path: '/d' } };
    if (i === 1) return { branch: 'shop', event: 'add-to-cart', model: 'article', evtData: { id, quantity: 1 } };
    if (i === 2) return { branch: 'shop', event: 'single-impression', model: 'article', evtData: { id, slug: `articolo-${id}` } };
    return { branch: 'shop', event: 'impression', model: 'article', evtData: { id, slug: `articolo-${id}`, path: '/d' } };
  });
  return JSON.stringify({ events });
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const load1 = () => loadavg()[0]!.toFixed(1);

export const mctgBench: Measurement = {
  name: 'mctg',
  async run(): Promise<BenchTable[]> {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log('[bench] mctg: starting a server on a fresh demo catalogue');
    const api = await startApi(DATA_DIR, process.env.BENCH_LOG_LEVEL ?? 'warn', '', { WARM_RENDITIONS: 'off' });
    try {
      const listing = { origin: api.origin, paths: [LISTING], connections: CATALOGUE_CONNECTIONS };
      const events = {
        origin: api.origin, paths: ['/v1/mctg/batch'], connections: EVENT_CONNECTIONS, method: 'POST' as const,
        body: batchBody(), headers: { 'content-type': 'application/json' },
      };
      // Warm: the listing's answer cached, the insert path compiled.
      await fetch(`${api.origin}${LISTING}`).then((r) => r.arrayBuffer());
      await load({ ...listing, seconds: 1 });
      await load({ ...events, seconds: 1 });
      const alone = await load({ ...listing, seconds: SECONDS });
      const [beside, posted] = await Promise.all([load({ ...listing, seconds: SECONDS }), load({ ...events, seconds: SECONDS })]);
      const ratio = beside.requestsPerSecond / (alone.requestsPerSecond || 1);
      const row = (name: string, r: LoadResult, extra: string[]) => [
        name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(r.failures), load1(), ...extra,
      ];
      return [{
        title: `Tracking events (POST mctg/batch, ${EVENTS_PER_BATCH} events each, ${EVENT_CONNECTIONS} connections) beside the catalogue`,
        notes: [
          `Demo catalogue on PGlite in a fresh ${DATA_DIR}; ${SECONDS} s per measure; latencies in ms; machine: ${availableParallelism()} CPUs.`,
          `The cached listing (${LISTING}, ${CATALOGUE_CONNECTIONS} connections) alone, then at the same time as the events.`,
          'Budget: the listing beside the events keeps ≥ 0.9 × its throughput alone.',
          'events/s: events answered 202 (taken in); the intake paces itself at MCTG_INTAKE_RATE events/s per process (decision 158), so a batch over the pace waits its turn.',
        ],
        columns: ['measure', 'req/s', 'p50', 'p95', 'p99', 'errors', 'load', 'events/s', 'budget', 'status'],
        rows: [
          row('listing alone', alone, ['', '', '']),
          row('event batches', posted, [(((posted.total - posted.failures) / SECONDS) * EVENTS_PER_BATCH).toFixed(0), '', '']),
          row('listing beside the events', beside, ['', '≥ 0.9 × alone', `${ratio.toFixed(2)} ${ratio >= 0.9 ? 'met' : 'MISSED'}`]),
        ],
      }];
    } finally {
      await api.stop();
    }
  },
};
