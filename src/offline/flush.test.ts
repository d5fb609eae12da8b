import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../lib/http/client';
import { RaggioDb, replaceDatabase } from './db';
import { flushOutbox, type FlushDeps } from './flush';
import { lineKey } from './line-key';
import { lineFromSnapshot } from './line-from-snapshot';
import { withOutboxLock } from './lock';
import { enqueue, pendingEntries } from './outbox';
import { article } from './test-data';
import { TestCartServer } from './test-cart-server';

let server: TestCartServer;
let database: RaggioDb;
let deps: FlushDeps;
let n = 0;

beforeAll(async () => {
  server = new TestCartServer();
  await server.start();
  // Same origin as the shop: the page and the API share one host.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.origin}/it`);
});
afterAll(() => server.stop());

beforeEach(async () => {
  Object.assign(server, { lines: [], seen: [], stock: new Map(), price: new Map(), dropAfterApply: 0, down: false });
  database = new RaggioDb(`flush-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: server.state(), savedAt: 0 });
  deps = { http: createHttpClient({ baseUrl: server.origin, timeoutMs: 3000 }), lang: () => 'it', database };
});

const add = (id: number, quantity: number) => enqueue({
  kind: 'add', lineKey: lineKey(id), body: { id, quantity }, line: lineFromSnapshot({ article: article({ id }), quantity }),
}, database);
const mutations = () => server.seen.filter((r) => r.method !== 'GET');
const mirror = async () => (await database.checkout.get('current'))!.state;
const notices = async () => (await database.notices.toArray()).map(({ kind, lineKey: key, quantity, oldPrice, newPrice }) =>
  ({ kind, lineKey: key, ...(quantity === undefined ? {} : { quantity }), ...(oldPrice === undefined ? {} : { oldPrice, newPrice }) }));
const retryNow = () => database.outbox.toCollection().modify({ nextAttemptAt: 0 });

describe('the outbox flush', () => {
  it('sends the queue oldest first, each under its own Idempotency-Key, and mirrors every answer', async () => {
    const first = await add(7, 2);
    const second = await add(8, 1);
    expect(await flushOutbox(deps)).toEqual({ sent: 2, retryAt: null });
    expect(mutations().map((r) => [r.method, r.path, r.key, r.body])).toEqual([
      ['POST', '/v1/checkout/ss/carts', first.entryId, { id: 7, quantity: 2 }],
      ['POST', '/v1/checkout/ss/carts', second.entryId, { id: 8, quantity: 1 }],
    ]);
    expect(await pendingEntries(database)).toEqual([]);
    expect((await mirror()).items.map((i) => [i.articleId, i.quantity])).toEqual([[7, 2], [8, 1]]);

    // Lines are named by key; the flush finds the server's item ids in the mirror.
    await enqueue({ kind: 'setQuantity', lineKey: lineKey(7), quantity: 1 }, database);
    await enqueue({ kind: 'remove', lineKey: lineKey(8) }, database);
    await flushOutbox(deps);
    expect(mutations().slice(2).map((r) => [r.method, r.body])).toEqual([['PATCH', { quantity: 1 }], ['DELETE', undefined]]);
    expect(server.lines.map((l) => [l.articleId, l.quantity])).toEqual([[7, 1]]);
    expect(await notices()).toEqual([]);
  });

  it('keeps an entry that got no answer, with its error and a backoff, and sends nothing behind it', async () => {
    server.down = true;
    await add(7, 1);
    await add(8, 1);
    const before = Date.now();
    const result = await flushOutbox(deps);
    expect(result.sent).toBe(0);
    expect(result.retryAt).toBeGreaterThan(before);
    const [head, tail] = await pendingEntries(database);
    expect(head).toMatchObject({ attempts: 1, lastError: { code: 'NETWORK_ERROR' } });
    expect(head!.nextAttemptAt).toBeGreaterThanOrEqual(before + 800);
    expect(tail).toMatchObject({ attempts: 0 });
    expect(mutations()).toHaveLength(1);

    server.down = false;
    expect((await flushOutbox(deps)).sent).toBe(0); // still backing off
    await retryNow();
    expect((await flushOutbox(deps)).sent).toBe(2);
    expect(server.lines.map((l) => [l.articleId, l.quantity])).toEqual([[7, 1], [8, 1]]);
  });

  it('repeats a change whose answer was lost under the same key, and the server counts it once', async () => {
    server.dropAfterApply = 1;
    const { entryId } = await add(7, 2);
    expect((await flushOutbox(deps)).retryAt).not.toBeNull();
    expect(server.lines[0]?.quantity).toBe(2);
    await retryNow();
    await flushOutbox(deps);
    expect(mutations().map((r) => r.key)).toEqual([entryId, entryId]);
    expect(server.lines.map((l) => l.quantity)).toEqual([2]);
    expect((await mirror()).items[0]?.quantity).toBe(2);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('ends a refused entry with a notice and goes on with the entries behind it', async () => {
    server.stock.set(7, 1);
    const refused = await add(7, 3);
    await add(8, 1);
    await flushOutbox(deps);
    expect(await notices()).toEqual([{ kind: 'refused', lineKey: lineKey(7), quantity: 1 }]);
    expect(await database.outcomes.get(refused.entryId!)).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' } });
    expect(server.lines.map((l) => l.articleId)).toEqual([8]);
    // A refusal answers no state: the cart is read again.
    expect(server.seen.at(-1)?.method).toBe('GET');
    expect((await mirror()).items.map((i) => i.articleId)).toEqual([8]);
  });

  it('tells, on reconnect, what changed meanwhile: unavailable, quantity reduced to the stock, price changed', async () => {
    await add(7, 2);
    await add(8, 3);
    await add(9, 1);
    await flushOutbox(deps);
    server.stock.set(7, 0);
    server.stock.set(8, 2);
    server.price.set(9, 1500);
    await flushOutbox(deps, { refresh: true });
    expect(await notices()).toEqual(expect.arrayContaining([
      { kind: 'unavailable', lineKey: lineKey(7) },
      { kind: 'reduced', lineKey: lineKey(8), quantity: 2 },
      { kind: 'priceChanged', lineKey: lineKey(9), oldPrice: 2000, newPrice: 1500 },
    ]));
    expect(await database.notices.count()).toBe(3);
    // The reduced line was set to what there is, so it can be bought again.
    expect(server.lines.find((l) => l.articleId === 8)?.quantity).toBe(2);
    expect((await mirror()).unavailableItems.map((i) => [i.articleId, i.issue])).toEqual([[7, 'outOfStock']]);
  });

  it('lets one flusher at a time send, so two tabs never send an entry twice', async () => {
    for (let id = 1; id <= 5; id++) await add(id, 1);
    const other = { ...deps, http: createHttpClient({ baseUrl: server.origin }) };
    await Promise.all([withOutboxLock(() => flushOutbox(deps), database), withOutboxLock(() => flushOutbox(other), database)]);
    expect(mutations()).toHaveLength(5);
    expect(new Set(mutations().map((r) => r.key)).size).toBe(5);
  });
});
