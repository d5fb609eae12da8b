import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../lib/http';
import { RaggioDb, replaceDatabase } from '../core/db';
import { flushOutbox } from '../kinds';
import { pendingEntries } from '../core/queue';
import { enqueue } from '../cart/outbox';
import { lineKeyOf } from '../cart/line-key';
import { checkoutWith, serverItem } from '../cart/test-data';
import { enqueueWish } from './outbox';
import { projectWishIds, projectWishList } from './projection';
import { wishLineKey, type WishPayload, type WishSnapshot } from './types';

let database: RaggioDb;
let n = 0;
const card = (id: number): WishSnapshot => ({
  id, slug: `a-${id}`, name: `Articolo ${id}`, brand: { name: 'Raggio', slug: 'raggio' }, img: null,
  prices: { gross: 1000, discount: 0 }, stock: { on: false, quantity: 0 },
});
const add = (id: number): WishPayload => ({ kind: 'wish.add', lineKey: wishLineKey(id), articleId: id, article: card(id) });
const remove = (id: number): WishPayload => ({ kind: 'wish.remove', lineKey: wishLineKey(id), articleId: id });
const mirror = async () => (await database.wishes.get('current'))!;

beforeEach(async () => {
  database = new RaggioDb(`wishes-test-${n++}`);
  replaceDatabase(database);
  await database.wishes.put({ key: 'current', userId: 7, wish: { id: 3, articles: [10] }, list: [{ ...card(10), labels: [], grade: 'simple', available: true, outOfStock: false }], savedAt: 1 });
});

describe('the wishes kind', () => {
  it('projects the server wish with pending edits on top, latest first, and lists offline adds from their snapshot', async () => {
    await enqueueWish(add(20), database);
    const entries = await pendingEntries(database);
    expect(projectWishIds(await mirror(), entries)).toEqual([20, 10]);
    expect(projectWishList(await mirror(), entries).map((a) => a.name)).toEqual(['Articolo 20', 'Articolo 10']);
    await enqueueWish(remove(10), database);
    expect(projectWishIds(await mirror(), await pendingEntries(database))).toEqual([20]);
  });

  it('queues nothing for an edit that changes nothing, and an unsent add then remove cancel out', async () => {
    expect((await enqueueWish(add(10), database)).entryId).toBeNull();
    expect((await enqueueWish(remove(99), database)).entryId).toBeNull();
    await enqueueWish(add(20), database);
    await enqueueWish(remove(20), database);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('flushes wish and cart edits in order, each once with its own Idempotency-Key, and mirrors the answers', async () => {
    const wheel = serverItem({ articleId: 7, quantity: 2 });
    const state = checkoutWith([wheel]);
    await database.checkout.put({ key: 'current', state, savedAt: 1 });
    await enqueueWish(add(20), database);
    await enqueue({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 3 }, database);
    await enqueueWish(remove(10), database);
    const calls: [string, string, string][] = [];
    const request = vi.fn((method: string, path: string, options: { headers: Record<string, string> }) => {
      calls.push([method, path, options.headers['Idempotency-Key']!]);
      if (path.startsWith('checkout')) return Promise.resolve(checkoutWith([{ ...wheel, quantity: 3 }]));
      return Promise.resolve(method === 'POST' ? { id: 3, articles: [20, 10] } : { id: 3, articles: [20] });
    });
    const http = { request, get: vi.fn() } as unknown as HttpClient;
    const result = await flushOutbox({ http, lang: () => 'it', database });
    expect(result.sent).toBe(3);
    expect(calls.map(([m, p]) => `${m} ${p}`)).toEqual(['POST wishes/articles', `PATCH checkout/ss/carts/items/${wheel.id}`, 'DELETE wishes/3/articles/10']);
    expect(new Set(calls.map((c) => c[2])).size).toBe(3);
    expect((await mirror()).wish).toEqual({ id: 3, articles: [20] });
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('keeps a wish edit answered 401 for later (a worker has no token) and ends one the server refuses', async () => {
    await enqueueWish(add(20), database);
    const unauthorised = { code: 'AUTH_REQUIRED', message: 'x', statusCode: 401 };
    const http = { request: vi.fn(() => Promise.reject(unauthorised)), get: vi.fn() } as unknown as HttpClient;
    const kept = await flushOutbox({ http, lang: () => 'it', database });
    expect(kept.retryAt).not.toBeNull();
    expect(await pendingEntries(database)).toHaveLength(1);
    await database.outbox.toCollection().modify({ nextAttemptAt: 0 });
    const missing = { code: 'ARTICLE_NOT_FOUND', message: 'Prodotto non trovato', statusCode: 404 };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = { request: vi.fn(() => Promise.reject(missing)), get: vi.fn(() => Promise.reject(missing)) } as unknown as HttpClient;
    await flushOutbox({ http: refusing, lang: () => 'it', database });
    expect(await pendingEntries(database)).toEqual([]);
    expect((await mirror()).wish).toEqual({ id: 3, articles: [10] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
