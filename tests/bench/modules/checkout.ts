// `npm run bench -- checkout`: orders placed per second and the latency of placing one (POST
// orders/intents + PATCH its returnApi, cash on delivery) with 1 and with 20 buyers at once, each
// buyer ordering again and again from their own cart, all buying the same tracked article (so
// they queue on its row lock, decision 127). PGlite by default; `--pg` on PostgreSQL at
// BENCH_DATABASE_URL or TEST_DATABASE_URL (bash scripts/with-postgres.sh npm run bench -- checkout --pg),
// in a database of its own made and dropped here. The load average is printed with the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { createScratchDatabase } from '../../../server/db/scratch-database.js';
import { articles, carts, checkoutChoices, shippings } from '../../../server/db/schema.js';
import { seedDemo } from '../../../server/db/seed/index.js';
import { SHOP_ID } from '../../../server/domain/shop-id.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BUYERS = 20;
const PASSWORD = 'bench-carbonio-42';

interface BenchBuyer { token: string; userId: number; addressId: number }

async function call(origin: string, method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function ok(res: Response, what: string): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh database: a PGlite folder, or a database of its own on the PostgreSQL server. */
async function freshDatabase(serverUrl: string | undefined) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'raggio-bench-checkout-'));
    return { dataDir, url: '', open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }), drop: async () => { rmSync(dataDir, { recursive: true, force: true }); } };
  }
  const { url, drop } = await createScratchDatabase(serverUrl, 'raggio_bench_checkout');
  const dataDir = mkdtempSync(join(tmpdir(), 'raggio-bench-checkout-'));
  return {
    dataDir, url, open: () => openDatabase({ url }),
    drop: async () => { await drop(); rmSync(dataDir, { recursive: true, force: true }); },
  };
}

async function withDb<T>(open: () => Promise<Database>, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function signUp(origin: string, n: number): Promise<BenchBuyer> {
  const email = `bench.${n}.${Date.now()}@example.it`;
  const auth = await ok(await call(origin, 'POST', '/v1/auth/signup', null, {
    name: { first: 'Bench', last: `Buyer ${n}` }, birth: { day: 1, month: 1, year: 1990 }, email, password: PASSWORD, confirmedPass: PASSWORD, newsSubscriber: false,
  }), 'sign-up') as { token: string; user: { id: number } };
  const address = await ok(await call(origin, 'POST', `/v1/users/${auth.user.id}/addresses`, auth.token, {
    name: { first: 'Bench', last: 'Buyer' }, street: 'Via Roma 12', province: 'PD', cap: 'PD_028001', zipcode: '35031', phone: '+39 049 123 4567', isInvoice: false,
  }), 'address') as { id: number };
  await ok(await call(origin, 'GET', '/v1/checkout/ss', auth.token), 'cart');
  return { token: auth.token, userId: auth.user.id, addressId: address.id };
}

const percentile = (sorted: number[], p: number) => sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** `buyers` loops for SECONDS: add the article, then place the order (timed). */
async function round(origin: string, buyers: BenchBuyer[], articleId: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(buyers.map(async (buyer) => {
    while (performance.now() < until) {
      const add = await call(origin, 'POST', '/v1/checkout/ss/carts', buyer.token, { id: articleId, quantity: 1 });
      await add.arrayBuffer();
      const t0 = performance.now();
      const intent = await call(origin, 'POST', '/v1/orders/intents', buyer.token);
      if (!intent.ok) { errors += 1; await intent.arrayBuffer(); continue; }
      const { returnApi } = await intent.json() as { returnApi: string };
      const done = await call(origin, 'PATCH', `/v1${returnApi}`, buyer.token);
      await done.arrayBuffer();
      if (done.ok) latencies.push(performance.now() - t0); else errors += 1;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { orders: latencies.length, perSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), errors };
}

export const checkoutBench: Measurement = {
  name: 'checkout',
  async run(): Promise<BenchTable[]> {
    const pgUrl = benchPostgresUrl('checkout');
    const database = await freshDatabase(pgUrl);
    let server: RunningServer | undefined;
    const start = () => startApi(database.dataDir, process.env.BENCH_LOG_LEVEL ?? 'warn', database.url, {
      WARM_RENDITIONS: 'off', AUTH_RATE_PER_EMAIL: '100000', AUTH_RATE_PER_CLIENT: '100000',
    });
    try {
      const articleId = await withDb(database.open, async (db) => {
        await seedDemo(db, { articles: 40 });
        const [row] = await db.insert(articles).values({
          shopId: SHOP_ID, sku: 'BENCH-ORDER', slug: 'bench-ordine', grade: 'simple', name: { it: 'Borraccia bench' },
          stockOn: true, stockQuantity: 1_000_000, priceGross: 2500, vatRate: 22,
        }).returning({ id: articles.id });
        return row!.id;
      });
      console.log(`[bench] checkout: signing up ${BUYERS} buyers`);
      server = await start();
      const origin = server.origin;
      const buyers: BenchBuyer[] = [];
      for (let i = 0; i < BUYERS; i++) buyers.push(await signUp(origin, i));
      // The choices are written straight into checkout_choices (the choice calls are another part's);
      // PGlite is one process's at a time, so the server stops meanwhile.
      await server.stop();
      await withDb(database.open, async (db) => {
        const [courier] = await db.select({ id: shippings.id }).from(shippings).where(eq(shippings.type, 'courier')).orderBy(shippings.position).limit(1);
        for (const b of buyers) {
          const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, b.userId));
          await db.insert(checkoutChoices).values({
            cartId: cart!.id, billingAddressId: b.addressId, shippingAddressId: b.addressId, shippingMethod: 'courier', shippingId: courier!.id, paymentMethod: 'mark',
          });
        }
      });
      server = await start();
      const rows: string[][] = [];
      for (const n of [1, BUYERS]) {
        const before = loadavg()[0]!.toFixed(1);
        const r = await round(server.origin, buyers.slice(0, n), articleId);
        rows.push([`${n}`, String(r.orders), r.perSecond.toFixed(1), r.p50.toFixed(1), r.p95.toFixed(1), String(r.errors), `${before} → ${loadavg()[0]!.toFixed(1)}`]);
      }
      return [{
        title: `Orders placed on ${pgUrl ? 'PostgreSQL' : 'PGlite'} (POST orders/intents + PATCH returnApi, cash on delivery, one tracked article)`,
        notes: [
          `${SECONDS} s a row; each buyer adds the article to the cart, then places the order (timed), again and again.`,
          `Latency: intent + completion of one order, ms. ${availableParallelism()} CPUs; load average (1 min) before → after.`,
        ],
        columns: ['buyers at once', 'orders', 'orders/s', 'p50 ms', 'p95 ms', 'errors', 'load avg'],
        rows,
      }];
    } finally {
      await server?.stop();
      await database.drop();
    }
  },
};
