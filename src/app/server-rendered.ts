import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { i18n } from '../lib/i18n/catalogs';

// Whether the page in the document can be hydrated (docs/decisions/080-ssr.md).

/** The page came from the server render: the router's dehydrated state is in the document. */
export function isServerRendered(): boolean {
  return typeof window !== 'undefined' && '$_TSR' in window;
}

/**
 * The server renders an unprefixed path in the main language; a visitor whose stored choice is
 * another language gets the page rendered on the client, where the router adds the prefix.
 */
export function canHydrate(): boolean {
  return document.documentElement.lang === i18n.locale;
}

type ServerRenderedState = { router?: { dehydratedData?: { query?: { initial?: DehydratedState['queries'] } } } };

/**
 * Puts the server render's queries (the shop, the app's metadata, the page's data) into the
 * client before start-up reads them, so a first visit does not download the shop again before
 * it can hydrate (decision 183). The router's SSR integration hydrates the same queries later;
 * a query already there is replaced only by newer data. Read from the router's dehydrated state
 * as its query integration writes it; a page without it starts as before, from the network.
 */
export function seedFromServerRender(queryClient: QueryClient): void {
  const initial = pageQueries();
  if (initial) hydrate(queryClient, { queries: initial });
}

function pageQueries(): DehydratedState['queries'] | undefined {
  const state = (window as { $_TSR?: ServerRenderedState }).$_TSR;
  const initial = state?.router?.dehydratedData?.query?.initial;
  return Array.isArray(initial) ? initial : undefined;
}

/**
 * Right before hydration: the page's own answers (the shop, the page's data) are what the app
 * reads, as the page was drawn from them. A page the worker kept is up to 30 days old (decision
 * 203), and start-up may since have restored a newer copy (the stored shop of a later visit) or
 * fetched one (a stale answer revalidated): drawn from it, hydration met other words than the
 * page's (React's #418) and threw the page away (decision 264). A fetch still under way is
 * stopped, to land after hydration; a stale answer is asked again once the page is the app's. The
 * cart is the visitor's, not the page's: left alone.
 */
export async function keepPageDataForHydration(queryClient: QueryClient): Promise<void> {
  const page = (pageQueries() ?? []).filter((query) => query.state.status === 'success' && query.queryKey[0] !== 'checkout');
  // Stopped first: a stopped fetch puts back what was there before it, after a microtask.
  await Promise.all(page.map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })));
  for (const query of page) {
    if (queryClient.getQueryState(query.queryKey)?.dataUpdatedAt === query.state.dataUpdatedAt) continue;
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}
