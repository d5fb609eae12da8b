import { db, type RaggioDb } from '../core/db';
import { newEntry, type Enqueued } from '../core/queue';
import { projectWishIds } from './projection';
import type { WishPayload } from './types';

// Queues a wish edit (decision 109). Edits of one article that were never sent cancel out: an
// add then a remove offline send nothing. What was sent once is never changed (its retries repeat
// the same request under the same Idempotency-Key). An edit that changes nothing is not queued.

export async function enqueueWish(payload: WishPayload, database: RaggioDb = db()): Promise<Enqueued> {
  return database.transaction('rw', database.outbox, database.wishes, database.outcomes, async () => {
    const now = Date.now();
    const all = await database.outbox.orderBy('seq').toArray();
    const mirror = await database.wishes.get('current');
    const unsent = all.filter((e) => e.lineKey === payload.lineKey && e.attempts === 0);
    await database.outbox.bulkDelete(unsent.map((e) => e.seq!));
    const dropped = unsent.map((e) => e.id);
    await database.outcomes.bulkPut(dropped.map((id) => ({ id, ok: true, at: now })));
    const rest = all.filter((e) => !unsent.includes(e));
    const wished = projectWishIds(mirror, rest).includes(payload.articleId);
    if (wished === (payload.kind === 'wish.add')) return { entryId: null, dropped };
    const entry = newEntry(payload, now);
    await database.outbox.put(entry);
    return { entryId: entry.id, dropped };
  });
}
