import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from './cart-actions';
import { RaggioDb, replaceDatabase } from './db';
import { pendingEntries } from './outbox';
import { lineKeyOfAdd } from './line-key';
import { article, checkoutWith, containerArticle } from './test-data';

let database: RaggioDb;
let n = 0;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

beforeEach(async () => {
  database = new RaggioDb(`actions-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: checkoutWith([]), savedAt: 1 });
  // Offline: nothing is sent, the edits stay queued.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
});

describe('cart actions', () => {
  it('apply an add at once and leave it pending while offline', async () => {
    const { applied, confirmed } = cartActions.add({ article: article({ id: 7 }), quantity: 2 });
    await applied;
    const [entry] = await pendingEntries(database);
    expect(entry).toMatchObject({ kind: 'add', payload: { body: { id: 7, quantity: 2 } } });
    const settled = await Promise.race([confirmed.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 100))]);
    expect(settled).toBe('pending');
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
