import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../lib/http/client';
import { cartActions } from './actions';
import { RaggioDb, replaceDatabase } from '../core/db';
import { pendingEntries } from './outbox';
import { lineKeyOfAdd } from './line-key';
import { requestFlush } from '../core/sync';
import { startSync } from '../kinds';
import { article, checkoutWith, containerArticle, serverItem } from './test-data';

let database: RaggioDb;
let n = 0;
let stopSync: (() => void) | undefined;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

beforeEach(async () => {
  database = new RaggioDb(`actions-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: checkoutWith([]), savedAt: 1 });
  // Offline: nothing is sent, the edits stay queued.
  setOnline(false);
});
afterEach(() => {
  stopSync?.();
  stopSync = undefined;
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('cart actions', () => {
  it('apply an add at once, send nothing while offline, and send it once when the connection returns', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    const answer = checkoutWith([serverItem({ articleId: 7, quantity: 2 })]);
    const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url: String(url), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    stopSync = startSync({ http: createHttpClient({ fetch }), lang: () => 'it', database });

    const { applied, confirmed } = cartActions.add({ article: article({ id: 7 }), quantity: 2 });
    let settled = false;
    void confirmed.then(() => { settled = true; });
    await applied;
    // The add asked for a flush; wait for that run (and any queued behind it) to end.
    await requestFlush();
    expect(sent).toEqual([]);
    expect(settled).toBe(false);
    const [entry] = await pendingEntries(database);
    expect(entry).toMatchObject({ kind: 'add', payload: { body: { id: 7, quantity: 2 } } });

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(confirmed).resolves.toMatchObject({ items: [{ articleId: 7, quantity: 2 }] });
    expect(sent).toEqual([{ method: 'POST', url: '/v1/checkout/ss/carts?lang=it', body: { id: 7, quantity: 2 } }]);
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('refuse locally what the page knows cannot be bought: beyond stock, a sold-out variant, no variant chosen', async () => {
    await expect(cartActions.add({ article: article({ id: 7, stock: { on: true, quantity: 3 } }), quantity: 4 }).applied)
      .rejects.toMatchObject({ code: 'OUT_OF_STOCK', payload: { available: 3, inCart: 0 }, message: '3 pezzi disponibili' });
    await cartActions.add({ article: article({ id: 8, stock: { on: true, quantity: 3 } }), quantity: 2 }).applied;
    await expect(cartActions.add({ article: article({ id: 8, stock: { on: true, quantity: 3 } }), quantity: 2 }).applied)
      .rejects.toMatchObject({ code: 'OUT_OF_STOCK', payload: { available: 3, inCart: 2 } });
    const shirt = containerArticle(100);
    await expect(cartActions.add({ article: shirt, variantId: 102, quantity: 1 }).applied).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    await expect(cartActions.add({ article: shirt, quantity: 1 }).applied).rejects.toMatchObject({ code: 'VARIANT_REQUIRED' });
    expect((await pendingEntries(database)).map((e) => e.lineKey)).toEqual(['a8']);
  });

  it('refuse over a per-order maximum as the server does: 400 QUANTITY_OUT_OF_BOUNDS, "Massimo N per ordine"', async () => {
    const limited = article({
      id: 9, stock: { on: true, quantity: 50 }, cart: { quantity: { min: { on: false, value: 1 }, max: { on: true, value: 4 } } },
    });
    await cartActions.add({ article: limited, quantity: 3 }).applied;
    await expect(cartActions.add({ article: limited, quantity: 2 }).applied).rejects.toEqual({
      code: 'QUANTITY_OUT_OF_BOUNDS', statusCode: 400, message: 'Massimo 4 per ordine', payload: { min: 1, max: 4, inCart: 3 },
    });
    const untracked = article({ id: 10, stock: { on: false, quantity: 0 } });
    await expect(cartActions.add({ article: untracked, quantity: 100 }).applied)
      .rejects.toMatchObject({ code: 'QUANTITY_OUT_OF_BOUNDS', statusCode: 400, message: 'Massimo 99 per ordine' });
    expect((await pendingEntries(database)).map((e) => e.lineKey)).toEqual(['a9']);
  });

  it('edit and remove a line added offline by its key; nothing is left to send', async () => {
    const shirt = containerArticle(100);
    await cartActions.add({ article: shirt, variantId: 101, quantity: 1 }).applied;
    const key = lineKeyOfAdd({ article: shirt, variantId: 101 });
    await cartActions.setQuantity(key, 2).applied;
    expect((await pendingEntries(database)).map((e) => e.payload)).toMatchObject([{ kind: 'add', body: { quantity: 2 } }]);
    const { confirmed } = cartActions.remove(key);
    await expect(confirmed).resolves.toMatchObject({ items: [] });
    expect(await pendingEntries(database)).toEqual([]);
  });
});
