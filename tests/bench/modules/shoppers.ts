// `npm run bench -- shoppers` (decision 201): 50 virtual shoppers for 60 s on loopback, each a
// phone's session that browses, adds to its cart and, one journey in ten, places an order (cash on
// delivery). Prints requests/s and p50/p95/p99 per call kind (reads, add to cart, the other cart
// and checkout writes, the order's intent and its completion), the errors, and the stock check:
// the units that left the stocked articles equal the units the orders took. PGlite always;
// PostgreSQL too with `--pg` (bash scripts/with-postgres.sh npm run bench -- shoppers --pg), in turn with
// PGlite for SHOPPERS_ROUNDS pairs (default 1), their requests a second compared at the end.
// SHOPPERS_THINK_MS adds a pause before each request; PGLITE_THREAD=off measures the embedded
// database in the main thread (before decision 212); PGLITE_HOLD_MS=0 measures a transaction's
// statements awaited as any other answer (before decision 217). Budgets: p95 ≤ 300 ms for reads, ≤ 600 ms for add to cart and order completion, 0 errors.
import { availableParallelism, loadavg } from 'node:os';
import { createRng } from '../../../server/db/seed/prng.js';
import { freshDatabase, withDb } from '../lib/bench-database.js';
import { connectionHoldNote, readConnectionClock } from '../lib/connection-clock.js';
import { prepareShop, signUpBuyers, stockCheck } from '../lib/load-shop.js';
import { ensureBuilt } from '../lib/pwa-pages.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import { startApi } from '../lib/servers.js';
import { VirtualUser, type Kind, type Recorder } from '../lib/shoppers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.SHOPPERS_SECONDS ?? 60);
const USERS = Number(process.env.SHOPPERS_USERS ?? 50);
const ARTICLES = Number(process.env.SHOPPERS_ARTICLES ?? 2000);
const STOCKED = 20;
/** Mean pause before each request (uniform 0 to twice this), in ms: 0 is the saturation the issue's attack measured. */
const THINK_MS = Number(process.env.SHOPPERS_THINK_MS ?? 0);
/** Browse and search read; cart adds (and changes); one journey in ten ends in an order. */
const SHOPPERS_MIX: Record<Kind, number> = { browse: 60, search: 10, cart: 20, checkout: 10 };

const CALLS = ['read', 'add to cart', 'other cart and checkout writes', 'order intent', 'order completion'] as const;
type Call = (typeof CALLS)[number];
/** The budget of a call kind's p95, in ms (none for the steps between). */
const P95_BUDGET: Partial<Record<Call, number>> = { 'read': 300, 'add to cart': 600, 'order completion': 600 };

function callOf(label: string): Call {
  if (label.startsWith('GET ')) return 'read';
  if (label.endsWith('checkout/ss/carts') && label.startsWith('POST ')) return 'add to cart';
  if (label === 'POST orders/intents') return 'order intent';
  if (label === 'PATCH orders/{id}/complete') return 'order completion';
  return 'other cart and checkout writes';
}

const log = (msg: string) => console.log(`[bench] shoppers: ${msg}`);
const load1 = () => loadavg()[0]!.toFixed(2);
const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

class CallTally implements Recorder {
  readonly times = new Map<Call, number[]>(CALLS.map((c) => [c, []]));
  readonly errorKinds = new Map<string, number>();
  errors = 0;
  orders = 0;
  request(_kind: Kind, label: string, ms: number) { this.times.get(callOf(label))!.push(ms); }
  error(kind: Kind, what: string) {
    this.errors += 1;
    this.errorKinds.set(`${kind}: ${what}`, (this.errorKinds.get(`${kind}: ${what}`) ?? 0) + 1);
  }
  orderPlaced() { this.orders += 1; }
}

interface Round {
  table: BenchTable;
  /** Every request of the round, per second. */
  perSecond: number;
  /** The p95 of each call kind with a budget, in ms. */
  p95: Partial<Record<Call, number>>;
  /** The load average (1 min) at the round's start and end. */
  load: string;
}

