// `npm run bench -- load` (decision 156): a mix of shoppers (browse 70 %, search 10 %,
// cart 15 %, checkout 5 % of the journeys) for LOAD_SECONDS (default 60) at 50 and at 200
// virtual users, each a phone's session with its own cookies and account, think time
// LOAD_THINK_MS (default 0). Per kind: requests/s, p50, p95, p99 and errors; budget 0 errors, PASS
// or FAIL a row; the load average before and after each round. PGlite always; with `--pg` the
// same rounds on PostgreSQL too, at BENCH_DATABASE_URL or TEST_DATABASE_URL
// (bash scripts/with-postgres.sh npm run bench -- load --pg). Each database is fresh, seeded here
// with LOAD_ARTICLES (default 2000) articles and dropped afterwards: the run writes users, carts
// and orders, which must not pile into the shared catalogue of .data-bench/.
import { availableParallelism, loadavg } from 'node:os';
import { createRng } from '../../../server/db/seed/prng.js';
import type { BenchBuyer } from '../lib/bench-buyers.js';
import { freshDatabase, withDb } from '../lib/bench-database.js';
import { prepareShop, signUpBuyers } from '../lib/load-shop.js';
import { ensureBuilt } from '../lib/pwa-pages.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import { startApi } from '../lib/servers.js';
import { KINDS, MIX, VirtualUser, type Kind, type Recorder, type ShopInputs } from '../lib/shoppers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
const ARTICLES = Number(process.env.LOAD_ARTICLES ?? 2000);
const USERS = (process.env.LOAD_USERS ?? '50,200').split(',').map(Number);
/** Tracked articles with a million units each, which the cart and checkout journeys buy. */
const STOCKED = 20;
/** Error lines printed under a table (the first few of each kind of failure). */
const ERRORS_SHOWN = 8;

const log = (msg: string) => console.log(`[bench] load: ${msg}`);
const load1 = () => loadavg()[0]!.toFixed(2);
const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

class Tally implements Recorder {
  readonly times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  readonly errorKinds = new Map<string, number>();
  /** When each error was seen (performance.now()): a burst says stall, a spread says unfair waits. */
  readonly errorTimes: number[] = [];
  orders = 0;
  request(kind: Kind, _label: string, ms: number) { this.times.get(kind)!.push(ms); }
  error(kind: Kind, what: string) {
    this.errors.set(kind, this.errors.get(kind)! + 1);
    this.errorTimes.push(performance.now());
    this.errorKinds.set(`${kind}: ${what}`, (this.errorKinds.get(`${kind}: ${what}`) ?? 0) + 1);
  }
  orderPlaced() { this.orders += 1; }
}

/** One round: `users` virtual users for SECONDS; its rows, one a kind and one for all. */
async function round(origin: string, shop: ShopInputs, buyers: BenchBuyer[], users: number) {
  const tally = new Tally();
  const before = load1();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(buyers.slice(0, users).map((buyer, i) =>
    new VirtualUser(origin, buyer, shop, createRng(156_000 + users * 1000 + i), tally, THINK_MS).run(until)));
  const seconds = (performance.now() - started) / 1000;
  const after = load1();
  const row = (name: string, times: number[], errors: number, share: string) => {
    const sorted = Float64Array.from(times).sort();
    return [
      String(users), name, share, String(times.length), (times.length / seconds).toFixed(1),
      ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(percentile(sorted, 99)), String(errors), errors === 0 ? 'PASS' : 'FAIL',
    ];
  };
  const all = [...tally.times.values()].flat();
  const allErrors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
  const out = KINDS.map((k) => row(k, tally.times.get(k)!, tally.errors.get(k)!, `${((tally.times.get(k)!.length / (all.length || 1)) * 100).toFixed(0)} %`));
  out.push(row('all', all, allErrors, ''));
  const errorLines = [...tally.errorKinds].sort((a, b) => b[1] - a[1]).slice(0, ERRORS_SHOWN).map(([what, n]) => `${users} VUs, ${n} × ${what}`);
  if (allErrors > 0) {
    const perTen = Array.from({ length: Math.ceil(seconds / 10) }, () => 0);
    for (const at of tally.errorTimes) perTen[Math.min(perTen.length - 1, Math.floor((at - started) / 10_000))]! += 1;
    errorLines.push(`${users} VUs, errors in each 10 s of the round: ${perTen.join(', ')}`);
  }
  return { rows: out, orders: tally.orders, seconds, load: `${before} → ${after}`, errorLines };
}

