/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_HIT_MESSAGE, type CacheHitMessage } from '../src/offline/catalogue/saved-at-message';

// Runtime caching (ARCHITECTURE.md#local-first-offline; decision 071). Catalogue and shop GETs:
// stale-while-revalidate, only 200 answers. Images: cache-first, at most ~300, dropped first when
// the quota runs out. Checkout, cart and every other call go to the network untouched.

declare const self: ServiceWorkerGlobalScope;

export const CATALOGUE_CACHE = 'raggio-catalogue-v1';
export const IMAGE_CACHE = 'raggio-images-v1';

// The information pages' text (GET pages/{key}, decision 120) too: a page read once opens offline.
const CATALOGUE_PATHS = [/^\/v1\/shop(\/|$)/, /^\/v1\/catalogs\//, /^\/v1\/pages_promos\//, /^\/v1\/pages\//, /^\/v1\/meta(\/|\?|$)/];
/** Answers whose prices a page shows: the page is told when one came from the cache. */
const PRICED_PATHS = [/^\/v1\/catalogs\//, /^\/v1\/pages_promos\//];

/** Tells the page that asked when a priced answer from the cache was produced (its Date header). */
const reportCacheHits: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) => {
    const url = new URL(request.url);
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (cachedResponse && clientId && PRICED_PATHS.some((re) => re.test(url.pathname))) {
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      const client = await self.clients.get(clientId);
      if (client && Number.isFinite(date)) {
        const message: CacheHitMessage = { type: CACHE_HIT_MESSAGE, url: url.pathname + url.search, date };
        client.postMessage(message);
      }
    }
    return cachedResponse;
  },
};

export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && CATALOGUE_PATHS.some((re) => re.test(url.pathname)),
    new StaleWhileRevalidate({
      cacheName: CATALOGUE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
        reportCacheHits,
      ],
    }),
  );
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/img/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
      ],
    }),
  );
}
