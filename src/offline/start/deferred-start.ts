import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../../lib/catalogue-api';
import { isApiError } from '../../lib/http';
import { checkoutQuery } from '../../lib/shop-query';
import { listenForCacheHits, recordFetch } from '../catalogue/saved-at';
import type { CheckoutState } from '../cart/types';

// The offline layer's start-up without Dexie (decision 084). What must watch the page from its
// first request runs at once: the service worker's cache-hit messages and the catalogue fetch
// windows ('Prezzi aggiornati al …'). The rest — the IndexedDB mirror of the checkout, the
// outbox sync, the articles remembered for offline — loads after the first render
// (loadOfflineLayer), and adopts the checkout start-up read from the server.

type StartupCheckout = { state: CheckoutState; startedAt: number };

const CHECKOUT_KEY = checkoutQuery().queryKey;
const isNetworkFailure = (error: unknown) => isApiError(error) && Number(error.statusCode) === 0;

let client: QueryClient | null = null;
let startupCheckout: StartupCheckout | null = null;
let layer: Promise<void> | null = null;

function watchCatalogueFetches(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== CATALOGUE_KEY) return;
    if (event.action.type === 'fetch') recordFetch(event.query.queryHash, 'start');
    if (event.action.type === 'success' && !event.action.manual) recordFetch(event.query.queryHash, 'end');
  });
}

/** Starts the Dexie-free part of the offline layer; returns its stop function. */
export function startOfflineLayer(queryClient: QueryClient): () => void {
  client = queryClient;
  const stops = [listenForCacheHits(), watchCatalogueFetches(queryClient)];
  return () => stops.forEach((stop) => stop());
}

/**
 * Loads and starts (once) the rest of the offline layer; resolves when the mirror holds the
 * start-up checkout, so what reads the local cart then shows the server's latest state.
 */
export function loadOfflineLayer(): Promise<void> {
  layer ??= import('./stored-layer').then(async ({ startStoredLayer }) => {
    if (client) await startStoredLayer(client, startupCheckout);
  });
  layer.catch(() => (layer = null));
  return layer;
}

async function fetchCheckout(queryClient: QueryClient): Promise<CheckoutState> {
  const startedAt = Date.now();
  const state = await queryClient.fetchQuery({ ...checkoutQuery(), retry: false });
  startupCheckout = { state, startedAt };
  return state;
}

/**
 * Start-up's checkout load: the server's answer, or when the network fails the mirrored state of
 * the last visit (only then is Dexie loaded before the first render). Rejects like the query when
 * there is neither.
 *
 * A network failure falls back at once, without the query's retry: a phone that believes it is
 * online (a weak signal, a Wi-Fi with no way out) waited the retry's second before the kept page
 * answered a tap (docs/performance.md, the tap window of a new tab offline). With no mirror, it
 * asks once more, as the query's retry did.
 */
export async function loadCheckout(queryClient: QueryClient): Promise<CheckoutState> {
  try {
    return await fetchCheckout(queryClient);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const { db } = await import('../core/db');
    const mirrored = await db().checkout.get('current').catch(() => undefined);
    if (!mirrored) return fetchCheckout(queryClient);
    queryClient.setQueryData(CHECKOUT_KEY, mirrored.state);
    return mirrored.state;
  }
}
