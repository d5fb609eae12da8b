// The crash suite's shop and shoppers (decision 154). A shop on its own data (PGlite
// under a temp DATA_DIR, or a scratch PostgreSQL database), signed-up buyers whose checkout is
// ready, and a workload of cart and order writes sent the way the PWA's outbox sends them: one at a
// time per client, each with its own Idempotency-Key, and a write that got no answer sent again
// with the same key until it gets one. Each client keeps the cart and orders its writes make, so
// what the database holds afterwards can be compared write by write.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/cart.js';
import { checkoutSchema } from '../../contract/checkout.js';
import { orderIntentSchema, orderSchema } from '../../contract/orders.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { createScratchDatabase } from '../../server/db/scratch-database.js';
import { articles, cartItems, orderItems, orders } from '../../server/db/schema.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { pgliteDir } from '../../server/ops/backup.js';
import { addAddressOk } from './address-fixtures.js';
import { bearer, signUpOk } from './auth-fixtures.js';
import { freePort, startMain, stopMain, type MainProcess } from './main-process.js';
import { chooseCheckout, insertTrackedArticle, userCartId, type Buyer } from './order-fixtures.js';

/** No write or sign-up limit gets in the way of the run (as in playwright.config.ts). */
const UNLIMITED = {
  WRITE_RATE_PER_CLIENT: '1000000', WRITE_RATE_PER_ACCOUNT: '1000000',
  AUTH_RATE_PER_CLIENT: '10000', AUTH_RATE_PER_EMAIL: '10000', WARM_RENDITIONS: 'off',
};

/** What each tracked article holds at the start: more than any run can sell. */
export const START_STOCK = 100_000;

export interface CrashShop {
  kind: 'pglite' | 'postgres';
  port: number;
  dataDir: string;
  env: Record<string, string>;
  /** The shop's database, opened from the test (PGlite: only while the server is stopped). */
  open(): Promise<Database>;
  start(): Promise<MainProcess>;
  remove(): Promise<void>;
}

