import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { CATALOGUE_KEY } from '../../lib/catalogue-api';
import { CACHE_HIT_MESSAGE, type CacheHitMessage } from './saved-at-message';

// "Prices as of <time>" (decision 078). The service worker answers catalogue calls from its cache
// stale-while-revalidate and tells the page each time, with the cached answer's Date header. A
// query fetched while such answers arrived shows data as old as the oldest of them; otherwise as
// old as its own fetch (TanStack Query's dataUpdatedAt).

export { CACHE_HIT_MESSAGE, type CacheHitMessage };

interface CacheHit { date: number; at: number }

/** The worker's message may trail the answer it describes by a moment. */
const LATE_MS = 1_000;
const MAX_HITS = 300;

const hits: CacheHit[] = [];
const windows = new Map<string, { start: number; end: number | null }>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  listeners.forEach((listener) => listener());
}

export function recordCacheHit(date: number, at: number = Date.now()): void {
  hits.push({ date, at });
  if (hits.length > MAX_HITS) hits.shift();
  changed();
}

/** The query cache bridge marks when each catalogue query's fetch started and ended. */
export function recordFetch(queryHash: string, phase: 'start' | 'end', at: number = Date.now()): void {
  if (phase === 'start') windows.set(queryHash, { start: at, end: null });
  else {
    const window = windows.get(queryHash);
    if (window) window.end = at;
  }
  changed();
}

/** When the data of a query was produced by the server, as far as the page can tell. */
export function savedAtOf(queryHash: string, dataUpdatedAt: number): number {
  const window = windows.get(queryHash);
  if (!window) return dataUpdatedAt;
  const until = (window.end ?? Date.now()) + LATE_MS;
  return hits
    .filter((hit) => hit.at >= window.start && hit.at <= until)
    .reduce((oldest, hit) => Math.min(oldest, hit.date), dataUpdatedAt);
}

/** Listens to the service worker's cache-hit messages; returns the undo function. */
export function listenForCacheHits(): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as Partial<CacheHitMessage> | null;
    if (data?.type === CACHE_HIT_MESSAGE && typeof data.date === 'number' && Number.isFinite(data.date)) recordCacheHit(data.date);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}

const shownCatalogue = (query: Query) =>
  query.queryKey[0] === CATALOGUE_KEY && query.getObserversCount() > 0 && query.state.data !== undefined;

/**
 * When the catalogue data on screen was produced: of one query (by key), or the oldest of every
 * catalogue query a mounted component uses. Undefined when none has data.
 */
export function useSavedAt(queryKey?: QueryKey): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    const stop = queryClient.getQueryCache().subscribe(onChange);
    return () => {
      listeners.delete(onChange);
      stop();
    };
  }, [queryClient]);
  const read = () => {
    void version;
    const cache = queryClient.getQueryCache();
    const queries = queryKey ? [cache.find({ queryKey, exact: true })].filter((q) => q !== undefined) : cache.getAll().filter(shownCatalogue);
    const times = queries.filter((q) => q.state.data !== undefined).map((q) => savedAtOf(q.queryHash, q.state.dataUpdatedAt));
    return times.length === 0 ? undefined : Math.min(...times);
  };
  return useSyncExternalStore(subscribe, read, () => undefined);
}
