import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { splitLangPrefix } from '../lib/lang-path';
import { routeTree } from '../routeTree.gen';

/** The articles list (/d…) is the one page whose scroll position is remembered (spec §2). */
export function isArticlesListPath(pathname: string): boolean {
  return /^\/d(\/|$)/.test(splitLangPrefix(pathname).rest);
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query data is managed by TanStack Query; the router must not cache loader results itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: ({ location }) => isArticlesListPath(location.pathname),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
