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

/** A page viewed: its cards count as seen again, and the view is tracked. */
function countPageView(path: string): void {
  newPageView(path);
  track('page-track', { model: 'page', evtData: { path } });
}

/**
 * `hydrating`: the page came rendered by the server. The router resolves no first navigation
 * when it hydrates, so the first view is counted here, as a client-rendered start counts it at
 * its first resolve (decision 204); a first resolve of that same page is then not counted again.
 */
export function installAfterNavigation(router: AppRouter, queryClient: QueryClient, hydrating = false): () => void {
  let countedAtStart = hydrating ? router.state.location.pathname : null;
  if (countedAtStart !== null) countPageView(countedAtStart);
  return router.subscribe('onResolved', (event) => {
    closeAllOverlays();
    void updateHead(router, queryClient);
    const repeatOfStart = countedAtStart === event.toLocation.pathname && !event.fromLocation;
    countedAtStart = null;
    if (!event.pathChanged || repeatOfStart) return;
    // The articles list keeps its scroll position (router scroll restoration); others go to the top.
    if (!isArticlesListPath(event.toLocation.pathname) && !event.toLocation.state.keepScroll) window.scrollTo({ top: 0, left: 0 });
    countPageView(event.toLocation.pathname);
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
