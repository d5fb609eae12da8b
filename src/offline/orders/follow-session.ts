import { currentUserId, subscribeSession } from '../../session';
import { db } from '../core/db';
import { isOrderPayload } from './types';

// A waiting order is the signed-in customer's (decision 137): signing out, an ended session or
// another user drops it unsent, as the wishes' edits are dropped (wishes/follow-session.ts).

async function adoptUser(userId: number | null): Promise<void> {
  const database = db();
  await database.transaction('rw', database.outbox, database.outcomes, database.pendingOrders, async () => {
    const pending = await database.pendingOrders.get('current');
    if (!pending || pending.userId === userId) return;
    const theirs = (await database.outbox.toArray()).filter((e) => isOrderPayload(e.payload));
    await database.outbox.bulkDelete(theirs.map((e) => e.seq!));
    const error = { code: 'AUTH_REQUIRED', message: 'signed out', statusCode: 401 };
    await database.outcomes.bulkPut(theirs.map((e) => ({ id: e.id, ok: false, error, at: Date.now() })));
    await database.pendingOrders.delete('current');
  });
}

/** Follows the session from now on; returns the stop function. */
export function followOrderSession(): () => void {
  void adoptUser(currentUserId());
  return subscribeSession(() => void adoptUser(currentUserId()));
}
