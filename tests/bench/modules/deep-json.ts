// `npm run bench -- deep-json` (decision 220): JSON bodies nested 7 000 deep (14 KB of brackets)
// posted by 2 clients to calls that take JSON, and what they do to other shoppers' catalogue calls
// measured in the same run: the catalogue alone, then beside the deep bodies sent at the pace of
// the attack that found the flaw (5 a second from each client), then beside them sent as fast as
// they are answered, then beside flat bodies of the same size (an array of 7 000 numbers, refused
// by validation): what any refused body of 14 KB costs, the floor under the flood's row.
// Budget: the catalogue's p95 beside the attack's pace at most 2 × its p95 alone. The demo
// catalogue in a fresh folder each run.
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { load, type LoadOptions, type LoadResult } from '../lib/load.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACK_CONNECTIONS = 2;
/** Each attacking client's pace in the attack that found the flaw. */
const ATTACK_RATE = 5;
const SHOPPER_CONNECTIONS = 10;
const DEPTH = 7_000;
const DATA_DIR = resolve('.data-bench-deep-json');
/** Calls an anonymous client may post JSON to: the cart, the analytics batch, sign-in, the newsletter. */
const ATTACKED = ['/v1/checkout/ss/carts', '/v1/mctg/batch', '/v1/auth/signin', '/v1/subs'];
const DEEP_BODY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
/** As long as the deep body, one level deep. */
const FLAT_BODY = `[${'0,'.repeat(DEPTH - 1)}0]`;
const BUDGET_RATIO = 2;

/** What shoppers ask the catalogue: listing pages in several orders, products, a search. */
async function cataloguePaths(origin: string): Promise<string[]> {
  const listing = await (await fetch(`${origin}/v1/catalogs/departments?page=1`)).json() as { docs: { slug: string }[] };
  const products = listing.docs.slice(0, 8).map((a) => `/v1/catalogs/articles/${a.slug}`);
  const listings = ['price_asc', 'price_desc', 'createdAt_desc'].flatMap((sort) => [1, 2].map((page) => `/v1/catalogs/departments?sort=${sort}&page=${page}`));
  return [...listings, ...products, '/v1/catalogs/articles/k/e/y/s?value=carbonio'];
}

interface Memory { rss: string; peak: string }
/** The server's resident memory now and at its peak (MB), from /proc; '-' where there is none. */
function memory(server: RunningServer): Memory {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const mb = (field: string) => (Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024).toFixed(0);
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { rss: '-', peak: '-' };
  }
}

