// API throughput and latency against a bare node:http server measured in the same run, on a
// 20 000-article catalogue (PGlite; `--pg` runs the same rows on PostgreSQL at
// BENCH_DATABASE_URL or TEST_DATABASE_URL, as scripts/with-postgres.sh sets it). Budgets of the
// API-cost issue (docs/decisions/088-api-request-cost.md, 089-listing-index.md): the reference
// row ≥ 0.7 × baseline (its floor measured beside it, decision 189), cached calls ≥ 0.5 ×,
// listings never asked before p95 ≤ 50 ms at one connection and ≥ 200 req/s at ten.
import { availableParallelism, loadavg } from 'node:os';
import { createRng } from '../../../server/db/seed/prng.js';
import { prepareBenchData, type BenchInputs } from '../lib/bench-data.js';
import { combined, load, type LoadResult } from '../lib/load.js';
import { recordAnswer, startApi, startBaseline, startReplay, startStackFloor } from '../lib/servers.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const SORTS = ['price_asc', 'price_desc', 'createdAt_desc', 'name_desc', 'offered_desc'];
const SEARCH_TERMS = ['carbonio', 'carbnio', 'gravle', 'ruota carbonio', 'casco', 'wheel', 'sella', 'telaio strada', 'pedali', 'manubrio carbon'];

interface Row {
  name: string;
  paths: string[];
  /** Default 10; 1 shows one user's latency without queueing behind nine others. */
  connections?: number;
  headers?: Record<string, string>;
  /** Ask each path once before measuring, so the row measures the steady state. */
  warm: boolean;
  /** Its answers are 404 on purpose: not counted as errors. */
  notFoundExpected?: boolean;
  budget?: (r: LoadResult, baseline: LoadResult) => { text: string; met: boolean };
  /** Loads the stack floor (stack-floor.ts) instead of the shop. */
  floor?: boolean;
}

const ratioBudget = (min: number) => (r: LoadResult, baseline: LoadResult) => ({
  text: `≥ ${min} × baseline`, met: r.requestsPerSecond >= min * baseline.requestsPerSecond,
});
const referenceBudget = ratioBudget(0.7);
const cachedBudget = ratioBudget(0.5);
const searchBudget = (r: LoadResult) => ({ text: 'p95 < 20 ms', met: r.p95 < 20 });
const uncachedLatencyBudget = (r: LoadResult) => ({ text: 'p95 ≤ 50 ms', met: r.p95 <= 50 });
const uncachedThroughputBudget = (r: LoadResult) => ({ text: '≥ 200 req/s', met: r.requestsPerSecond >= 200 });

/** Searches nobody made before: two catalogue words, one misspelt (a swapped pair of letters). */
function coldSearches(words: string[], count: number): string[] {
  const rng = createRng(20_000);
  const out: string[] = [];
  for (let i = 0; i < count && words.length > 1; i++) {
    const [a, b] = rng.sample(words, 2) as [string, string];
    const at = rng.int(1, a.length - 2);
    const typo = a.slice(0, at) + a[at + 1] + a[at] + a.slice(at + 2);
    out.push(`/v1/catalogs/articles/k/e/y/s?value=${encodeURIComponent(`${typo} ${b.slice(0, rng.int(3, b.length))}`)}`);
  }
  return out;
}

/** Listings nobody asked before: every department and category, each sort, a price floor moving up. */
function coldListings(d: BenchInputs, count: number, offset: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const i = n + offset;
    const place = d.departments[i % d.departments.length];
    return `/v1/catalogs/departments/${place}?sort=${SORTS[i % SORTS.length]}&price_min=${Math.floor(i / d.departments.length)}`;
  });
}

