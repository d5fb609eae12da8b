// Concurrent buyers never take more than there is (ARCHITECTURE.md#guarantees-the-server-keeps;
// decision 127): 100 customers, each with the same article in the cart, ask for an order at once
// while 10 pieces are left. Exactly 10 orders are made, the stock ends at 0 and never below, and
// the 90 others get CART_CHANGED (the client's cart re-check dialog). On PGlite by default; on
// PostgreSQL, with real concurrent transactions, when TEST_DATABASE_URL is set
// (`bash scripts/with-postgres.sh npx vitest run tests/api/orders-concurrency.test.ts`).
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/error.js';
import { orderIntentSchema } from '../../contract/orders.js';
import { articles, orders } from '../../server/db/schema.js';
import { NO_RATE_LIMITS } from './auth-fixtures.js';
import { startTestApi, type TestApi } from './harness.js';
import { completeOrder, postIntent, readyBuyer, type Buyer } from './order-fixtures.js';

const BUYERS = 100;
const LEFT = 10;

let api: TestApi;
let article: number;
const buyers: Buyer[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  const [row] = await api.db.insert(articles).values({
    shopId: 'raggio', sku: 'LAST-TEN', slug: 'ultimi-dieci', grade: 'simple', name: { it: 'Ruota in carbonio', en: 'Carbon wheel' },
    stockOn: true, stockQuantity: LEFT, priceGross: 45000, vatRate: 22,
  }).returning({ id: articles.id });
  article = row!.id;
  // Ten at a time: signing up hashes a password (argon2id), which is slow by design.
  for (let i = 0; i < BUYERS; i += 10) {
    buyers.push(...await Promise.all(Array.from({ length: 10 }, () => readyBuyer(api, article, 1))));
  }
}, 300_000);
afterAll(async () => { await api?.close(); });

describe(`${BUYERS} buyers at once for the last ${LEFT} pieces`, () => {
  it(`make exactly ${LEFT} orders; the others are refused with CART_CHANGED; the stock ends at 0`, async () => {
    // The article's answer is cached before the burst, as a busy shop's would be.
    const readArticle = async () => ((await (await api.fetch(`/v1/catalogs/articles/${article}`)).json()) as { available: boolean; stock: { quantity: number } });
    expect(await readArticle()).toMatchObject({ available: true, stock: { quantity: LEFT } });
    const answers = await Promise.all(buyers.map(async (buyer) => {
      const res = await postIntent(api, buyer);
      return { buyer, status: res.status, body: await res.json() as unknown };
    }));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(LEFT);
    expect(lost).toHaveLength(BUYERS - LEFT);
    for (const a of lost) {
      expect(a.status).toBe(409);
      expect(apiErrorSchema.parse(a.body)).toMatchObject({ code: 'CART_CHANGED', statusCode: 409 });
    }
    const [stock] = await api.db.select({ q: articles.stockQuantity }).from(articles).where(eq(articles.id, article));
    expect(stock!.q).toBe(0);
    // The process that sold out shows it in its very next catalogue answer (decision 200).
    expect(await readArticle()).toMatchObject({ available: false, stock: { quantity: 0 } });
    const [made] = await api.db.select({ n: count() }).from(orders).where(and(eq(orders.status, 'awaitPayment'), isNull(orders.placedAt)));
    expect(made!.n).toBe(LEFT);

    // The winners complete their orders (bank transfer); the stock does not move again.
    const completed = await Promise.all(won.map((a) => completeOrder(api, a.buyer, orderIntentSchema.parse(a.body))));
    expect(completed.map((r) => r.status)).toEqual(Array(LEFT).fill(200));
    const [after] = await api.db.select({ q: articles.stockQuantity }).from(articles).where(eq(articles.id, article));
    expect(after!.q).toBe(0);
  });
});
