import type { QueryClient, QueryCacheNotifyEvent } from '@tanstack/react-query';
import type { Article } from '../../../contract/catalogue';
import { CATALOGUE_KEY } from '../../lib/catalogue-api';
import { checkoutQuery } from '../../lib/shop-query';
import { liveQuery } from 'dexie';
import { rememberArticle } from '../catalogue/articles';
import { db } from '../core/db';
import { adoptCheckout } from './settle';
import type { CheckoutState } from './types';

// Keeps TanStack Query's ['checkout'] entry (what useCheckout() reads) and the Dexie mirror in
// step (decision 076): a checkout/ss answer fetched by a query goes into the mirror, unless a
// newer state is mirrored already; every mirror change (this tab's flush, another tab's, the
// service worker's) is set into the query. Product pages' articles are remembered for offline.

const CHECKOUT_KEY = checkoutQuery().queryKey;

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
        void adoptCheckout(action.data as CheckoutState, startedAt);
      }
    } else if (root === CATALOGUE_KEY && kind === 'article' && action.type === 'success' && !action.manual) {
      // (The catalogue's fetch windows are watched from the start: deferred-start.ts.)
      void rememberArticle(action.data as Article, String((query.queryKey as readonly unknown[])[2]));
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