function rowsFor(d: BenchInputs): Row[] {
  const listing = `/v1/catalogs/departments/${d.department}`;
  return [
    // What the app's own middleware and routing cost, with no handler: the ceiling of every call
    // the app answers (a cached call asked again is answered before it: decision 185).
    { name: 'reference: unknown /v1 path (404, no db)', paths: ['/v1/no-such-call'], warm: true, notFoundExpected: true, budget: referenceBudget },
    // The same 404 from Hono with only what every answer must carry and the request log the issue
    // keeps: the reference's floor.
    { name: 'floor of the reference: Hono + answer headers + request log (not the shop)', paths: ['/v1/no-such-call'], warm: true, notFoundExpected: true, floor: true },
    { name: 'listing (department page 1, cached)', paths: [listing], warm: true, budget: cachedBudget },
    {
      name: 'filtered listing (brand, price, sort; cached)',
      paths: [`${listing}?brands=${d.brand}&price_min=${d.priceMin}&price_max=${d.priceMax}&sort=price_asc`],
      warm: true, budget: cachedBudget,
    },
    // What a browser asks: it always takes br (compressed once per answer, decision 163).
    { name: 'listing (cached), Accept-Encoding: br, gzip', paths: [listing], headers: { 'accept-encoding': 'gzip, deflate, br' }, warm: true, budget: cachedBudget },
    { name: `product (${d.products.length} articles in turn, cached)`, paths: d.products.map((s) => `/v1/catalogs/articles/${s}`), warm: true, budget: cachedBudget },
    {
      name: `search (${SEARCH_TERMS.length} terms in turn, typos; cached)`,
      paths: SEARCH_TERMS.map((t) => `/v1/catalogs/articles/k/e/y/s?value=${encodeURIComponent(t)}`), warm: true, budget: cachedBudget,
    },
    {
      name: `product page GET /p/{slug}, Accept: text/html (${d.products.length} in turn)`,
      paths: d.products.map((s) => `/p/${s}`), headers: { accept: 'text/html' }, warm: true, budget: cachedBudget,
    },
    {
      name: `product page, a browser's Accept-Encoding (${d.products.length} in turn)`,
      paths: d.products.map((s) => `/p/${s}`), headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }, warm: true, budget: cachedBudget,
    },
    {
      name: 'listings never asked before, 1 connection',
      paths: coldListings(d, 50_000, 0), connections: 1, warm: false, budget: uncachedLatencyBudget,
    },
    { name: 'listings never asked before, 10 connections', paths: coldListings(d, 200_000, 50_000), warm: false, budget: uncachedThroughputBudget },
    { name: 'search, never asked before (uncached)', paths: coldSearches(d.words, 200_000), warm: false, budget: searchBudget },
    {
      name: 'search, never asked before, 1 connection',
      paths: coldSearches(d.words, 200_000).reverse(), connections: 1, warm: false, budget: searchBudget,
    },
  ];
}

/**
 * Slices a warm row takes turns with the baseline in: the two cores' share left to the shop moves
 * from second to second (the baseline alone ranged 16 700–36 400 req/s within one run), so the
 * ratio compares loads taken in the same seconds. A cold row walks its list of never-asked calls
 * once, in one load, after its baseline.
 */
const SLICES = 3;

async function withBaseline(row: Row, origin: string, baselineOrigin: string): Promise<{ r: LoadResult; baseline: LoadResult }> {
  const slices = row.warm ? SLICES : 1;
  const rows: LoadResult[] = [];
  const baselines: LoadResult[] = [];
  for (let i = 0; i < slices; i++) {
    baselines.push(await load({ origin: baselineOrigin, paths: ['/'], connections: CONNECTIONS, seconds: Math.min(SECONDS, 3) / slices }));
    rows.push(await load({
      origin, paths: row.paths, connections: row.connections ?? CONNECTIONS, seconds: SECONDS / slices, ...(row.headers ? { headers: row.headers } : {}),
    }));
  }
  return { r: combined(rows), baseline: combined(baselines) };
}

/** The row's first answer, replayed by a bare server and loaded as the row was (the "same answer" column). */
async function sameAnswer(origin: string, row: Row): Promise<LoadResult> {
  const replay = await startReplay(await recordAnswer(origin, row.paths[0]!, row.headers));
  try {
    return await load({ origin: replay.origin, paths: ['/'], connections: row.connections ?? CONNECTIONS, seconds: Math.min(SECONDS, 3) });
  } finally {
    await replay.stop();
  }
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));

