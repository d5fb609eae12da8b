// The PWA's outbox flush (src/offline/core/flush.ts, with the shop's kinds: src/offline/kinds.ts)
// against the real API on a real database: the client's Dexie tables on fake-indexeddb, its http
// client on a fetch that keeps the session cookie as a browser does and can lose the connection
// before or after the server acted.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles } from '../../server/db/schema.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { createHttpClient } from '../../src/lib/http/client.js';
import { RaggioDb, replaceDatabase } from '../../src/offline/core/db.js';
import { flushOutbox, type FlushDeps } from '../../src/offline/kinds.js';
import { lineKey } from '../../src/offline/cart/line-key.js';
import { lineFromSnapshot } from '../../src/offline/cart/line-from-snapshot.js';
import { withOutboxLock } from '../../src/offline/core/lock.js';
import { enqueue, pendingEntries } from '../../src/offline/cart/outbox.js';
import { emptyCheckout } from '../../contract/test-checkout.js';
import { article } from '../../src/offline/cart/test-data.js';
import { startTestApi, type TestApi } from './harness.js';

interface SeenRequest { method: string; path: string; key: string | null; body: unknown }

/** One browser's connection to the shop: its session cookie, what it sent, and switches to cut it. */
class Network {
  cookie: string | undefined;
  seen: SeenRequest[] = [];
  /** No request gets through (the connection is down). */
  down = false;
  /** The next N mutations reach the server, which acts, but their answers are lost. */
  dropAfterApply = 0;

  constructor(private readonly api: TestApi) {}

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    this.seen.push({ method: init.method ?? 'GET', path: url.pathname, key: headers.get('idempotency-key'), body });
    if (this.down) throw new TypeError('fetch failed');
    if (this.cookie) headers.set('cookie', this.cookie);
    const res = await this.api.fetch(`${url.pathname}${url.search}`, { ...init, headers });
    const session = res.headers.get('set-cookie')?.split(';')[0];
    if (session) this.cookie = session;
    if (init.method !== 'GET' && this.dropAfterApply > 0) {
      this.dropAfterApply--;
      await res.arrayBuffer();
      throw new TypeError('fetch failed');
    }
    return res;
  };

  mutations = () => this.seen.filter((r) => r.method !== 'GET');
}

let api: TestApi;
let network: Network;
let database: RaggioDb;
let deps: FlushDeps;
let n = 0;

beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

beforeEach(async () => {
  network = new Network(api);
  // Handed over rather than installed as globals: the server files share one module registry
  // (vitest.config.ts), so Dexie may have been loaded before any global was there.
  database = new RaggioDb(`flush-test-${n++}`, { indexedDB, IDBKeyRange });
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: emptyCheckout(), savedAt: 0 });
  deps = { http: createHttpClient({ baseUrl: api.baseUrl, timeoutMs: 10_000, fetch: network.fetch }), lang: () => 'it', database };
});

/** Simple articles of this test: tracked stock 10, 20.00 €. */
async function newArticles(count: number): Promise<number[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = await api.db.insert(articles).values(Array.from({ length: count }, (_, i) => ({
    shopId: SHOP_ID, sku: `FL-${tag}-${i}`, slug: `flush-test-${tag}-${i}`, grade: 'simple' as const,
    name: { it: `Articolo ${tag} ${i}` }, stockOn: true, stockQuantity: 10, priceGross: 2000,
  }))).returning({ id: articles.id });
  return rows.map((r) => r.id);
}
const change = (id: number, values: Partial<typeof articles.$inferInsert>) =>
  api.db.update(articles).set(values).where(eq(articles.id, id));

const add = (id: number, quantity: number) => enqueue({
  kind: 'add', lineKey: lineKey(id), body: { id, quantity }, line: lineFromSnapshot({ article: article({ id }), quantity }),
}, database);
const mirror = async () => (await database.checkout.get('current'))!.state;
const serverLines = async () => {
  const res = await network.fetch(`${api.baseUrl}/v1/checkout/ss`, { method: 'GET' });
  const state = await res.json() as { items: { articleId: number; quantity: number }[] };
  return state.items.map((l) => [l.articleId, l.quantity]);
};
const notices = async () => (await database.notices.toArray()).map(({ kind, lineKey: key, quantity, oldPrice, newPrice }) =>
  ({ kind, lineKey: key, ...(quantity === undefined ? {} : { quantity }), ...(oldPrice === undefined ? {} : { oldPrice, newPrice }) }));
const retryNow = () => database.outbox.toCollection().modify({ nextAttemptAt: 0 });

