import type { QueryClient } from '@tanstack/react-query';
import { createRouter, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { createElement } from 'react';
import { PageError } from '../features/page-error/PageError';
import { isOfflineFailure, NewVersionMessage, OfflineMessage } from '../shell/pwa';
import type { Lang } from '../../contract/langs';
import { splitLangPrefix } from '../lib/lang-path';
import { routeTree } from '../routeTree.gen';
import { takeNewVersion } from './service-worker';
import { isStaleChunkError } from './stale-chunks';

/** The articles list (/d…) is the one page whose scroll position is remembered (docs/product/content.md#routes). */
export function isArticlesListPath(pathname: string): boolean {
  return /^\/d(\/|$)/.test(splitLangPrefix(pathname).rest);
}

/**
 * A page that failed to load inside the shell: offline and never saved says so, code of a version
 * no longer served offers the new one (decision 202), else the error page.
 */
function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (isOfflineFailure(error)) return createElement(OfflineMessage, { retry });
  if (isStaleChunkError(error)) return createElement(NewVersionMessage, { update: takeNewVersion });
  return createElement(PageError);
}

/**
 * `storedLang` stands in for the visitor's stored choice during a server render, where there is no
 * localStorage (the 404 page of /de/… is rendered in German, as the client would show it).
 */
export function createAppRouter(queryClient: QueryClient, storedLang?: Lang) {
  return createRouter({
    routeTree,
    context: { queryClient, storedLang },
    defaultPreload: 'intent',
    // Query data is managed by TanStack Query; the router must not cache loader results itself.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: ({ location }) => isArticlesListPath(location.pathname),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
