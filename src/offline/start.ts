import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { getShopId, http } from '../lib/http';
import { bridgeQueries } from './checkout-bridge';
import { db } from './db';
import { listenForCacheHits } from './saved-at';
import { startSync } from './sync';

// Start-up of the offline layer in a page: the query bridge, the service worker's cache-hit
// messages, and the outbox sync. The page's language and shop id are kept for the worker, whose
// background flush has no page to ask.

const pageLang = () => i18n.locale || 'it';

async function keepContext(): Promise<void> {
  try {
    await db().context.put({ key: 'context', lang: pageLang(), shopId: getShopId() });
  } catch {
    // IndexedDB unavailable (private mode in some browsers): the page still flushes itself.
  }
}

/** Starts the offline layer; returns the stop function. */
export function startOfflineLayer(queryClient: QueryClient): () => void {
  const stops = [bridgeQueries(queryClient), listenForCacheHits(), startSync({ http, lang: pageLang })];
  void keepContext();
  stops.push(i18n.on('change', () => void keepContext()));
  return () => stops.forEach((stop) => stop());
}