async function onDatabase(pgUrl: string | undefined): Promise<Round> {
  const engine = pgUrl ? 'PostgreSQL' : 'PGlite';
  const database = await freshDatabase(pgUrl, 'shoppers');
  try {
    log(`seeding ${ARTICLES} articles into a fresh ${engine} database`);
    const shop = await withDb(database.open, (db) => prepareShop(db, { articles: ARTICLES, stocked: STOCKED }));
    const server = await startApi(database.dataDir, process.env.BENCH_LOG_LEVEL ?? 'warn', database.url, {
      WARM_RENDITIONS: 'off', AUTH_RATE_PER_EMAIL: '100000', AUTH_RATE_PER_CLIENT: '100000', METRICS_PUBLIC: 'on',
    });
    const tally = new CallTally();
    let seconds: number;
    let load: string;
    let holdNote: string | undefined;
    try {
      log(`signing up ${USERS} shoppers on ${engine}`);
      const buyers = await signUpBuyers(server.origin, USERS);
      // Signing up hashes passwords on every core: let the load average settle before the round.
      await new Promise((r) => setTimeout(r, 5_000));
      const before = load1();
      log(`${USERS} shoppers for ${SECONDS} s on ${engine} (load ${before})`);
      const clockBefore = await readConnectionClock(server.origin);
      const started = performance.now();
      const until = started + SECONDS * 1000;
      await Promise.all(buyers.map((buyer, i) =>
        new VirtualUser(server.origin, buyer, shop, createRng(201_000 + i), tally, THINK_MS, SHOPPERS_MIX).run(until)));
      seconds = (performance.now() - started) / 1000;
      holdNote = connectionHoldNote(clockBefore, await readConnectionClock(server.origin));
      load = `${before} → ${load1()}`;
    } finally {
      await server.stop();
    }
    const stock = await withDb(database.open, (db) => stockCheck(db, shop.stocked));
    const all = [...tally.times.values()].flat();
    const row = (name: string, times: number[], budget: number | undefined) => {
      const sorted = Float64Array.from(times).sort();
      const p95 = percentile(sorted, 95);
      return [name, String(times.length), (times.length / seconds).toFixed(1), ms(percentile(sorted, 50)), ms(p95), ms(percentile(sorted, 99)),
        budget === undefined ? '-' : `≤ ${budget} ms: ${p95 <= budget ? 'PASS' : 'FAIL'}`];
    };
    const stockAddsUp = stock.left === stock.held && stock.placed === tally.orders;
    const table: BenchTable = {
      title: `Shoppers: ${USERS} virtual shoppers for ${SECONDS} s on ${engine} (browse ${SHOPPERS_MIX.browse} %, search ${SHOPPERS_MIX.search} %, cart ${SHOPPERS_MIX.cart} %, order ${SHOPPERS_MIX.checkout} % of the journeys)`,
      notes: [
        `Loopback, ${THINK_MS === 0 ? 'no think time' : `think time 0-${2 * THINK_MS} ms before each request (mean ${THINK_MS})`}; ${process.env.PGLITE_THREAD === 'off' && !pgUrl ? 'PGlite in the main thread (PGLITE_THREAD=off)' : 'PGlite in its own thread (decision 212)'}; the load generator shares the machine's ${availableParallelism()} CPUs; load average (1 min) ${load} over the round.`,
        `Latencies in ms from sending to the answer's last byte. ${ARTICLES} demo articles + ${STOCKED} stocked ones.`,
        `Errors (4xx/5xx, network, 15 s timeout): ${tally.errors}${tally.errors === 0 ? ' (budget 0: PASS)' : ' (budget 0: FAIL)'}.`,
        ...[...tally.errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([what, n]) => `  ${n} × ${what}`),
        `Orders placed: ${tally.orders} by the shoppers, ${stock.placed} in the database. Stock check: ${stock.left} units left the stocked articles, `
          + `orders holding stock took ${stock.held}: ${stockAddsUp ? 'adds up (PASS)' : 'does NOT add up (FAIL)'}.`,
        ...(holdNote ? [holdNote] : []),
      ],
      columns: ['call kind', 'requests', 'req/s', 'p50', 'p95', 'p99', 'p95 budget'],
      rows: [...CALLS.map((c) => row(c, tally.times.get(c)!, P95_BUDGET[c])), row('all', all, undefined)],
    };
    const p95 = Object.fromEntries(Object.keys(P95_BUDGET).map((c) => [c, percentile(Float64Array.from(tally.times.get(c as Call)!).sort(), 95)]));
    return { table, perSecond: all.length / seconds, p95, load };
  } finally {
    await database.drop();
  }
}

