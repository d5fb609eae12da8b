/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core/types';
import { CacheExpiration } from 'workbox-expiration';
import { getCacheKeyForURL } from 'workbox-precaching';
import { isServerRenderedPath, pageAddressOf } from '../contract/server-rendered-paths';

// Navigations to the pages the server renders are answered with that page as last kept, then
// kept again from the network (stale-while-revalidate): a repeat visit paints the page's layout
// and content at once instead of the empty shell (decision 203). A page is the same for every
// visitor (decision 081); what is per visitor renders on the client. Private pages, and a page
// never kept that the network does not bring in time, get the precached shell as before.

export const PAGE_CACHE = 'raggio-pages-v1';
const MAX_PAGES = 60;
/** A page never kept waits this long for the network before the shell answers instead. */
const NETWORK_WAIT_MS = 3_000;

const expiration = new CacheExpiration(PAGE_CACHE, { maxEntries: MAX_PAGES, maxAgeSeconds: 30 * 24 * 60 * 60 });

/**
 * Every built file the page names is in this worker's precache: the page is this version's, and
 * opens offline. A page another version rendered (the server deployed, this worker still waiting
 * or the tab older) is never kept.
 */
function ofThisVersion(html: string): boolean {
  const files = html.match(/\/assets\/[^"'\s)>]+/g) ?? [];
  return files.length > 0 && files.every((path) => getCacheKeyForURL(path) !== undefined);
}

async function keep(url: string, response: Response): Promise<void> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  if (!ofThisVersion(await response.clone().text())) return;
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(url, response);
  await expiration.updateTimestamp(url);
  await expiration.expireEntries();
}

/**
 * Parameters that only say where a visitor came from (as Workbox's precache ignores them): the
 * page is the same, so `/?utm_source=…` is painted from the page kept for `/`.
 */
const TRACKING_PARAM = /^(utm_.+|fbclid|gclid|msclkid)$/;

/** The key a page is kept under: its path and the parameters that change it, in their order. */
export function pageKey(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  const search = params.length === 0 ? '' : `?${new URLSearchParams(params).toString()}`;
  return url.origin + url.pathname + search;
}

function after<T>(ms: number): Promise<T | undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

/** The navigation handler: the kept page, else the network's within NETWORK_WAIT_MS, else `shell`. */
export function pageOrShell(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const { request, url, event } = options;
    // `/index.html` is the home page at `/` (as the server answers it): the page kept for `/`,
    // offline too, where the shell's file painted an empty frame.
    const address = pageAddressOf(url.pathname);
    if (address !== undefined) return Response.redirect(new URL(`${address}${url.search}`, url.origin).href, 301);
    if (!(request instanceof Request) || !isServerRenderedPath(url.pathname)) return shell(options);
    const key = pageKey(url);
    const kept = await caches.match(key, { cacheName: PAGE_CACHE });
    const fromNetwork = fetch(request).then((response) => {
      const keeping = keep(key, response.clone()).catch(() => undefined);
      (event as ExtendableEvent).waitUntil(keeping);
      return response;
    });
    if (kept) {
      (event as ExtendableEvent).waitUntil(fromNetwork.catch(() => undefined));
      return kept;
    }
    const answer = await Promise.race([fromNetwork, after<Response>(NETWORK_WAIT_MS)]).catch(() => undefined);
    return answer ?? shell(options);
  };
}

/** A new version's worker starts with no page: each named the previous version's files. */
export function dropKeptPages(): Promise<boolean> {
  return caches.delete(PAGE_CACHE);
}
