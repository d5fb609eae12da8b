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
  const state = (window as { $_TSR?: ServerRenderedState }).$_TSR;
  const initial = state?.router?.dehydratedData?.query?.initial;
  if (Array.isArray(initial)) hydrate(queryClient, { queries: initial });
}
