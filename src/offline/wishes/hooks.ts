import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import type { WishList } from '../../../contract/wishes';
import { http } from '../../lib/http';
import { useSession } from '../../session';
import { db } from '../core/db';
import { sharedLiveQuery } from '../core/shared-live-query';
import { useOnline } from '../core/online';
import { projectWishIds, projectWishList, wishPayloads } from './projection';
import { readStoredWishes } from './stored-wishes';
import type { WishSnapshot } from './types';

/** The mirrored wishes and the outbox, read once for every card's heart and the navbar. */
const storedWishes = sharedLiveQuery(readStoredWishes);
const useStoredWishes = () => storedWishes.use();

export interface WishesView {
  /** The wished article ids, latest first (the server's with the pending edits on top). */
  ids: number[];
  has(articleId: number): boolean;
  /** Edits the server has not confirmed yet. */
  pending: number;
  /** False until the local wishes were read once. */
  loaded: boolean;
}

/** The signed-in user's wishes as they should show; the same in every tab; empty for a visitor. */
export function useWishes(): WishesView {
  const stored = useStoredWishes();
  return useMemo(() => {
    const ids = stored?.mirror ? projectWishIds(stored.mirror, stored.outbox) : [];
    const set = new Set(ids);
    return {
      ids,
      has: (articleId: number) => set.has(articleId),
      pending: stored?.mirror ? wishPayloads(stored.outbox).length : 0,
      loaded: stored !== undefined,
    };
  }, [stored]);
}

export interface WishListView {
  articles: WishSnapshot[];
  /** False until the local copy was read once. */
  loaded: boolean;
  online: boolean;
}

/**
 * The wish list page's articles: the server's populated list (read again whenever the page
 * shows online and kept for offline), with the pending edits applied.
 */
export function useWishList(): WishListView {
  const stored = useStoredWishes();
  const online = useOnline();
  const { userId } = useSession();
  const { i18n } = useLingui();
  const lang = i18n.locale;
  useEffect(() => {
    if (userId === null || !online) return;
    const controller = new AbortController();
    http.get<WishList>(`wishes/users/${userId}`, { query: { lang }, signal: controller.signal }).then(async (list) => {
      const database = db();
      await database.transaction('rw', database.wishes, async () => {
        // The list may arrive before the session's mirror row is made: it is this user's either way.
        const mirror = await database.wishes.get('current');
        if (mirror && mirror.userId !== userId) return;
        await database.wishes.put({
          key: 'current', userId, wish: { id: list.id, articles: list.articles.map((a) => a.id) }, list: list.articles, savedAt: Date.now(),
        });
      });
    }).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('wish list not read', error);
    });
    return () => controller.abort();
  }, [userId, online, lang]);
  return useMemo(() => ({
    articles: stored?.mirror ? projectWishList(stored.mirror, stored.outbox) : [],
    loaded: stored !== undefined,
    online,
  }), [stored, online]);
}