describe('the outbox flush, against the API', () => {
  it('sends the queue oldest first, each under its own Idempotency-Key, and mirrors every answer', async () => {
    const [a, b] = await newArticles(2) as [number, number];
    const first = await add(a, 2);
    const second = await add(b, 1);
    expect(await flushOutbox(deps)).toEqual({ sent: 2, retryAt: null });
    expect(network.mutations().map((r) => [r.method, r.path, r.key, r.body])).toEqual([
      ['POST', '/v1/checkout/ss/carts', first.entryId, { id: a, quantity: 2 }],
      ['POST', '/v1/checkout/ss/carts', second.entryId, { id: b, quantity: 1 }],
    ]);
    expect(await pendingEntries(database)).toEqual([]);
    expect((await mirror()).items.map((i) => [i.articleId, i.quantity])).toEqual([[a, 2], [b, 1]]);

    // Lines are named by key; the flush finds the server's item ids in the mirror.
    await enqueue({ kind: 'setQuantity', lineKey: lineKey(a), quantity: 1 }, database);
    await enqueue({ kind: 'remove', lineKey: lineKey(b) }, database);
    await flushOutbox(deps);
    expect(network.mutations().slice(2).map((r) => [r.method, r.body])).toEqual([['PATCH', { quantity: 1 }], ['DELETE', undefined]]);
    expect(await serverLines()).toEqual([[a, 1]]);
    expect(await notices()).toEqual([]);
  });

  it('keeps an entry that got no answer, with its error and a backoff, and sends nothing behind it', async () => {
    const [a, b] = await newArticles(2) as [number, number];
    network.down = true;
    await add(a, 1);
    await add(b, 1);
    const before = Date.now();
    const result = await flushOutbox(deps);
    expect(result.sent).toBe(0);
    expect(result.retryAt).toBeGreaterThan(before);
    const [head, tail] = await pendingEntries(database);
    expect(head).toMatchObject({ attempts: 1, lastError: { code: 'NETWORK_ERROR' } });
    expect(head!.nextAttemptAt).toBeGreaterThanOrEqual(before + 800);
    expect(tail).toMatchObject({ attempts: 0 });
    expect(network.mutations()).toHaveLength(1);

    network.down = false;
    expect((await flushOutbox(deps)).sent).toBe(0); // still backing off
    await retryNow();
    expect((await flushOutbox(deps)).sent).toBe(2);
    expect(await serverLines()).toEqual([[a, 1], [b, 1]]);
  });

  it('repeats a change whose answer was lost under the same key, and the server counts it once', async () => {
    const [a] = await newArticles(1) as [number];
    network.dropAfterApply = 1;
    const { entryId } = await add(a, 2);
    expect((await flushOutbox(deps)).retryAt).not.toBeNull();
    expect(await serverLines()).toEqual([[a, 2]]);
    await retryNow();
    await flushOutbox(deps);
    expect(network.mutations().map((r) => r.key)).toEqual([entryId, entryId]);
    expect(await serverLines()).toEqual([[a, 2]]);
    expect((await mirror()).items.map((i) => i.quantity)).toEqual([2]);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('ends a refused entry with a notice and goes on with the entries behind it', async () => {
    const [a, b] = await newArticles(2) as [number, number];
    await change(a, { stockQuantity: 1 });
    const refused = await add(a, 3);
    await add(b, 1);
    await flushOutbox(deps);
    expect(await notices()).toEqual([{ kind: 'refused', lineKey: lineKey(a), quantity: 1 }]);
    expect(await database.outcomes.get(refused.entryId!)).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' } });
    // A refusal answers no state: the cart is read again.
    expect(network.seen.at(-1)?.method).toBe('GET');
    expect((await mirror()).items.map((i) => i.articleId)).toEqual([b]);
    expect(await serverLines()).toEqual([[b, 1]]);
  });

  it('tells, on reconnect, what changed meanwhile: unavailable, quantity reduced to the stock, price changed', async () => {
    const [gone, fewer, dearer] = await newArticles(3) as [number, number, number];
    await add(gone, 2);
    await add(fewer, 3);
    await add(dearer, 1);
    await flushOutbox(deps);
    await change(gone, { stockQuantity: 0 });
    await change(fewer, { stockQuantity: 2 });
    await change(dearer, { priceGross: 1500 });
    await flushOutbox(deps, { refresh: true });
    expect(await notices()).toEqual(expect.arrayContaining([
      { kind: 'unavailable', lineKey: lineKey(gone) },
      { kind: 'reduced', lineKey: lineKey(fewer), quantity: 2 },
      { kind: 'priceChanged', lineKey: lineKey(dearer), oldPrice: 2000, newPrice: 1500 },
    ]));
    expect(await database.notices.count()).toBe(3);
    // The reduced line was set to what there is, so it can be bought again.
    expect(await serverLines()).toEqual(expect.arrayContaining([[fewer, 2]]));
    expect((await mirror()).unavailableItems.map((i) => [i.articleId, i.issue])).toEqual([[gone, 'outOfStock']]);
  });

  it('lets one flusher at a time send, so two tabs never send an entry twice', async () => {
    for (const id of await newArticles(5)) await add(id, 1);
    const otherTab = { ...deps, http: createHttpClient({ baseUrl: api.baseUrl, fetch: network.fetch }) };
    await Promise.all([withOutboxLock(() => flushOutbox(deps), database), withOutboxLock(() => flushOutbox(otherTab), database)]);
    expect(network.mutations()).toHaveLength(5);
    expect(new Set(network.mutations().map((r) => r.key)).size).toBe(5);
    expect(await serverLines()).toHaveLength(5);
  });
});
