// API throughput and latency against a bare node:http server measured in the same run: listing,
// filtered listing, product and search calls on a 20 000-article catalogue (PGlite), with the
// budgets of the catalogue issue (listing and product ≥ 0.5 × baseline; search p95 < 20 ms).
import { availableParallelism, loadavg } from 'node:os';
import { createRng } from '../../../server/db/seed/prng.js';
import { prepareBenchData, type BenchInputs } from '../lib/bench-data.js';
import { load, type LoadResult } from '../lib/load.js';
import { startApi, startBaseline } from '../lib/servers.js';
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
  /** Ask each path once before measuring, so the row measures the steady state. */
  warm: boolean;
  /** Its answers are 404 on purpose: not counted as errors. */
  notFoundExpected?: boolean;
  budget?: (r: LoadResult, baseline: LoadResult) => { text: string; met: boolean };
}

const throughputBudget = (r: LoadResult, baseline: LoadResult) => ({
  text: '≥ 0.5 × baseline', met: r.requestsPerSecond >= 0.5 * baseline.requestsPerSecond,
});
const searchBudget = (r: LoadResult) => ({ text: 'p95 < 20 ms', met: r.p95 < 20 });

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

function rowsFor(d: BenchInputs): Row[] {
  const listing = `/v1/catalogs/departments/${d.department}`;
  return [
    // What the app's own middleware and routing cost, with no handler: the ceiling of every row.
    { name: 'reference: unknown /v1 path (404, no db)', paths: ['/v1/no-such-call'], warm: true, notFoundExpected: true },
    { name: 'listing (department page 1)', paths: [listing], warm: true, budget: throughputBudget },
    {
      name: 'filtered listing (brand, price, sort)',
      paths: [`${listing}?brands=${d.brand}&price_min=${d.priceMin}&price_max=${d.priceMax}&sort=price_asc`],
      warm: true, budget: throughputBudget,
    },
    { name: `product (${d.products.length} articles in turn)`, paths: d.products.map((s) => `/v1/catalogs/articles/${s}`), warm: true, budget: throughputBudget },
    {
      name: `search (${SEARCH_TERMS.length} terms in turn, typos)`,
      paths: SEARCH_TERMS.map((t) => `/v1/catalogs/articles/k/e/y/s?value=${encodeURIComponent(t)}`), warm: true, budget: searchBudget,
    },
    { name: 'search, never asked before (uncached)', paths: coldSearches(d.words, 200_000), warm: false, budget: searchBudget },
    {
      name: 'search, never asked before, 1 connection',
      paths: coldSearches(d.words, 200_000).reverse(), connections: 1, warm: false, budget: searchBudget,
    },
    {
      name: 'listings never asked before (uncached)',
      paths: Array.from({ length: 50_000 }, (_, i) => {
        const place = d.departments[i % d.departments.length];
        return `/v1/catalogs/departments/${place}?sort=${SORTS[i % SORTS.length]}&price_min=${Math.floor(i / d.departments.length)}`;
      }),
      warm: false,
    },
  ];
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));

export const apiThroughput: Measurement = {
  name: 'api',
  async run(): Promise<BenchTable[]> {
    const inputs = await prepareBenchData((msg) => console.log(`[bench] ${msg}`));
    const baselineServer = await startBaseline();
    const api = await startApi(process.env.BENCH_DATA_DIR ?? '.data-bench', LOG_LEVEL);
    try {
      const baseline = await load({ origin: baselineServer.origin, paths: ['/'], connections: CONNECTIONS, seconds: SECONDS });
      const table: BenchTable = {
        title: `API throughput and latency (autocannon, ${CONNECTIONS} connections unless said)`,
        notes: [
          `${inputs.articles} articles on PGlite (.data-bench/); ${SECONDS} s per row; server log level '${LOG_LEVEL}'; latencies in ms.`,
          'Baseline: a bare node:http server answering "hello", loaded in the same run.',
          `Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) when the rows started.`,
        ],
        columns: ['call', 'req/s', 'p50', 'p95', 'p99', '× baseline', 'errors', 'budget', 'status'],
        rows: [['baseline (bare node:http)', baseline.requestsPerSecond.toFixed(0), ms(baseline.p50), ms(baseline.p95), ms(baseline.p99), '1.00', String(baseline.failures), '', '']],
      };
      for (const row of rowsFor(inputs)) {
        if (row.warm) {
          for (const path of row.paths) await fetch(`${api.origin}${path}`).then((r) => r.arrayBuffer());
          // A second of unrecorded load first, so the JIT and the caches are warm when measured.
          await load({ origin: api.origin, paths: row.paths, connections: CONNECTIONS, seconds: 1 });
        }
        const r = await load({ origin: api.origin, paths: row.paths, connections: row.connections ?? CONNECTIONS, seconds: SECONDS });
        const budget = row.budget?.(r, baseline);
        table.rows.push([
          row.name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99),
          (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2), row.notFoundExpected ? '-' : String(r.failures),
          budget?.text ?? '', budget ? (budget.met ? 'met' : 'MISSED') : '',
        ]);
        console.log(`[bench] ${row.name}: ${r.requestsPerSecond.toFixed(0)} req/s`);
      }
      return [table];
    } finally {
      await api.stop();
      await baselineServer.stop();
    }
  },
};
