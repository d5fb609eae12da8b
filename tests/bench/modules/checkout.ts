// `npm run bench -- checkout`: orders placed per second and the latency of placing one (POST
// orders/intents + PATCH its returnApi, cash on delivery) with 1 and with 20 buyers at once, each
// buyer ordering again and again from their own cart, all buying the same tracked article (so
// they queue on its row lock, decision 127). PGlite by default; `--pg` on PostgreSQL at
// BENCH_DATABASE_URL or TEST_DATABASE_URL (bash scripts/with-postgres.sh npm run bench -- checkout --pg),
// in a database of its own made and dropped here. The load average is printed with the figures.
import { availableParallelism, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { articles, carts, checkoutChoices, shippings } from '../../../server/db/schema.js';
import { seedDemo } from '../../../server/db/seed/index.js';
import { SHOP_ID } from '../../../server/domain/shop-id.js';
import { call, signUp, type BenchBuyer } from '../lib/bench-buyers.js';
import { freshDatabase, withDb } from '../lib/bench-database.js';
import { startApi, type RunningServer } from '../lib/servers.js';
import { benchPostgresUrl } from '../lib/postgres-url.js';
import type { BenchTable, Measurement } from '../lib/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BUYERS = 20;
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
    const database = await freshDatabase(pgUrl, 'checkout');
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
