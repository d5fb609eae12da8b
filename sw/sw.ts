/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerBackgroundSync } from './background-sync';
import { registerRuntimeCaching } from './runtime-caching';

// The shop's service worker: the built shell precached and every navigation answered with
// index.html (the app opens offline), catalogue calls and images cached at run time, and the
// cart outbox flushed on Background Sync. Decisions 071-079.

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API, images and the worker's own files are never navigations of the app; nor are the payment
// sandbox's pages (/sandbox/…), which stand in for the providers' own sites (decisions 131, 139):
// answered with the app, PayPal's window and the card's page showed the shop's 404. Nor is the
// back office (/admin), a page of its own always asked of the server (decision 195).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/v1\//, /^\/img\//, /^\/sandbox\//, /^\/admin(\/|$)/, /^\/sw\.js$/, /^\/manifest\.webmanifest$/],
  }),
);

registerRuntimeCaching();
registerBackgroundSync();

// A new version waits until the page asks (registerType 'prompt'): it is never swapped under a
// user mid-checkout (ARCHITECTURE.md#local-first-offline).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
