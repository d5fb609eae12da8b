import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from './actions';
import { RaggioDb, replaceDatabase } from '../core/db';
import { pendingEntries } from './outbox';
import { article, checkoutWith } from './test-data';

// Decision 091: while the shop is not available the local-first add is refused as the API would
// refuse it, and nothing is queued. Removing stays possible.

let database: RaggioDb;
let n = 0;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

beforeEach(async () => {
  database = new RaggioDb(`shop-closed-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: checkoutWith([]), savedAt: 1 });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
});

describe('adding while the shop is not available', () => {
  it('is refused with SHOP_UNAVAILABLE and the message, and nothing is queued', async () => {
    const { applied, confirmed } = cartActions.add({ article: article({ id: 7 }), quantity: 1, shopAvailable: false });
    await expect(applied).rejects.toMatchObject({
      code: 'SHOP_UNAVAILABLE', statusCode: 409,
      message: 'Al momento il negozio non accetta ordini: non è possibile acquistare.',
    });
    await expect(confirmed).rejects.toMatchObject({ code: 'SHOP_UNAVAILABLE' });
    expect(await pendingEntries(database)).toEqual([]);
  });

  it('goes ahead when the shop is available; removing is allowed either way', async () => {
    await cartActions.add({ article: article({ id: 7 }), quantity: 1, shopAvailable: true }).applied;
    expect((await pendingEntries(database)).map((e) => e.kind)).toEqual(['add']);
    await cartActions.remove('a7').applied;
    expect(await pendingEntries(database)).toEqual([]);
  });
});
