import { waitForEntry } from '../core/outcomes';
import { localError } from '../cart/notice-text';
import { loadOfflineLayer } from '../start/deferred-start';
import { registerBackgroundSync, requestFlush } from '../core/sync';
import { db } from '../core/db';
import { wishesAdopted } from './follow-session';
import { enqueueWish } from './outbox';
import { wishLineKey, type WishPayload, type WishSnapshot } from './types';

// The wish toggle's edits (decision 109): applied to the local wishes at once, queued in the
// outbox and sent once (Idempotency-Key), now or when the connection returns.

export interface WishMutation {
  /** Resolves once the change is in the local wishes; rejects (AUTH_REQUIRED) when nobody is signed in. */
  applied: Promise<void>;
  /** Resolves once the server has it; rejects with its refusal; stays pending while offline. */
  confirmed: Promise<void>;
}

function mutation(apply: () => Promise<string | null>): WishMutation {
  const entry = loadOfflineLayer().then(apply);
  const applied = entry.then(() => undefined);
  const confirmed = entry.then(waitForEntry);
  applied.catch(() => undefined);
  confirmed.catch(() => undefined);
  return { applied, confirmed };
}

async function queue(payload: WishPayload): Promise<string | null> {
  await wishesAdopted();
  // The list is the signed-in user's: without one there is nothing to edit (adding asks to sign in first).
  if (!(await db().wishes.get('current'))) throw localError('AUTH_REQUIRED', 401, 'sign in first');
  const { entryId } = await enqueueWish(payload);
  if (entryId !== null) {
    void registerBackgroundSync();
    void requestFlush();
  }
  return entryId;
}

export const wishActions = {
  /** Wishes for an article (the card or product it was on is kept to show it offline). */
  add(article: WishSnapshot): WishMutation {
    const { id, slug, name, brand, img, prices, stock, grade, labels, available, outOfStock } = article;
    const snapshot: WishSnapshot = {
      id, slug, name, brand, img, prices, stock,
      ...(grade ? { grade } : {}), ...(labels ? { labels } : {}),
      ...(available === undefined ? {} : { available }), ...(outOfStock === undefined ? {} : { outOfStock }),
    };
    return mutation(() => queue({ kind: 'wish.add', lineKey: wishLineKey(id), articleId: id, article: snapshot }));
  },
  /** Removes an article from the wishes (no sign-in check: docs/product/cart.md#wish-list). */
  remove(articleId: number): WishMutation {
    return mutation(() => queue({ kind: 'wish.remove', lineKey: wishLineKey(articleId), articleId }));
  },
};
