import type { QueryClient } from '@tanstack/react-query';
import { newPageView, track } from '../lib/mctg';
import { pageMetaQuery } from '../lib/shop-query';
import { closeAllOverlays } from '../shell/overlays';
import { applyHead } from './head';
import { currentPageHead, withServerMeta } from './page-head';
import { isArticlesListPath, type createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

// What happens after every navigation (docs/product/content.md#shell, docs/product/content.md#languages):
// overlays closed, head updated, scroll reset, page tracked.

export function installAfterNavigation(router: AppRouter, queryClient: QueryClient): () => void {
  return router.subscribe('onResolved', (event) => {
    closeAllOverlays();
    void updateHead(router, queryClient);
    if (!event.pathChanged) return;
    // Another page: its cards count as seen again.
    newPageView(event.toLocation.pathname);
    // The articles list keeps its scroll position (router scroll restoration); others go to the top.
    if (!isArticlesListPath(event.toLocation.pathname) && !event.toLocation.state.keepScroll) window.scrollTo({ top: 0, left: 0 });
    track('page-track', { model: 'page', evtData: { path: event.toLocation.pathname } });
  });
}

async function updateHead(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const { pathname } = router.state.location;
  const { head, needsServerMeta } = currentPageHead(router, queryClient, window.location.origin);
  applyHead(document, head);
  if (!needsServerMeta) return;
  // Pages without a fixed name (home, and later products, departments, /cgv) take the server's.
  const meta = await queryClient.fetchQuery(pageMetaQuery(pathname)).catch(() => null);
  if (!meta || router.state.location.pathname !== pathname) return;
  applyHead(document, withServerMeta(head, meta));
}
