import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { RaggioDb } from './db';

describe('the shop database', () => {
  it('upgrades a version 1 database: the old unused wishes rows go, the new wishes mirror and waiting orders are empty, the cart mirror stays', async () => {
    const name = 'db-upgrade-test';
    const old = new Dexie(name);
    old.version(1).stores({
      articles: 'id, slug, savedAt', wishes: 'articleId, addedAt', checkout: 'key', outbox: '++seq, &id, lineKey',
      notices: '++seq, createdAt', outcomes: 'id, at', leases: 'name', context: 'key',
    });
    await old.table('wishes').put({ articleId: 7, addedAt: 1 });
    await old.table('checkout').put({ key: 'current', state: { id: 'kept' }, savedAt: 1 });
    old.close();

    const upgraded = new RaggioDb(name);
    await upgraded.open();
    expect(upgraded.tables.map((t) => t.name).sort()).toEqual(['articles', 'checkout', 'context', 'leases', 'notices', 'outbox', 'outcomes', 'pendingOrders', 'wishes']);
    expect(await upgraded.wishes.count()).toBe(0);
    expect(await upgraded.pendingOrders.count()).toBe(0);
    expect((await upgraded.checkout.get('current'))?.state).toEqual({ id: 'kept' });
    upgraded.close();
  });
});