/** Refusals (400) per second, and the requests that got another answer or none (a connection error, a timeout). */
function refusals(r: LoadResult): { perSecond: number; other: number } {
  const refused = r.statuses[400] ?? 0;
  const answeredFailing = Object.entries(r.statuses).reduce((n, [status, count]) => n + (Number(status) >= 400 ? count : 0), 0);
  return { perSecond: refused / (r.seconds || 1), other: r.total - refused + (r.failures - answeredFailing) };
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const load1 = () => loadavg()[0]!.toFixed(2);

export const deepJsonBench: Measurement = {
  name: 'deep-json',
  async run(): Promise<BenchTable[]> {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log('[bench] deep-json: starting a server on a fresh demo catalogue');
    const api = await startApi(DATA_DIR, process.env.BENCH_LOG_LEVEL ?? 'warn', '', { WARM_RENDITIONS: 'off' });
    try {
      const shoppers: LoadOptions = { origin: api.origin, paths: await cataloguePaths(api.origin), connections: SHOPPER_CONNECTIONS };
      const posting = (body: string, connectionRate?: number): LoadOptions => ({
        origin: api.origin, paths: ATTACKED, connections: ATTACK_CONNECTIONS, method: 'POST', body,
        headers: { 'content-type': 'application/json' }, ...(connectionRate !== undefined ? { connectionRate } : {}),
      });
      // What one deep body is answered, said in the table whatever it is.
      const probe = await fetch(`${api.origin}${ATTACKED[0]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: DEEP_BODY });
      const answered = `${probe.status} ${((await probe.json().catch(() => ({}))) as { code?: string }).code ?? '(no code)'}`;
      // Warm: every catalogue answer made once, both refusals' paths compiled.
      for (const path of shoppers.paths) await fetch(`${api.origin}${path}`).then((r) => r.arrayBuffer());
      await load({ ...shoppers, seconds: 1 });
      await load({ ...posting(DEEP_BODY), seconds: 1 });
      await load({ ...posting(FLAT_BODY), seconds: 1 });

      const alone = await load({ ...shoppers, seconds: SECONDS });
      const memoryAlone = memory(api);
      const loadAlone = load1();
      /** The catalogue and `bodies` at the same time, with the server's memory at the end. */
      const beside = async (bodies: LoadOptions) => {
        const [catalogue, posted] = await Promise.all([load({ ...shoppers, seconds: SECONDS }), load({ ...bodies, seconds: SECONDS })]);
        return { catalogue, posted, memory: memory(api), load: load1() };
      };
      const paced = await beside(posting(DEEP_BODY, ATTACK_RATE));
      const flood = await beside(posting(DEEP_BODY));
      const flat = await beside(posting(FLAT_BODY));

      const ratioOf = (r: LoadResult) => r.p95 / (alone.p95 || Number.NaN);
      const cells = (r: LoadResult, perSecond: number, errors: number, mem: Memory, load: string) => [
        perSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(errors), load, `${mem.rss} / ${mem.peak}`,
      ];
      const bodiesRow = (name: string, r: LoadResult, mem: Memory, load: string) => {
        const { perSecond, other } = refusals(r);
        return [name, ...cells(r, perSecond, other, mem, load), '', '', ''];
      };
      const catalogueRow = (name: string, r: LoadResult, mem: Memory, load: string, budgeted: boolean) => {
        const ratio = ratioOf(r);
        return [
          name, ...cells(r, r.requestsPerSecond, r.failures, mem, load), ratio.toFixed(2),
          budgeted ? `≤ ${BUDGET_RATIO} × alone` : '', budgeted ? (ratio <= BUDGET_RATIO ? 'met' : 'MISSED') : '',
        ];
      };
      return [{
        title: `JSON bodies nested ${DEPTH} deep (${(DEEP_BODY.length / 1024).toFixed(0)} KB) from ${ATTACK_CONNECTIONS} clients, beside other shoppers' catalogue calls`,
        notes: [
          `Demo catalogue on PGlite in a fresh ${DATA_DIR}; ${SECONDS} s per measure; latencies in ms; machine: ${availableParallelism()} CPUs; load: 1-minute load average at the measure's end.`,
          `Shoppers: ${SHOPPER_CONNECTIONS} connections over ${shoppers.paths.length} catalogue calls (listing pages, products, a search), each sending its next call once answered.`,
          `Bodies: POST to ${ATTACKED.join(', ')} in turn; a deep one is answered ${answered}. "${ATTACK_RATE}/s each": the attack's pace; "flood": each client sends its next once answered; "flat": an array of ${DEPTH} numbers, as long, refused by validation (what reading and refusing any 14 KB body costs).`,
          'req/s of bodies: those refused 400 per second; errors: their answers other than 400 (for shoppers: answers outside 2xx/3xx). RSS / peak: the server\'s memory at the measure\'s end / its most so far. × alone: the catalogue\'s p95 over its p95 alone.',
          `Budget: the catalogue's p95 beside the deep bodies at the attack's pace ≤ ${BUDGET_RATIO} × its p95 alone (the flood's and the flat bodies' ratios are printed, not budgeted).`,
        ],
        columns: ['measure', 'req/s', 'p50', 'p95', 'p99', 'errors', 'load', 'RSS / peak MB', '× alone', 'budget', 'status'],
        rows: [
          ['catalogue alone', ...cells(alone, alone.requestsPerSecond, alone.failures, memoryAlone, loadAlone), '', '', ''],
          bodiesRow(`deep bodies, ${ATTACK_CONNECTIONS} clients × ${ATTACK_RATE}/s`, paced.posted, paced.memory, paced.load),
          catalogueRow('catalogue beside them', paced.catalogue, paced.memory, paced.load, true),
          bodiesRow(`deep bodies, ${ATTACK_CONNECTIONS} clients, flood`, flood.posted, flood.memory, flood.load),
          catalogueRow('catalogue beside them', flood.catalogue, flood.memory, flood.load, false),
          bodiesRow(`flat bodies, ${ATTACK_CONNECTIONS} clients, flood`, flat.posted, flat.memory, flat.load),
          catalogueRow('catalogue beside them', flat.catalogue, flat.memory, flat.load, false),
        ],
      }];
    } finally {
      await api.stop();
    }
  },
};
