import type { ApiError } from '../../../contract/error';
import type { Wish, WishArticle } from '../../../contract/wishes';
import type { HttpClient } from '../../lib/http';
import type { RaggioDb } from '../core/db';
import type { FrozenRequest, OutboxEntry } from '../core/types';
import type { WishPayload } from './types';

// How the flusher sends and settles the wishes' entries (decision 109). An answer replaces the
// mirrored wish (the pending edits stay on top of it). A refusal ends the entry and is only logged
// (docs/product/cart.md#errors: wish-toggle errors are only logged): the server's list wins.

/** Who the wishes belong to, when a page knows (the worker has no token and sends none). */
export interface WishOwner {
  userId: number;
  shopId: string;
}

export async function freezeWish(payload: WishPayload, database: RaggioDb): Promise<FrozenRequest | null> {
  if (payload.kind === 'wish.add') return { method: 'POST', path: 'wishes/articles', body: { id: payload.articleId } };
  // Nothing to remove from a list the server never answered: the article cannot be in it.
  const wishId = (await database.wishes.get('current'))?.wish?.id;
  return wishId ? { method: 'DELETE', path: `wishes/${wishId}/articles/${payload.articleId}` } : null;
}

/**
 * A 401 keeps the entry for later: the service worker sends without the page's token, and a page
 * whose session ended clears the wishes' entries itself (sign-out, another user: wishes/follow-session).
 */
export const keepWishOn = (error: ApiError) => Number(error.statusCode) === 401;

/**
 * The kept list after the server's answer: an article added keeps the snapshot the toggle gave
 * (so the list shows it offline before the page reads the list again), a removed one goes.
 */
function listAfter(list: WishArticle[] | null, entry: OutboxEntry | null, wish: Wish): WishArticle[] | null {
  if (!list) return list;
  const kept = list.filter((a) => wish.articles.includes(a.id));
  const payload = entry?.payload;
  if (payload?.kind !== 'wish.add' || !payload.article || kept.some((a) => a.id === payload.articleId)) return kept;
  const { article } = payload;
  const card: WishArticle = {
    labels: [], grade: 'simple', available: true, outOfStock: false, ...article,
  };
  return [card, ...kept];
}

/** Ends `entry` (if any) and mirrors the server's wish. */
export async function settleWish(database: RaggioDb, wish: Wish | null, entry: OutboxEntry | null, error?: ApiError): Promise<void> {
  const { outbox, wishes, outcomes } = database;
  await database.transaction('rw', outbox, wishes, outcomes, async () => {
    if (entry) {
      await outbox.delete(entry.seq!);
      await outcomes.put({ id: entry.id, ok: !error, ...(error ? { error } : {}), at: Date.now() });
    }
    const mirror = await wishes.get('current');
    if (wish && mirror) await wishes.put({ ...mirror, wish, list: listAfter(mirror.list, entry, wish), savedAt: Date.now() });
  });
  if (error) console.warn('wish edit refused', error);
}

/** Reads the server's wish (a reconnect, a sign-in), when a signed-in page asks. */
export async function refreshWish(http: HttpClient, database: RaggioDb, owner: WishOwner, signal: AbortSignal): Promise<void> {
  const wish = await http.get<Wish>(`wishes/me/shops/${encodeURIComponent(owner.shopId)}`, { signal });
  const mirror = await database.wishes.get('current');
  if (mirror?.userId === owner.userId) await settleWish(database, wish, null);
}
