// Two `server/main.ts` processes on one PostgreSQL database, as a load balancer without sticky
// sessions would use them (README "Running several processes", decision 155): both start at
// once on a fresh database (one migrates and seeds, the other waits), then requests alternate
// between them for carts, wishes, orders and the catalogue cache, and the last 10 pieces of an
// article are sold through both at once, and 100 orders asking for an invoice are shipped at once
// through both: their invoices take the numbers 1..100 (decision 260).
// PostgreSQL only (CI's PostgreSQL pass: `bash scripts/with-postgres.sh npx vitest run --project
// server`): PGlite is an embedded engine that one process opens per data folder, so a second
// process on the same data cannot exist there.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/cart.js';
import { apiErrorSchema } from '../../contract/error.js';
import { articleSchema } from '../../contract/catalogue.js';
import { checkoutSchema, type Checkout } from '../../contract/checkout.js';
import { orderIntentSchema } from '../../contract/orders.js';
import { searchResultSchema } from '../../contract/search.js';
import { wishSchema } from '../../contract/wishes.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createScratchDatabase } from '../../server/db/scratch-database.js';
import { articles, invoices, orderItems, orders, searchWords, shops } from '../../server/db/schema.js';
import { DEFAULT_ARTICLES } from '../../server/db/seed/index.js';
import { VERSION_WAIT_AFTER_MS } from '../../server/domain/catalogue/version.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { staffSignIn } from './admin-fixtures.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { assertStoredInvoicesValid } from './fatturapa-schema.js';
import { postJson, type ApiClient } from './harness.js';
import { freePort, startMain, stopMain, type MainProcess } from './main-process.js';
import { askInvoice } from './invoice-fixtures.js';
import {
  addToCart, chooseCheckout, completeOrder, getOrderOk, insertTrackedArticle, intentOk, postIntent, readyBuyer, signedUpBuyer, userCartId, type Buyer,
} from './order-fixtures.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const BUYERS = 30;
const LEFT = 10;
const INVOICED = 100;

let scratch: { url: string; drop: () => Promise<void> } | undefined;
let dataDir: string;
let a: MainProcess;
let b: MainProcess;
let database: Database;

/** The request fixtures' client whose calls alternate between the two processes, one call each. */
function alternating(): ApiClient {
  let calls = 0;
  return { db: database.db, fetch: (path, init) => (calls++ % 2 === 0 ? a : b).fetch(path, init) };
}

