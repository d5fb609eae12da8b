import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';

/**
 * One Dexie live query shared by every component that reads it. Each card of a listing shows the
 * cart and the wishes: with a live query per component, a page of 24 cards ran 48 IndexedDB
 * transactions at start and again after every cart or wish edit, a quarter of the page's start-up
 * script time (decision 164). Here the query runs once per change, and components subscribe to its
 * latest answer. The query is watched while at least one component is mounted.
 */
export interface SharedLiveQuery<T> {
  /** The latest answer; undefined until the first one (and on the server). */
  use(): T | undefined;
}

export function sharedLiveQuery<T>(querier: () => Promise<T>): SharedLiveQuery<T> {
  let latest: T | undefined;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    subscription ??= liveQuery(querier).subscribe({
      next: (value) => {
        latest = value;
        listeners.forEach((notify) => notify());
      },
      // useLiveQuery threw a failed read (IndexedDB unavailable, as in some private windows) into
      // the render; here the last answer stays (none: the server's cart shows), and the page works.
      error: (error: unknown) => console.warn('local store not read', error),
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || !subscription) return;
      subscription.unsubscribe();
      subscription = null;
      // A later subscriber reads afresh: nothing watched the store meanwhile.
      latest = undefined;
    };
  };
  const snapshot = () => latest;
  const serverSnapshot = () => undefined;

  return { use: () => useSyncExternalStore(subscribe, snapshot, serverSnapshot) };
}
