import type { QueryClient, QueryCacheNotifyEvent } from '@tanstack/react-query';
import type { Article } from '../../contract/catalogue';
import { CATALOGUE_KEY } from '../lib/catalogue-api';
import { checkoutQuery } from '../lib/shop-query';
import { isApiError } from '../lib/http';
import { liveQuery } from 'dexie';
import { rememberArticle } from './articles';
import { db } from './db';
import { recordFetch } from './saved-at';
import { Flusher } from './flush';
import type { CheckoutState } from './types';

// Keeps TanStack Query's ['checkout'] entry (what useCheckout() reads) and the Dexie mirror in
// step (decision 076): a checkout/ss answer fetched by a query goes into the mirror, unless a
// newer state is mirrored already; every mirror change (this tab's flush, another tab's, the
// service worker's) is set into the query. Product pages' articles are remembered for offline.

const CHECKOUT_KEY = checkoutQuery().queryKey;
const noHttp = { http: null as never, lang: () => 'it' };

const isNetworkFailure = (error: unknown) => isApiError(error) && Number(error.statusCode) === 0;

function watchQueries(queryClient: QueryClient): () => void {
  const started = new Map<string, number>();
  return queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    const [root, kind] = query.queryKey as readonly unknown[];
    if (root === CHECKOUT_KEY[0] && query.queryKey.length === CHECKOUT_KEY.length) {
      if (action.type === 'fetch') started.set(query.queryHash, Date.now());
      if (action.type === 'success' && !action.manual) {
        const startedAt = started.get(query.queryHash) ?? action.dataUpdatedAt ?? Date.now();
        void new Flusher(noHttp).adopt(action.data as CheckoutState, startedAt);
      }
    } else if (root === CATALOGUE_KEY) {
      if (action.type === 'fetch') recordFetch(query.queryHash, 'start');
      if (action.type === 'success' && !action.manual) {
        recordFetch(query.queryHash, 'end');
        if (kind === 'article') void rememberArticle(action.data as Article, String((query.queryKey as readonly unknown[])[2]));
      }
    }
  });
}

function mirrorIntoQuery(queryClient: QueryClient): () => void {
  const subscription = liveQuery(() => db().checkout.get('current')).subscribe({
    next: (row) => {
      if (row && queryClient.getQueryData(CHECKOUT_KEY) !== row.state) queryClient.setQueryData(CHECKOUT_KEY, row.state);
    },
    error: (error: unknown) => console.warn('checkout mirror unreadable', error),
  });
  return () => subscription.unsubscribe();
}

/** Wires the query cache to the offline layer; returns the undo function. */
export function bridgeQueries(queryClient: QueryClient): () => void {
  const stops = [watchQueries(queryClient), mirrorIntoQuery(queryClient)];
  return () => stops.forEach((stop) => stop());
}

/**
 * Start-up's checkout load: the server's answer (mirrored), or offline the mirrored state of
 * the last visit. Rejects like the query when there is neither.
 */
export async function loadCheckout(queryClient: QueryClient): Promise<CheckoutState> {
  const startedAt = Date.now();
  try {
    const state = await queryClient.fetchQuery(checkoutQuery());
    await new Flusher(noHttp).adopt(state, startedAt).catch(() => false);
    return state;
  } catch (error) {
    const mirrored = isNetworkFailure(error) ? await db().checkout.get('current').catch(() => undefined) : undefined;
    if (!mirrored) throw error;
    queryClient.setQueryData(CHECKOUT_KEY, mirrored.state);
    return mirrored.state;
  }
}
