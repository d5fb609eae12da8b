import type { Query, QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../lib/catalogue-api';

// A first visit's page arrives with its data in the HTML, and the answers it fetches before a
// service worker controls it bypass the worker: reloaded offline, the very first page had
// nothing to show ("Non è stato possibile caricare i prodotti"). When the worker first takes
// control, the answers the page holds are asked again through it, so it keeps them (decision
// 168). The server answers them from its catalogue cache.

/** Queries whose calls the worker keeps (sw/runtime-caching.ts CATALOGUE_PATHS). */
const KEPT_BY_THE_WORKER = new Set<unknown>([CATALOGUE_KEY, 'shop', 'meta', 'page-meta', 'info-page']);

/**
 * A live search's answer is the visitor's typing, not the page's data: asked again when the
 * worker took control in the middle of it, it repeated a request the dropdown already showed.
 */
const isLiveSearch = (key: readonly unknown[]) => key[0] === CATALOGUE_KEY && key[1] === 'search';

/**
 * The query's own call, its answer left unused: the point is the worker's copy. Written to the
 * cache, the same answer notified every observer and the whole listing rendered again, one of the
 * longest tasks of a first visit (45–82 ms unthrottled, decision 168).
 */
function askAgain(query: Query, queryClient: QueryClient): Promise<unknown> {
  const { queryFn } = query.options;
  if (typeof queryFn !== 'function') return Promise.resolve();
  const context: QueryFunctionContext = { client: queryClient, queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta };
  return Promise.resolve(queryFn(context)).catch(() => undefined);
}

export async function askAgainThroughTheWorker(queryClient: QueryClient): Promise<void> {
  const answered = queryClient.getQueryCache().findAll({
    predicate: (query) => KEPT_BY_THE_WORKER.has(query.queryKey[0]) && !isLiveSearch(query.queryKey) && query.state.status === 'success',
  });
  await Promise.all(answered.map((query) => askAgain(query, queryClient)));
}
