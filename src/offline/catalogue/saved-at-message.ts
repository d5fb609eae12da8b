// The message the service worker sends a page when it answered a priced catalogue call from its
// cache (decision 078). Its own file: the worker imports it without React or TanStack Query.

export const CACHE_HIT_MESSAGE = 'raggio-cache-hit';

export interface CacheHitMessage {
  type: typeof CACHE_HIT_MESSAGE;
  url: string;
  /** The cached answer's Date header, ms. */
  date: number;
}