const sendJson = (method: string, body: unknown, headers: Record<string, string>): RequestInit =>
  ({ method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function checkoutOk(res: Response): Promise<Checkout> {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return checkoutSchema.parse(body);
}
const lines = (state: Checkout) => state.items.map((i) => ({ id: i.id, articleId: i.articleId, quantity: i.quantity }));

/** The article as `server` answers it now. */
async function articleOn(server: MainProcess, id: number) {
  const res = await server.fetch(`/v1/catalogs/articles/${id}?lang=it`);
  expect(res.status).toBe(200);
  return articleSchema.parse(await res.json());
}

/**
 * Asks `server` for the article until `seen` holds, and fails if a request that started more than
 * VERSION_WAIT_AFTER_MS after `changedAt` (a time after the change committed) still did not see
 * it: the cache's bound across processes. Answers how long it took, in ms.
 */
async function seenWithinBound(server: MainProcess, id: number, changedAt: number, seen: (article: Awaited<ReturnType<typeof articleOn>>) => boolean): Promise<number> {
  for (;;) {
    const asked = performance.now();
    if (seen(await articleOn(server, id))) return Math.round(asked - changedAt);
    expect(asked - changedAt, 'a request this long after the change still had the old catalogue').toBeLessThanOrEqual(VERSION_WAIT_AFTER_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Skipped on the PGlite pass: two processes cannot share one PGlite data folder (see above).
describe.runIf(serverUrl)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'raggio_two');
    dataDir = await mkdtemp(join(tmpdir(), 'raggio-two-'));
    // Each process its own DATA_DIR (mail outbox), as on two hosts; E2E_FIXTURES for PUT e2e/price.
    const env = {
      // On a DATABASE_URL the demo is seeded only when asked (decision 209).
      DATABASE_URL: scratch.url, SEED_DEMO: 'on', WARM_RENDITIONS: 'off',
      E2E_FIXTURES: '1', WRITE_RATE_PER_CLIENT: '1000000', WRITE_RATE_PER_ACCOUNT: '1000000', ...NO_RATE_LIMITS,
    };
    const start = async (name: string) => startMain({ port: await freePort(), dataDir: join(dataDir, name), env });
    // Both first starts at once, on a database with no table yet.
    [a, b] = await Promise.all([start('a'), start('b')]);
    database = await openDatabase({ url: scratch.url });
  }, 240_000); // Two starts and one seed of the demo catalogue: ~15 s on a quiet machine.
  afterAll(async () => {
    // Every invoice the suite made, against the official schema (decision 260).
    if (database) await assertStoredInvoicesValid(database.db);
    await Promise.all([a, b].filter(Boolean).map((p) => stopMain(p)));
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('start together on a fresh database: the migrations are applied once and the demo shop is seeded once', async () => {
    const seededBy = [a, b].filter((p) => p.lines.some((l) => l.msg === 'demo catalogue seeded'));
    expect(seededBy).toHaveLength(1);
    const journal = JSON.parse(await readFile('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    const [shopCount] = await database.db.select({ n: count() }).from(shops);
    expect(shopCount!.n).toBe(1);
    const [articleCount] = await database.db.select({ n: count() }).from(articles).where(eq(articles.shopId, SHOP_ID));
    expect(articleCount!.n).toBe(DEFAULT_ARTICLES);
    for (const p of [a, b]) expect((await p.fetch('/v1/health')).status).toBe(200);
  });

  it('answer their first searches at once, both building the shared search dictionary', async () => {
    // The first search of a process fills search_words when it is empty: here both do it together.
    const answers = await Promise.all([a, b, a, b].map(async (p) => {
      const res = await p.fetch('/v1/catalogs/articles/k/e/y/s?value=ruot&lang=it');
      expect(res.status).toBe(200);
      return searchResultSchema.parse(await res.json());
    }));
    expect(answers[0]!.articles.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const [words] = await database.db.select({ n: count() }).from(searchWords);
    expect(words!.n).toBeGreaterThan(0);
  });

  it("keep one visitor's session cart, edited through both, with Idempotency-Key replays across them", async () => {
    const [x, y] = [await insertTrackedArticle(database.db, 50), await insertTrackedArticle(database.db, 50)];
    // The visitor's first add opens the session on one process (decision 224); the other finds it.
    const first = await a.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: x, quantity: 1 }, {}));
    const { id: cartId } = await checkoutOk(first.clone());
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('raggio_ss='))!.split(';')[0]!;
    const visitor = { cookie };

    const two = await checkoutOk(await b.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: y, quantity: 2 }, visitor)));
    expect(two.items.map((i) => [i.articleId, i.quantity]).sort()).toEqual([[x, 1], [y, 2]].sort());
    const lineX = two.items.find((i) => i.articleId === x)!.id;
    const lineY = two.items.find((i) => i.articleId === y)!.id;
    await checkoutOk(await a.fetch(`/v1/checkout/ss/carts/items/${lineX}`, sendJson('PATCH', { quantity: 3 }, visitor)));
    await checkoutOk(await b.fetch(`/v1/checkout/ss/carts/items/${lineY}`, { method: 'DELETE', headers: visitor }));

    // A retry that the load balancer sends to the other process is answered from the first one.
    const keyed = { ...visitor, 'idempotency-key': `two-${Date.now()}` };
    const added = await a.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: y, quantity: 1 }, keyed));
    await checkoutOk(added);
    const retried = await b.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: y, quantity: 1 }, keyed));
    expect(retried.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    await checkoutOk(retried);

    const [onA, onB] = [await checkoutOk(await a.fetch('/v1/checkout/ss', { headers: visitor })), await checkoutOk(await b.fetch('/v1/checkout/ss', { headers: visitor }))];
    expect(onA.id).toBe(cartId);
    expect(lines(onA).map((l) => [l.articleId, l.quantity]).sort()).toEqual([[x, 3], [y, 1]].sort());
    expect(lines(onB)).toEqual(lines(onA));
    expect(onB.id).toBe(onA.id);
  });

  it("keep a signed-in customer's cart, edited through both: a token signed by one process stands on the other", async () => {
    const [x, y] = [await insertTrackedArticle(database.db, 50), await insertTrackedArticle(database.db, 50)];
    const { token } = await signUpOk(a);
    expect((await b.fetch('/v1/auth', bearer(token))).status).toBe(200);
    const auth = { authorization: `Bearer ${token}` };
    await checkoutOk(await b.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: x, quantity: 2 }, auth)));
    const both = await checkoutOk(await a.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: y, quantity: 1 }, auth)));
    const lineY = both.items.find((i) => i.articleId === y)!.id;
    await checkoutOk(await b.fetch(`/v1/checkout/ss/carts/items/${lineY}`, sendJson('PATCH', { quantity: 4 }, auth)));
    await checkoutOk(await a.fetch('/v1/checkout/ss/carts', sendJson('POST', { id: x, quantity: 1 }, auth)));

    const [onA, onB] = [await checkoutOk(await a.fetch('/v1/checkout/ss', bearer(token))), await checkoutOk(await b.fetch('/v1/checkout/ss', bearer(token)))];
    expect(lines(onA).map((l) => [l.articleId, l.quantity]).sort()).toEqual([[x, 3], [y, 4]].sort());
    expect(lines(onB)).toEqual(lines(onA));
  });

  it('keep one wish list, with articles added and removed through both', async () => {
    const [x, y, z] = [await insertTrackedArticle(database.db, 5), await insertTrackedArticle(database.db, 5), await insertTrackedArticle(database.db, 5)];
    const { token } = await signUpOk(b);
    const add = (p: MainProcess, id: number) => p.fetch('/v1/wishes/articles', postJson({ id }, { authorization: `Bearer ${token}` }));
    const wishOn = async (res: Response | Promise<Response>) => {
      const answer = await res;
      expect(answer.status).toBe(200);
      return wishSchema.parse(await answer.json());
    };
    const wish = await wishOn(add(a, x));
    await wishOn(add(b, y));
    await wishOn(add(a, z));
    await wishOn(add(b, x)); // twice: still one
    await wishOn(b.fetch(`/v1/wishes/${wish.id}/articles/${y}`, { method: 'DELETE', ...bearer(token) }));

    const [onA, onB] = await Promise.all([a, b].map((p) => wishOn(p.fetch(`/v1/wishes/me/shops/${SHOP_ID}`, bearer(token)))));
    expect(onA).toEqual({ id: wish.id, articles: [z, x] });
    expect(onB).toEqual(onA);
  });

  it('make an order whose calls alternate between them, read the same through both', async () => {
    const article = await insertTrackedArticle(database.db, 5);
    const client = alternating();
    const buyer = await readyBuyer(client, article, 2);
    const intent = await intentOk(client, buyer);
    expect((await completeOrder(client, buyer, intent)).status).toBe(200);
    const [onA, onB] = [await getOrderOk({ db: database.db, fetch: a.fetch }, buyer, intent.id), await getOrderOk({ db: database.db, fetch: b.fetch }, buyer, intent.id)];
    expect(onB).toEqual(onA);
    const [stock] = await database.db.select({ q: articles.stockQuantity }).from(articles).where(eq(articles.id, article));
    expect(stock!.q).toBe(3);
  });

  it(`show a catalogue change made through one on the other within ${VERSION_WAIT_AFTER_MS / 1000} s (the catalogue version's bound)`, async () => {
    const article = await insertTrackedArticle(database.db, 5, 4000);
    const setPrice = async (through: MainProcess, priceGross: number) => {
      const res = await through.fetch('/v1/e2e/price', sendJson('PUT', { articleId: article, priceGross, priceDiscounted: null }, {}));
      expect(res.status).toBe(200);
    };
    // A price set through B: B re-reads the version at once, and its answer is then computed and
    // kept at that version. So B answers the old price from its cache until it sees the change.
    await setPrice(b, 4200);
    for (const p of [b, a]) expect((await articleOn(p, article)).prices.gross).toBe(4200);

    await setPrice(a, 3500);
    const changedAt = performance.now();
    // The process that made the change re-reads the version at once.
    expect((await articleOn(a, article)).prices.gross).toBe(3500);
    const lag = await seenWithinBound(b, article, changedAt, (seen) => seen.prices.gross === 3500);
    console.info(`two-processes: the price change made through one process was seen by the other after ${lag} ms`);
  });

  it(`sell the last ${LEFT} pieces to ${BUYERS} buyers at once through both: exactly ${LEFT} orders, stock 0, the others refused with CART_CHANGED`, async () => {
    const article = await insertTrackedArticle(database.db, LEFT, 45000, 'Ruota in carbonio');
    const client = alternating();
    const buyers: Buyer[] = [];
    // Ten at a time: signing up hashes a password (argon2id), slow by design.
    for (let i = 0; i < BUYERS; i += 10) {
      buyers.push(...await Promise.all(Array.from({ length: 10 }, () => readyBuyer(client, article, 1))));
    }
    const answers = await Promise.all(buyers.map(async (buyer, i) => {
      const res = await postIntent({ db: database.db, fetch: (i % 2 === 0 ? a : b).fetch }, buyer);
      return { status: res.status, body: await res.json() as unknown };
    }));
    const won = answers.filter((x) => x.status === 200);
    expect(won).toHaveLength(LEFT);
    for (const lost of answers.filter((x) => x.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(apiErrorSchema.parse(lost.body)).toMatchObject({ code: 'CART_CHANGED', statusCode: 409 });
    }
    for (const w of won) orderIntentSchema.parse(w.body);
    const [stock] = await database.db.select({ q: articles.stockQuantity }).from(articles).where(eq(articles.id, article));
    expect(stock!.q).toBe(0);
    const made = await database.db.selectDistinct({ id: orders.id }).from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id)).where(eq(orderItems.articleId, article));
    expect(made).toHaveLength(LEFT);
    const [pieces] = await database.db.select({ n: sql<number>`sum(${orderItems.quantity})::int` }).from(orderItems)
      .where(and(eq(orderItems.articleId, article), inArray(orderItems.orderId, made.map((m) => m.id))));
    expect(pieces!.n).toBe(LEFT);

    // The stock decrement is a catalogue change too: both show the article sold out within the bound.
    const soldAt = performance.now();
    for (const p of [a, b]) await seenWithinBound(p, article, soldAt, (seen) => seen.stock.quantity === 0);
  }, 180_000); // 30 sign-ups, each hashing a password.

  it(`ship ${INVOICED} orders asking for an invoice at once, half through each: their invoices are numbered 1..${INVOICED} in the year, no gap, no repeat`, async () => {
    const article = await insertTrackedArticle(database.db, INVOICED, 2490, 'Borraccia fatturata');
    const client = alternating();
    // A few buyers (signing up hashes a password), each placing its share of the orders in turn.
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedUpBuyer(client)));
    const placeOne = async (buyer: (typeof buyers)[number]) => {
      buyer.cartId = await userCartId(database.db, buyer.userId);
      await addToCart(client, buyer, article, 1);
      await chooseCheckout(client, buyer, { payment: 'mark' });
      const intent = await intentOk(client, buyer);
      expect((await completeOrder(client, buyer, intent)).status).toBe(200);
      await askInvoice(client, intent.id);
      return intent.id;
    };
    const placed = (await Promise.all(buyers.map(async (buyer) => {
      const ids: string[] = [];
      for (let i = 0; i < INVOICED / buyers.length; i++) ids.push(await placeOne(buyer));
      return ids;
    }))).flat();
    expect(placed).toHaveLength(INVOICED);

    const { token } = await staffSignIn(a);
    const ship = { carrier: 'brt', trackingNumber: 'BRT 100' };
    const answers = await Promise.all(placed.map((orderId, i) => (i % 2 === 0 ? a : b).fetch(`/v1/admin/orders/${orderId}/ship`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(ship),
    })));
    expect(answers.map((r) => r.status)).toEqual(placed.map(() => 200));

    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));
    const issued = await database.db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices)
      .where(and(eq(invoices.year, year), eq(invoices.kind, 'TD01')));
    expect(new Set(issued.map((i) => i.orderId))).toEqual(new Set(placed));
    expect(issued.map((i) => i.number).sort((x, y) => x - y)).toEqual(Array.from({ length: INVOICED }, (_, i) => i + 1));
  }, 120_000);
});
