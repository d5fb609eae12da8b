import { i18n } from '@lingui/core';
import { getShopId, http } from '../../lib/http';
import { currentUserId, subscribeSession } from '../../session';
import { db } from '../core/db';
import { withOutboxLock } from '../core/lock';
import { refreshWish, type WishOwner } from './flush-kind';
import { isWishPayload } from './types';

// The local wishes belong to one user (decision 109): signing out, an ended session or another
// user signing in clears them and their unsent edits; a signed-in page reads the server's wish.

const READ_TIMEOUT_MS = 20_000;

export function wishOwner(): WishOwner | null {
  const userId = currentUserId();
  return userId === null ? null : { userId, shopId: getShopId() };
}

/** Makes the mirror the current user's (empty for a new one); true when someone is signed in. */
async function adoptUser(userId: number | null): Promise<void> {
  const database = db();
  await database.transaction('rw', database.wishes, database.outbox, database.outcomes, async () => {
    const mirror = await database.wishes.get('current');
    if (mirror && mirror.userId === userId) return;
    const theirs = (await database.outbox.toArray()).filter((e) => isWishPayload(e.payload));
    await database.outbox.bulkDelete(theirs.map((e) => e.seq!));
    const now = Date.now();
    const error = { code: 'AUTH_REQUIRED', message: 'signed out', statusCode: 401 };
    await database.outcomes.bulkPut(theirs.map((e) => ({ id: e.id, ok: false, error, at: now })));
    if (userId === null) await database.wishes.delete('current');
    else await database.wishes.put({ key: 'current', userId, wish: null, list: null, savedAt: 0 });
  });
}

// The adoption of the latest session change. A sign-in's adoption ends after the session changed
// (it is a transaction of its own): an add made right after the sign-in waits for it, or it would
// find no list to edit, or its entry would be cleared as the previous user's (decision 206).
let adopting: Promise<void> = Promise.resolve();

/** Resolves once the local wishes are the current session's (never rejects). */
export const wishesAdopted = (): Promise<void> => adopting.catch(() => undefined);

async function follow(): Promise<void> {
  const owner = wishOwner();
  adopting = adoptUser(owner?.userId ?? null);
  await adopting;
  if (!owner || !navigator.onLine) return;
  await withOutboxLock(() => refreshWish(http, db(), owner, AbortSignal.timeout(READ_TIMEOUT_MS), i18n.locale || 'it'))
    .catch((error: unknown) => console.warn('wishes not read', error));
}

/** Follows the session from now on; returns the stop function. */
export function followSession(): () => void {
  void follow();
  return subscribeSession(() => void follow());
}
