/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The minimal worker of the first issue: precache the built shell and answer every navigation
// with index.html, so the app opens offline. The cart/offline issue adds runtime caching.

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API, images and the worker's own files are never navigations of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/v1\//, /^\/img\//, /^\/sw\.js$/, /^\/manifest\.webmanifest$/],
  }),
);

// A new version waits until the page asks (registerType 'prompt'): it is never swapped under a
// user mid-checkout (DESIGN.md "Local-first, offline").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
