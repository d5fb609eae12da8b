// `npm run bench -- csv`: prices and stock by file (docs/decisions/194-back-office-catalogue.md).
// On a fresh database seeded with CSV_BENCH_ARTICLES articles (default 25 000), the staff export
// the catalogue file, every row's price and stock are changed, and the dry run and the apply of
// CSV_BENCH_ROWS rows of it (default 20 000) are timed over HTTP, as the back office sends them.
// PGlite by default; `--pg` on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { loadavg } from 'node:os';
import { seedDemo } from '../../../server/db/seed/index.js';
import { DEMO_STAFF } from '../../../server/db/seed/data/shop.js';
import { freshDatabase, withDb } from '../lib/bench-database.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import type { BenchTable, Measurement } from '../lib/types.js';

// A sixth or so of the seeded articles are containers, which the file leaves out: 25 000 give 20 000 rows.
const ARTICLES = Number(process.env.CSV_BENCH_ARTICLES ?? 25_000);
const ROWS = Number(process.env.CSV_BENCH_ROWS ?? 20_000);
/** What the back office promises the staff (decision 194). */
const BUDGET_S = { dryRun: 10, apply: 10 };
const DEMO_STAFF_PASSWORD = 'raggio-staff-demo';

/** Each data row with its price one cent up and one more piece of stock (counted from then on). */
function edited(csv: string, rows: number): string {
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  const changed = lines.slice(0, rows).map((line) => {
    const [sku, price, discounted, stock, onSale] = line.split(',');
    const cents = Math.round(Number(price) * 100) + 1;
    const newPrice = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    return [sku, newPrice, discounted, String(Number(stock || '0') + 1), onSale].join(',');
  });
  return `${[header, ...changed].join('\r\n')}\r\n`;
}

async function timed(origin: string, token: string, path: string, body: string) {
  const t0 = performance.now();
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body });
  const answer = await res.json() as { changes?: unknown[]; errors?: unknown[]; code?: string };
  const seconds = (performance.now() - t0) / 1000;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} ${answer.code ?? ''}`);
  return { seconds, changes: answer.changes?.length ?? 0, errors: answer.errors?.length ?? 0 };
}

export const catalogueCsvBench: Measurement = {
  name: 'csv',
  async run(): Promise<BenchTable[]> {
    const pgUrl = benchPostgresUrl('csv');
    const database = await freshDatabase(pgUrl, 'csv');
    let server: RunningServer | undefined;
    try {
      console.log(`[bench] csv: seeding ${ARTICLES} articles`);
      await withDb(database.open, (db) => seedDemo(db, { articles: ARTICLES }));
      server = await startApi(database.dataDir, process.env.BENCH_LOG_LEVEL ?? 'warn', database.url, {
        WARM_RENDITIONS: 'off', AUTH_RATE_PER_EMAIL: '100000', AUTH_RATE_PER_CLIENT: '100000',
      });
      const origin = server.origin;
      const signin = await fetch(`${origin}/v1/admin/auth/signin`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF_PASSWORD }),
      });
      const { token } = await signin.json() as { token: string };
      const t0 = performance.now();
      const exportRes = await fetch(`${origin}/v1/admin/catalogue/csv`, { headers: { authorization: `Bearer ${token}` } });
      const csv = await exportRes.text();
      const exportSeconds = (performance.now() - t0) / 1000;
      const file = edited(csv, ROWS);
      const rows = file.trimEnd().split('\r\n').length - 1;
      const load = loadavg()[0]!.toFixed(1);
      const dryRun = await timed(origin, token, '/v1/admin/catalogue/csv/dry-run', file);
      const apply = await timed(origin, token, '/v1/admin/catalogue/csv/apply', file);
      const bytes = Buffer.byteLength(file);
      const row = (what: string, seconds: number, budget: number | undefined, changes: number, errors: number) =>
        [what, String(rows), seconds.toFixed(2), budget === undefined ? '–' : `≤ ${budget}`, budget === undefined ? '–' : seconds <= budget ? 'yes' : 'NO', String(changes), String(errors)];
      return [{
        title: `Prices and stock by file on ${pgUrl ? 'PostgreSQL' : 'PGlite'} (${ARTICLES} articles seeded)`,
        notes: [
          `Export of every sellable article, then ${rows} of its rows with the price one cent up and one more piece, sent as one ${(bytes / 1024 / 1024).toFixed(1)} MB file.`,
          `Seconds over HTTP, answer read. Load average (1 min) before: ${load}, after: ${loadavg()[0]!.toFixed(1)}.`,
        ],
        columns: ['call', 'rows', 's', 'budget s', 'within', 'changes', 'errors'],
        rows: [
          row('GET admin/catalogue/csv', exportSeconds, undefined, 0, 0),
          row('POST …/csv/dry-run', dryRun.seconds, BUDGET_S.dryRun, dryRun.changes, dryRun.errors),
          row('POST …/csv/apply', apply.seconds, BUDGET_S.apply, apply.changes, apply.errors),
        ],
      }];
    } finally {
      await server?.stop();
      await database.drop();
    }
  },
};