/** A shop on PGlite under a temp DATA_DIR, or on a scratch database of `postgresUrl`'s server. */
export async function crashShop(postgresUrl?: string): Promise<CrashShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'raggio-crash-'));
  const port = await freePort();
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, 'raggio_crash') : undefined;
  const env = { ...UNLIMITED, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  return {
    kind: scratch ? 'postgres' : 'pglite', port, dataDir, env,
    open: () => openDatabase(scratch ? { url: scratch.url } : { dataDir: pgliteDir(dataDir) }),
    start: () => startMain({ port, dataDir, env }),
    async remove() {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type CrashBuyer = Buyer & { addressId: number };

/**
 * Seeds the shop and its tracked articles, signs `clients` buyers up through the API and stores
 * their checkout choices (bank transfer, courier). The server is stopped again at the end.
 */
export async function prepareShop(shop: CrashShop, clients: number, articleCount = 3): Promise<{ buyers: CrashBuyer[]; articleIds: number[] }> {
  let database = await shop.open();
  await seedDemo(database.db, { articles: 40 });
  const articleIds: number[] = [];
  for (let i = 0; i < articleCount; i++) articleIds.push(await insertTrackedArticle(database.db, START_STOCK, 1500 + i * 100, `Crash ${i}`));
  await database.close();

  const server = await shop.start();
  const api = { fetch: (path: string, init?: RequestInit) => fetch(server.url(path), init) };
  const signedUp: { userId: number; token: string; email: string; addressId: number }[] = [];
  for (let i = 0; i < clients; i++) {
    const { token, user } = await signUpOk(api);
    const address = await addAddressOk(api, user.id, token);
    expect((await api.fetch('/v1/checkout/ss', bearer(token))).status).toBe(200);
    signedUp.push({ userId: user.id, token, email: user.email, addressId: address.id });
  }
  expect(await stopMain(server)).toBe(0);

  database = await shop.open();
  const buyers: CrashBuyer[] = [];
  for (const b of signedUp) {
    const buyer = { ...b, cartId: await userCartId(database.db, b.userId) };
    await chooseCheckout({ db: database.db }, buyer);
    buyers.push(buyer);
  }
  await database.close();
  return { buyers, articleIds };
}

/** mulberry32: the run's choices (which write, when to kill) follow its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CrashFigures {
  engine: 'pglite' | 'postgres';
  seed: number;
  /** Write requests acknowledged in the run (an order is two: its intent and its completion). */
  writes: number;
  /** Acknowledged before the kill. */
  acknowledgedBeforeKill: number;
  /** Keyed writes (cart changes, intents) sent again with the same key after the kill … */
  replayed: number;
  /** … that the server had applied before it: answered with the stored answer … */
  replayedStored: number;
  /** … and that it had not: applied by the replay. */
  replayedApplied: number;
  /**
   * Of the stored ones, answers the client dropped just before the kill, as a cut connection
   * loses them: the writes are applied for certain, and the replay must answer exactly the same.
   */
  answersDropped: number;
  /** Order completions sent again (no key needed: completing a placed order answers it unchanged). */
  completionsResent: number;
  orders: number;
  /** Units or orders the database misses, or holds twice, against the clients' own records. */
  lost: number;
  doubled: number;
  /** 5xx answers (the outbox would send again; budget 0). */
  serverErrors: number;
  ms: number;
}

interface Line { quantity: number; itemId: string }
interface Shopper { buyer: CrashBuyer; rng: () => number; lines: Map<number, Line>; orders: { id: string; units: Map<number, number> }[] }

type Answer = { status: number; body: unknown };

/** Answers dropped by the client just before the kill (one per client at most). */
const DROPS = 4;

/**
 * The run: `writes` cart and order writes from every buyer at once; when `killAt` writes are
 * answered the server gets SIGKILL and is started again on the same data, and every write without
 * an answer is sent again with its key. Ends with the server stopped by SIGTERM.
 */
export async function crashRun(shop: CrashShop, prepared: { buyers: CrashBuyer[]; articleIds: number[] }, opts: { writes: number; seed: number }): Promise<CrashFigures> {
  const started = performance.now();
  const pick = seededRandom(opts.seed);
  const killAt = Math.floor(opts.writes * (0.3 + 0.3 * pick()));
  const figures: CrashFigures = {
    engine: shop.kind, seed: opts.seed, writes: 0, acknowledgedBeforeKill: 0, replayed: 0, replayedStored: 0, replayedApplied: 0,
    answersDropped: 0, completionsResent: 0, orders: 0, lost: 0, doubled: 0, serverErrors: 0, ms: 0,
  };
  let server = await shop.start();
  let killed = false;
  let answered = 0;
  let restart!: () => void;
  let failRestart!: (err: unknown) => void;
  /** Resolves once the server runs again after the kill. */
  const restarted = new Promise<void>((resolve, reject) => { restart = resolve; failRestart = reject; });
  restarted.catch(() => undefined);
  let budget = opts.writes;

  const kill = () => {
    killed = true;
    figures.acknowledgedBeforeKill = figures.writes;
    const dying = server;
    dying.child.kill('SIGKILL');
    dying.exited.then(shop.start).then((next) => { server = next; restart(); }, failRestart);
  };

  /**
   * Sends until answered, as the outbox does: no answer or a 5xx, the same request again later.
   * `keyed`: the server keeps its answer under the key (false: the order completion, whose
   * answer is the order as it is).
   */
  async function send(method: string, path: string, token: string, key: string, body: unknown, keyed: boolean): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': key };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let dropped: Answer | undefined;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 20) throw new Error(`${method} ${path} got no answer after ${attempt} tries`);
      let res: Response;
      let answer: unknown;
      try {
        res = await fetch(server.url(path), { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        answer = await res.json() as unknown;
      } catch (err) {
        // No answer: only the kill may cause that.
        if (!killed) throw err;
        await restarted;
        continue;
      }
      if (res.status >= 500) {
        figures.serverErrors += 1;
        continue;
      }
      if (!killed) {
        answered += 1;
        if (keyed && answered > killAt - DROPS) {
          dropped = { status: res.status, body: answer };
          figures.answersDropped += 1;
        }
        if (answered >= killAt) kill();
        if (dropped) {
          await restarted;
          continue;
        }
      }
      if (attempt > 0 && !keyed) figures.completionsResent += 1;
      if (attempt > 0 && keyed) {
        const replayed = res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true';
        figures.replayed += 1;
        if (replayed) figures.replayedStored += 1;
        else figures.replayedApplied += 1;
        if (dropped) {
          expect(replayed, `${method} ${path}: applied before the kill, so replayed`).toBe(true);
          expect({ status: res.status, body: answer }, 'the replay answers as the original did').toEqual(dropped);
        }
      }
      figures.writes += 1;
      return { status: res.status, body: answer };
    }
  }

  const expectCart = (shopper: Shopper, body: unknown) => {
    const state = checkoutSchema.parse(body);
    const held = Object.fromEntries(state.items.map((i) => [i.articleId, i.quantity]));
    const kept = Object.fromEntries([...shopper.lines].map(([id, line]) => [id, line.quantity]));
    expect(held, 'the answer (first or stored) is the cart right after this write').toEqual(kept);
    for (const item of state.items) shopper.lines.get(item.articleId)!.itemId = item.id;
  };

  async function add(shopper: Shopper, articleId: number, quantity: number) {
    const answer = await send('POST', '/v1/checkout/ss/carts?lang=it', shopper.buyer.token, randomUUID(), { id: articleId, quantity }, true);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const line = shopper.lines.get(articleId);
    if (line) line.quantity += quantity;
    else shopper.lines.set(articleId, { quantity, itemId: '' });
    expectCart(shopper, answer.body);
  }

  async function setQuantity(shopper: Shopper, articleId: number, quantity: number) {
    const line = shopper.lines.get(articleId)!;
    const answer = await send('PATCH', `/v1/checkout/ss/carts/items/${line.itemId}?lang=it`, shopper.buyer.token, randomUUID(), { quantity }, true);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    line.quantity = quantity;
    expectCart(shopper, answer.body);
  }

  /** As the outbox places an order: the intent under the entry's key, then its returnApi. */
  async function placeOrder(shopper: Shopper) {
    const key = randomUUID();
    const intentAnswer = await send('POST', '/v1/orders/intents?lang=it', shopper.buyer.token, key, undefined, true);
    expect(intentAnswer.status, JSON.stringify(intentAnswer.body)).toBe(200);
    const intent = orderIntentSchema.parse(intentAnswer.body);
    const placed = await send('PATCH', `/v1${intent.returnApi}?lang=it`, shopper.buyer.token, `${key}:complete`, undefined, false);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = orderSchema.parse(placed.body);
    expect(order.id).toBe(intent.id);
    shopper.orders.push({ id: order.id, units: new Map([...shopper.lines].map(([id, line]) => [id, line.quantity])) });
    shopper.lines.clear();
  }

  async function shop1(shopper: Shopper) {
    const { rng } = shopper;
    for (;;) {
      const roll = rng();
      if (shopper.lines.size > 0 && roll < 0.1) {
        if (budget < 2) return;
        budget -= 2;
        await placeOrder(shopper);
        continue;
      }
      if (budget < 1) return;
      budget -= 1;
      const articleId = prepared.articleIds[Math.floor(rng() * prepared.articleIds.length)]!;
      const line = shopper.lines.get(articleId);
      const quantity = 1 + Math.floor(rng() * 3);
      // A change of a line the cart has, or an add that would pass the line's limit (99): a set.
      if (line && (roll < 0.35 || line.quantity + quantity > 99)) await setQuantity(shopper, articleId, 1 + Math.floor(rng() * 5));
      else await add(shopper, articleId, quantity);
    }
  }

  const shoppers: Shopper[] = prepared.buyers.map((buyer, i) => ({ buyer, rng: seededRandom(opts.seed * 1000 + i), lines: new Map(), orders: [] }));
  try {
    await Promise.all(shoppers.map(shop1));
  } finally {
    if (killed) await restarted.catch(() => undefined);
    expect(await stopMain(server), 'the restarted server stops cleanly').toBe(0);
  }
  expect(killed, `the kill came (after ${killAt} of ${opts.writes} writes)`).toBe(true);

  const database = await shop.open();
  try {
    await compare(database, shoppers, prepared.articleIds, figures);
  } finally {
    await database.close();
  }
  figures.ms = Math.round(performance.now() - started);
  return figures;
}

/** The database against the shoppers' records: lines, orders, and the stock the orders took. */
async function compare(database: Database, shoppers: Shopper[], articleIds: number[], figures: CrashFigures): Promise<void> {
  const { db } = database;
  const sold = new Map<number, number>(articleIds.map((id) => [id, 0]));
  for (const shopper of shoppers) {
    const rows = await db.select({ articleId: cartItems.articleId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, shopper.buyer.cartId));
    const held = new Map(rows.map((r) => [r.articleId, r.quantity]));
    for (const id of new Set([...held.keys(), ...shopper.lines.keys()])) {
      const diff = (held.get(id) ?? 0) - (shopper.lines.get(id)?.quantity ?? 0);
      if (diff > 0) figures.doubled += diff;
      else figures.lost -= diff;
    }
    const placed = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, shopper.buyer.userId), isNotNull(orders.placedAt)));
    const all = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.buyer.userId));
    const known = new Set(shopper.orders.map((o) => o.id));
    figures.doubled += all.filter((o) => !known.has(o.id)).length;
    figures.lost += shopper.orders.filter((o) => !placed.some((p) => p.id === o.id)).length;
    figures.orders += shopper.orders.length;
    for (const order of shopper.orders) {
      const items = await db.select({ articleId: orderItems.articleId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(Object.fromEntries(items.map((i) => [i.articleId, i.quantity])), `order ${order.id}: the lines its cart held`).toEqual(Object.fromEntries(order.units));
      for (const [id, quantity] of order.units) sold.set(id, sold.get(id)! + quantity);
    }
  }
  const stock = await db.select({ id: articles.id, q: articles.stockQuantity }).from(articles).where(inArray(articles.id, articleIds));
  for (const row of stock) {
    const diff = (START_STOCK - row.q!) - sold.get(row.id)!;
    // Stock taken twice is a doubled order's; stock not taken, a lost one's.
    if (diff > 0) figures.doubled += diff;
    else figures.lost -= diff;
  }
}
