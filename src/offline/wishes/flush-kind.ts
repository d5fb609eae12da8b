import type { ApiError } from '../../../contract/error';
import type { Wish, WishArticle, WishList } from '../../../contract/wishes';
import type { HttpClient } from '../../lib/http';
import type { RaggioDb } from '../core/db';
import type { OutboxKind } from '../core/kind';
import { endEntry } from '../core/queue';
import type { FrozenRequest, OutboxEntry } from '../core/types';
import { isWishPayload, type WishPayload } from './types';

// How the flusher sends and settles the wishes' entries (decisions 109, 213). An answer replaces the
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
function listAfter(list: WishArticle[] | null, entry: OutboxEntry<WishPayload> | null, wish: Wish): WishArticle[] | null {
  const payload = entry?.payload;
  const adds = payload?.kind === 'wish.add' && payload.article !== undefined;
  // Not read yet: an add still keeps its snapshot, or the article just wished would drop out of the list and the count.
  if (!list && !adds) return list;
  const kept = (list ?? []).filter((a) => wish.articles.includes(a.id));
  if (payload?.kind !== 'wish.add' || !payload.article || kept.some((a) => a.id === payload.articleId)) return kept;
  const { article } = payload;
  const card: WishArticle = {
    labels: [], grade: 'simple', available: true, outOfStock: false, ...article,
  };
  return [card, ...kept];
}

/** Ends `entry` (if any) and mirrors the server's wish. */
export async function settleWish(database: RaggioDb, wish: Wish | null, entry: OutboxEntry<WishPayload> | null, error?: ApiError): Promise<void> {
  const { outbox, wishes, outcomes } = database;
  await database.transaction('rw', outbox, wishes, outcomes, async () => {
    if (entry) await endEntry(database, entry, error);
    const mirror = await wishes.get('current');
    if (wish && mirror) await wishes.put({ ...mirror, wish, list: listAfter(mirror.list, entry, wish), savedAt: Date.now() });
  });
  if (error) console.warn('wish edit refused', error);
}

/**
 * Reads the server's wish (a reconnect, a sign-in), when a signed-in page asks: the populated list
 * (GET wishes/users/{id}), so the ids the navbar counts and the articles the list shows offline
 * come from one answer — wishes added on another device included (decision 206).
 */
export async function refreshWish(http: HttpClient, database: RaggioDb, owner: WishOwner, signal: AbortSignal, lang: string): Promise<void> {
  const list = await http.get<WishList>(`wishes/users/${owner.userId}`, { query: { lang }, signal });
  await database.transaction('rw', database.wishes, async () => {
    const mirror = await database.wishes.get('current');
    if (mirror?.userId !== owner.userId) return;
    const wish = { id: list.id, articles: list.articles.map((article) => article.id) };
    await database.wishes.put({ ...mirror, wish, list: list.articles, savedAt: Date.now() });
  });
}

/**
 * The wishes kind. `owner`: the signed-in user, in a page; a run asked to refresh then reads their
 * wishes too, once nothing waits (the service worker knows no user and never reads them).
 */
export function wishesKind(owner?: () => WishOwner | null): OutboxKind<WishPayload> {
  return {
    name: 'wishes',
    owns: isWishPayload,
    freezeReads: ['wishes'],
    freeze: freezeWish,
    start: (run) => ({
      deliver: async (entry) => settleWish(run.database, await run.send<Wish>(entry), entry),
      keeps: keepWishOn,
      refuse: (entry, error) => settleWish(run.database, null, entry, error),
      async finish(drained) {
        const who = owner?.();
        if (run.refresh && who && drained.retryAt === null) {
          await refreshWish(run.http, run.database, who, run.signal(), run.lang())
            .catch((error: unknown) => console.warn('wishes not read', error));
        }
        return drained;
      },
    }),
  };
}
