import { db, type RaggioDb } from '../core/db';
import { newEntry, type Enqueued } from '../core/queue';
import { projectedLines } from './projection';
import type { OutboxEntry } from '../core/types';
import { isCartEntry, type CartPayload } from './types';

// Queues a cart mutation. An edit of a line whose earlier mutations were never sent is folded
// into them (decision 072): two adds become one, a quantity set on a line added offline becomes
// the add's quantity, a removal of such a line drops its adds. What was sent once is never
// changed (its retries must repeat the same request under the same Idempotency-Key).

const unsent = (entry: OutboxEntry) => entry.attempts === 0;

export async function enqueue(payload: CartPayload, database: RaggioDb = db()): Promise<Enqueued> {
  return database.transaction('rw', database.outbox, database.checkout, database.outcomes, async () => {
    const now = Date.now();
    const all = await database.outbox.orderBy('seq').toArray();
    const base = (await database.checkout.get('current'))?.state;
    const ofLine = all.filter((e) => e.lineKey === payload.lineKey).filter(isCartEntry);
    const last = ofLine.at(-1);
    const put = async (entry: OutboxEntry<CartPayload>): Promise<Enqueued> => {
      await database.outbox.put(entry);
      return { entryId: entry.id, dropped: [] };
    };

    if (payload.kind === 'add') {
      if (last && unsent(last) && last.payload.kind === 'add') {
        const body = { ...last.payload.body, quantity: last.payload.body.quantity + payload.body.quantity };
        return put({ ...last, payload: { ...last.payload, body } });
      }
      return put(newEntry(payload, now));
    }

    if (payload.kind === 'setQuantity' && payload.quantity > 0) {
      if (last && unsent(last) && last.payload.kind === 'setQuantity') {
        return put({ ...last, payload: { ...last.payload, quantity: payload.quantity } });
      }
      if (last && unsent(last) && last.payload.kind === 'add') {
        const earlier = all.filter((e) => (e.seq ?? 0) < (last.seq ?? 0));
        if (!projectedLines(base, earlier).has(payload.lineKey)) {
          const body = { ...last.payload.body, quantity: payload.quantity };
          return put({ ...last, payload: { ...last.payload, body } });
        }
      }
      if (!projectedLines(base, all).has(payload.lineKey)) return { entryId: null, dropped: [] };
      return put(newEntry(payload, now));
    }

    // A removal (or a quantity of 0): what was never sent for this line need not be.
    const drop = ofLine.filter(unsent);
    await database.outbox.bulkDelete(drop.map((e) => e.seq!));
    const dropped = drop.map((e) => e.id);
    const rest = all.filter((e) => !dropped.includes(e.id));
    await database.outcomes.bulkPut(dropped.map((id) => ({ id, ok: true, at: now })));
    if (!projectedLines(base, rest).has(payload.lineKey)) return { entryId: null, dropped };
    const entry = newEntry({ kind: 'remove', lineKey: payload.lineKey }, now);
    await database.outbox.put(entry);
    return { entryId: entry.id, dropped };
  });
}

export { pendingEntries } from '../core/queue';