const load1 = () => loadavg()[0]!.toFixed(1);

export const apiThroughput: Measurement = {
  name: 'api',
  async run(): Promise<BenchTable[]> {
    const pg = benchPostgresUrl('api');
    const inputs = await prepareBenchData((msg) => console.log(`[bench] ${msg}`), pg);
    const baselineServer = await startBaseline();
    const api = await startApi(process.env.BENCH_DATA_DIR ?? '.data-bench', LOG_LEVEL, pg, { WARM_RENDITIONS: 'off' });
    const floor = await startStackFloor(LOG_LEVEL);
    try {

      const table: BenchTable = {
        title: `API throughput and latency on ${pg ? 'PostgreSQL' : 'PGlite'} (autocannon, ${CONNECTIONS} connections unless said)`,
        notes: [
          `${inputs.articles} articles on ${pg ? 'PostgreSQL' : 'PGlite (.data-bench/)'}; ${SECONDS} s per row; server log level '${LOG_LEVEL}'; latencies in ms.`,
          `Baseline: a bare node:http server answering "hello", loaded again for each row (its figure in the row's "× baseline"): a cached row and its baseline take turns in ${SLICES} slices, so both see the same seconds of the machine.`,
          `Machine: ${availableParallelism()} CPUs; "load" is the 1-minute load average (os.loadavg) when the row ended: compare rows taken at a low load.`,
          'Server started with WARM_RENDITIONS=off: drawing the pictures of 20 000 articles ahead of time would take a core from the rows for an hour (decision 087).',
          'The load generator keeps no answer bodies: autocannon decoded each into a string as it came, compressed ones as invalid UTF-8 at up to 10 × the cost of the server\'s whole answer (tests/bench/lib/autocannon-bodies.ts).',
          '"Floor of the reference": not the shop, but Hono on @hono/node-server with the shop\'s Node server (security headers, request id) and its request log layer, answering the same 404 (tests/bench/lib/stack-floor.ts): what the chosen stack reaches with the request log kept, before any other layer or route of the shop.',
          '"Same answer": a bare node:http server sending the row\'s first answer exactly as the shop sent it (status, headers, bytes), loaded like the row: what the answer\'s size and headers cost Node and the socket, whatever code makes it. Shown for cached rows; the budgets stay against the baseline (docs/performance.md).',
        ],
        columns: ['call', 'req/s', 'p50', 'p95', 'p99', 'baseline req/s', '× baseline', 'same answer req/s', '× same answer', 'errors', 'load', 'budget', 'status'],
        rows: [],
      };
      for (const row of rowsFor(inputs)) {
        const { origin } = row.floor ? floor : api;
        if (row.warm) {
          for (const path of row.paths) await fetch(`${origin}${path}`, { headers: row.headers ?? {} }).then((r) => r.arrayBuffer());
          // A second of unrecorded load first, so the JIT and the caches are warm when measured.
          await load({ origin, paths: row.paths, connections: CONNECTIONS, seconds: 1, ...(row.headers ? { headers: row.headers } : {}) });
        }
        const { r, baseline } = await withBaseline(row, origin, baselineServer.origin);
        const budget = row.budget?.(r, baseline);
        const same = row.warm ? await sameAnswer(origin, row) : undefined;
        table.rows.push([
          row.name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), baseline.requestsPerSecond.toFixed(0),
          (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
          same ? same.requestsPerSecond.toFixed(0) : '-', same ? (r.requestsPerSecond / same.requestsPerSecond).toFixed(2) : '-',
          row.notFoundExpected ? '-' : String(r.failures), load1(),
          budget?.text ?? '', budget ? (budget.met ? 'met' : 'MISSED') : '',
        ]);
        console.log(`[bench] ${row.name}: ${r.requestsPerSecond.toFixed(0)} req/s (load ${load1()})`);
      }
      return [table];
    } finally {
      await floor.stop();
      await api.stop();
      await baselineServer.stop();
    }
  },
};