/** With no pause, PGlite's requests a second against PostgreSQL's in the same run. */
const ENGINE_RATIO_BUDGET = 0.9;
/** With a pause, each budgeted p95 of PGlite against PostgreSQL's in the same run. */
const P95_RATIO_BUDGET = 2;

/**
 * Rounds of both engines taken in turn (PGlite, PostgreSQL, PGlite, …): the machine's speed drifts
 * between runs by more than the engines differ, and alternating puts each pair under the same drift.
 */
function engineComparison(pairs: [Round, Round][]): BenchTable {
  const ratios = pairs.map(([lite, pg]) => lite.perSecond / pg.perSecond);
  const median = [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)]!;
  const budgeted = Object.keys(P95_BUDGET) as Call[];
  const p95Ratio = (lite: Round, pg: Round, call: Call) => lite.p95[call]! / pg.p95[call]!;
  const p95Met = pairs.every(([lite, pg]) => budgeted.every((call) => p95Ratio(lite, pg, call) <= P95_RATIO_BUDGET));
  return {
    title: `Shoppers: PGlite against PostgreSQL side by side, ${pairs.length} pair${pairs.length === 1 ? '' : 's'} of rounds taken in turn`,
    notes: [
      `Budget (no pause only): PGlite's req/s ≥ ${ENGINE_RATIO_BUDGET} × PostgreSQL's, the lower median of the pairs: ${median.toFixed(2)} ×, ${THINK_MS > 0 ? 'not read with a pause' : median >= ENGINE_RATIO_BUDGET ? 'PASS' : 'FAIL'}.`,
      `Budget (with a pause only): each p95 (${budgeted.join(', ')}) ≤ ${P95_RATIO_BUDGET} × PostgreSQL's in every pair: ${THINK_MS === 0 ? 'not read with no pause' : p95Met ? 'PASS' : 'FAIL'}.`,
    ],
    columns: ['pair', 'PGlite req/s', 'PostgreSQL req/s', 'req/s ratio', ...budgeted.map((call) => `p95 ${call} (PGlite / PostgreSQL)`), 'load PGlite', 'load PostgreSQL'],
    rows: pairs.map(([lite, pg], i) => [
      String(i + 1), lite.perSecond.toFixed(1), pg.perSecond.toFixed(1), `${ratios[i]!.toFixed(2)} ×`,
      ...budgeted.map((call) => `${ms(lite.p95[call]!)} / ${ms(pg.p95[call]!)} ms = ${p95Ratio(lite, pg, call).toFixed(2)} ×`),
      lite.load, pg.load,
    ]),
  };
}

export const shoppersBench: Measurement = {
  name: 'shoppers',
  async run(): Promise<BenchTable[]> {
    // The browse journeys land on server-rendered pages: the server needs the built app.
    await ensureBuilt();
    const pgUrl = benchPostgresUrl('shoppers');
    const rounds = Math.max(1, Number(process.env.SHOPPERS_ROUNDS ?? 1));
    const tables: BenchTable[] = [];
    const pairs: [Round, Round][] = [];
    for (let i = 0; i < rounds; i++) {
      const lite = await onDatabase(undefined);
      tables.push(lite.table);
      if (!pgUrl) continue;
      const pg = await onDatabase(pgUrl);
      tables.push(pg.table);
      pairs.push([lite, pg]);
    }
    if (pairs.length > 0) tables.push(engineComparison(pairs));
    else tables[0]!.notes.push('PostgreSQL: bash scripts/with-postgres.sh npm run bench -- shoppers --pg adds the same round on PostgreSQL.');
    return tables;
  },
};
