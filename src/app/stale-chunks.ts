// A chunk of this page's version that cannot be fetched any more (a deploy two versions on, or
// offline with the old worker's cache gone). TanStack Router's lazy routes reload the page once
// on such an error: a silent swap, and in a checkout the shopper's input lost. The failure is
// marked here so the route shows the "new version" message instead, and the shopper decides
// (decision 202).

const staleChunkErrors = new WeakSet<object>();

export function watchStaleChunks(onStale: () => void): void {
  // Vite's preload helper tells of every failed dynamic import, then throws the same error on.
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (error instanceof Error) {
      staleChunkErrors.add(error);
      // The router reloads only an error whose key it has not stored yet (lazyRouteComponent).
      try {
        sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
      } catch {
        // No storage: the router may reload, as before.
      }
    }
    onStale();
  });
}

export function isStaleChunkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && staleChunkErrors.has(error);
}
