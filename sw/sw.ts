/// <reference lib="webworker" />
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerBackgroundSync } from './background-sync';
import { dropKeptPages, pageOrShell } from './pages';
import { registerRuntimeCaching } from './runtime-caching';

// The shop's service worker: the built shell precached, navigations answered with the page kept
// from a past visit or else index.html (the app opens offline; decision 203), catalogue calls and
// images cached at run time, and the cart outbox flushed on Background Sync. Decisions 071-079.

declare const self: ServiceWorkerGlobalScope;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations first: the precache's route answers `/` with index.html (its directory index, also
// for `/?utm_…` and `/?fbclid=…`, whose parameters it ignores), so the home page was never
// painted from the page kept for it (decision 203, "The home page").
// API, images and the worker's own files are never navigations of the app; nor are the payment
// sandbox's pages (/sandbox/…), which stand in for the providers' own sites (decisions 131, 139):
// answered with the app, PayPal's window and the card's page showed the shop's 404. Nor is the
// back office (/admin), a page of its own always asked of the server (decision 195).
registerRoute(
  new NavigationRoute(pageOrShell(createHandlerBoundToURL('/index.html')), {
    denylist: [/^\/v1\//, /^\/img\//, /^\/sandbox\//, /^\/admin(\/|$)/, /^\/sw\.js$/, /^\/manifest\.webmanifest$/],
  }),
);
addRoute();

registerRuntimeCaching();
registerBackgroundSync();

// A new version waits until a shopper asks for it ("Aggiorna ora"): it is never swapped under a
// user mid-checkout; the other open tabs move to it at their next page (decision 202).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([dropKeptPages(), self.clients.claim()]));
});
