import { beforeEach, describe, expect, it } from 'vitest';
import { RaggioDb, replaceDatabase } from '../core/db';
import { lineKeyOf, lineKeyOfAdd } from './line-key';
import { lineFromSnapshot } from './line-from-snapshot';
import { enqueue, pendingEntries } from './outbox';
import { checkoutWith, containerArticle, serverItem } from './test-data';
import type { CartPayload } from './types';

let database: RaggioDb;
let n = 0;
const shirt = containerArticle(100);
const shirtKey = lineKeyOfAdd({ article: shirt, variantId: 101 });
const addShirt = (quantity: number): CartPayload => ({
  kind: 'add', lineKey: shirtKey, body: { id: 100, variantId: 101, quantity },
  line: lineFromSnapshot({ article: shirt, variantId: 101, quantity }),
});
const wheel = serverItem({ articleId: 7, quantity: 2 });

beforeEach(async () => {
  database = new RaggioDb(`outbox-test-${n++}`);
  replaceDatabase(database);
  await database.checkout.put({ key: 'current', state: checkoutWith([wheel]), savedAt: 1 });
});

const shape = async () => (await pendingEntries(database)).map((e) => {
  const payload = e.payload as CartPayload;
  return [e.kind, e.lineKey, payload.kind === 'add' ? payload.body.quantity : payload.kind === 'setQuantity' ? payload.quantity : null];
});

describe('the outbox', () => {
  it('keeps mutations of different lines in the order they were made, each with its own key', async () => {
    await enqueue(addShirt(1), database);
    await enqueue({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 1 }, database);
    await enqueue({ kind: 'remove', lineKey: lineKeyOf(wheel) }, database);
    const entries = await pendingEntries(database);
    expect(entries.map((e) => e.kind)).toEqual(['add', 'remove']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(2);
    expect(entries.every((e) => /^[0-9a-f-]{36}$/.test(e.id) && e.attempts === 0 && e.lastError === null)).toBe(true);
  });

  it('sends nothing for a line added offline and removed before it was sent', async () => {
    const added = await enqueue(addShirt(1), database);
    await enqueue({ kind: 'setQuantity', lineKey: shirtKey, quantity: 2 }, database);
    const removed = await enqueue({ kind: 'remove', lineKey: shirtKey }, database);
    expect(removed).toEqual({ entryId: null, dropped: [added.entryId] });
    expect(await pendingEntries(database)).toEqual([]);
    expect((await database.outcomes.get(added.entryId!))?.ok).toBe(true);
  });

  it('folds a quantity set on a line added offline into its add, and two adds into one', async () => {
    const first = await enqueue(addShirt(1), database);
    const second = await enqueue(addShirt(2), database);
    expect(second.entryId).toBe(first.entryId);
    expect(await shape()).toEqual([['add', shirtKey, 3]]);
    await enqueue({ kind: 'setQuantity', lineKey: shirtKey, quantity: 5 }, database);
    expect(await shape()).toEqual([['add', shirtKey, 5]]);
  });

  it('never changes an entry once it was sent: later edits queue behind it', async () => {
    const { entryId } = await enqueue(addShirt(1), database);
    await database.outbox.where('id').equals(entryId!).modify({ attempts: 1 });
    await enqueue({ kind: 'setQuantity', lineKey: shirtKey, quantity: 4 }, database);
    await enqueue({ kind: 'setQuantity', lineKey: shirtKey, quantity: 2 }, database);
    expect(await shape()).toEqual([['add', shirtKey, 1], ['setQuantity', shirtKey, 2]]);
    await enqueue({ kind: 'remove', lineKey: shirtKey }, database);
    expect(await shape()).toEqual([['add', shirtKey, 1], ['remove', shirtKey, null]]);
  });

  it('removes a line the server has, and ignores quantities of lines nobody has', async () => {
    await enqueue({ kind: 'setQuantity', lineKey: 'a999', quantity: 3 }, database);
    await enqueue({ kind: 'remove', lineKey: 'a999' }, database);
    expect(await shape()).toEqual([]);
    await enqueue({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 0 }, database);
    expect(await shape()).toEqual([['remove', lineKeyOf(wheel), null]]);
  });
});
