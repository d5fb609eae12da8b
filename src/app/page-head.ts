import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANG, type Lang } from '../../contract/langs';
import type { PageMeta } from '../../contract/meta';
import { i18n } from '../lib/i18n/catalogs';
import { getMainLang, isLang, isMultilanguagePath, splitLangPrefix } from '../lib/lang-path';
import type { LoadedPageHead } from '../lib/route-static-data';
import { metaStaticQuery, shopQuery } from '../lib/shop-query';
import { pageLinks, type PageHead } from './head';
import { pageTitle } from './page-title';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

// The head of the page the router is on, computed the same way by the server render (the HTML's
// head) and by the client after each navigation (docs/product/content.md#page-titles), so both agree.

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

export interface CurrentHead {
  head: PageHead;
  /** True when the page has no name of its own: the server's meta (GET meta?fullPath=) names it. */
  needsServerMeta: boolean;
}

export function currentPageHead(router: AppRouter, queryClient: QueryClient, origin: string): CurrentHead {
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
  const links = pageLinks(pathname, { origin, main: getMainLang(), langs: langEntries(queryClient, lang) });
  const head: PageHead = {
    lang,
    title: pageTitle(loaded?.title ?? (localTitle ? i18n._(localTitle) : undefined), shopName),
    description: loaded?.description || t(i18n)`Bici personalizzate e componenti in carbonio di alta qualità`,
    ...links,
    robots: private_ ? 'noindex' : undefined,
  };
  return { head, needsServerMeta: !localTitle && !loaded };
}

/** The head with the server's title, description and robots for the page. */
export function withServerMeta(head: PageHead, meta: PageMeta): PageHead {
  return { ...head, title: meta.title, description: meta.description, robots: meta.robots };
}