async function onDatabase(pgUrl: string | undefined): Promise<BenchTable> {
  const engine = pgUrl ? 'PostgreSQL' : 'PGlite';
  const database = await freshDatabase(pgUrl, 'load');
  try {
    log(`seeding ${ARTICLES} articles into a fresh ${engine} database`);
    const shop = await withDb(database.open, (db) => prepareShop(db, { articles: ARTICLES, stocked: STOCKED }));
    const server = await startApi(database.dataDir, process.env.BENCH_LOG_LEVEL ?? 'warn', database.url, {
      WARM_RENDITIONS: 'off', AUTH_RATE_PER_EMAIL: '100000', AUTH_RATE_PER_CLIENT: '100000',
    });
    try {
      const most = Math.max(...USERS);
      log(`signing up ${most} virtual users on ${engine}`);
      const buyers = await signUpBuyers(server.origin, most);
      const table: BenchTable = {
        title: `Load: a mix of shoppers on ${engine} (browse ${MIX.browse} %, search ${MIX.search} %, cart ${MIX.cart} %, checkout ${MIX.checkout} % of the journeys)`,
        notes: [
          `${SECONDS} s a round; ${ARTICLES} demo articles + ${STOCKED} stocked ones; think time ${THINK_MS === 0 ? '0' : `0-${2 * THINK_MS} ms (mean ${THINK_MS})`}; latencies in ms, from sending to the answer's last byte.`,
          'browse: a server-rendered page (home, listing or product) then a filtered listing and two products from the API; search: two keystroke searches;',
          'cart: a visitor\'s session cart (GET, add, quantity, remove, each write with an Idempotency-Key); checkout: add, addresses, shipping methods and choice,',
          'payment (cash on delivery), the re-check, POST orders/intents and its returnApi: a placed order. Budget: 0 errors (any 4xx/5xx, network error or 15 s timeout).',
          `Machine: ${availableParallelism()} CPUs, the load generator on the same machine; load average (1 min) before → after each round.`,
        ],
        columns: ['VUs', 'kind', 'share of requests', 'requests', 'req/s', 'p50', 'p95', 'p99', 'errors', 'budget 0 errors'],
        rows: [],
      };
      for (const users of USERS) {
        log(`${users} virtual users for ${SECONDS} s on ${engine} (load ${load1()})`);
        const r = await round(server.origin, shop, buyers, users);
        table.rows.push(...r.rows);
        table.notes.push(`${users} VUs: load average ${r.load}; ${r.orders} orders placed (${(r.orders / r.seconds).toFixed(1)}/s).`);
        table.notes.push(...r.errorLines);
        log(`${users} VUs: ${r.rows.at(-1)![4]} req/s, ${r.rows.at(-1)![8]} errors (load ${r.load})`);
      }
      return table;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export const loadBench: Measurement = {
  name: 'load',
  async run(): Promise<BenchTable[]> {
    // The browse journeys ask for server-rendered pages: the server needs the built app.
    await ensureBuilt();
    const pgUrl = benchPostgresUrl('load');
    const tables = [await onDatabase(undefined)];
    if (pgUrl) tables.push(await onDatabase(pgUrl));
    else {
      tables[0]!.notes.push('PostgreSQL: bash scripts/with-postgres.sh npm run bench -- load --pg adds the same rounds on PostgreSQL.');
    }
    return tables;
  },
};
