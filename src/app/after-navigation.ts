import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANG, type Lang } from '../../contract/langs';
import { i18n } from '../lib/i18n/catalogs';
import { getMainLang, isLang, isMultilanguagePath, splitLangPrefix } from '../lib/lang-path';
import { track } from '../lib/mctg';
import type { LoadedPageHead } from '../lib/route-static-data';
import { metaStaticQuery, pageMetaQuery, shopQuery } from '../lib/shop-query';
import { closeAllOverlays } from '../shell/overlays';
import { applyHead, pageLinks } from './head';
import { pageTitle } from './page-title';
import { isArticlesListPath, type createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

// What happens after every navigation (storefront.md §2 "Shell pieces", checkout-account-pages.md
// §2 "Language and route handling"): overlays closed, head updated, scroll reset, page tracked.

export function installAfterNavigation(router: AppRouter, queryClient: QueryClient): () => void {
  return router.subscribe('onResolved', (event) => {
    closeAllOverlays();
    void updateHead(router, queryClient);
    if (!event.pathChanged) return;
    // The articles list keeps its scroll position (router scroll restoration); others go to the top.
    if (!isArticlesListPath(event.toLocation.pathname) && !event.toLocation.state.keepScroll) window.scrollTo({ top: 0, left: 0 });
    track('page-track', { model: 'page', evtData: { path: event.toLocation.pathname } });
  });
}

/** The deepest loader answer carrying a `pageHead` (a product's name, …). */
function loadedPageHead(loaderData: readonly unknown[]): LoadedPageHead | undefined {
  const found = loaderData.findLast((data) => typeof (data as { pageHead?: { title?: unknown } } | undefined)?.pageHead?.title === 'string');
  return (found as { pageHead: LoadedPageHead } | undefined)?.pageHead;
}

function langEntries(queryClient: QueryClient, lang: Lang) {
  const shop = queryClient.getQueryData(shopQuery(lang).queryKey);
  if (shop) return shop.langs.data.allowed.map(({ value, hreflang }) => ({ value, hreflang }));
  const langs = queryClient.getQueryData(metaStaticQuery().queryKey)?.langs ?? [DEFAULT_LANG];
  return langs.map((value) => ({ value, hreflang: value }));
}

async function updateHead(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const { pathname } = router.state.location;
  const lang = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
  const matches = router.state.matches;
  const localTitle = matches.findLast((match) => match.staticData.title)?.staticData.title;
  const loaded = loadedPageHead(matches.map((match) => match.loaderData));
  const shopName =
    queryClient.getQueryData(shopQuery(lang).queryKey)?.name ??
    queryClient.getQueryData(metaStaticQuery().queryKey)?.name ??
    'Raggio';
  const private_ =
    !isMultilanguagePath(splitLangPrefix(pathname).rest) ||
    matches.some((match) => match.staticData.funnel || match.staticData.routeName === 'cart');
  const links = pageLinks(pathname, { origin: window.location.origin, main: getMainLang(), langs: langEntries(queryClient, lang) });
  const head = {
    lang,
    title: pageTitle(loaded?.title ?? (localTitle ? i18n._(localTitle) : undefined), shopName),
    description: loaded?.description || t(i18n)`Bici personalizzate e componenti in carbonio di alta qualità`,
    ...links,
    robots: private_ ? 'noindex' : undefined,
  };
  applyHead(document, head);
  if (localTitle || loaded) return;
  // Pages without a fixed name (home, and later products, departments, /cgv) take the server's.
  const meta = await queryClient.fetchQuery(pageMetaQuery(pathname)).catch(() => null);
  if (!meta || router.state.location.pathname !== pathname) return;
  applyHead(document, { ...head, title: meta.title, description: meta.description, robots: meta.robots });
}
