import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../contract/langs';
import type { MetaStatic, PageMeta } from '../../contract/meta';
import type { Shop } from '../../contract/shop';
import type { Checkout } from '../../contract/checkout';
import { apiReader } from './api-reader';
import { getMainLang, resolveLang, splitLangPrefix } from './lang-path';
import { readStored, storageKeys } from './storage-keys';

// Query definitions of the three start-up loads (docs/product/content.md#start-up). Answers are trusted as typed by
// the shared contract (validating them again in the browser would ship zod in the entry chunk).

const FIVE_MINUTES = 5 * 60_000;

/** GET shop: texts come resolved in the requested language, so each language is its own entry. */
export const shopQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['shop', lang] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<Shop>('shop', { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** GET meta/static: shop id, main and allowed languages; asked before the language is known. */
export const metaStaticQuery = () =>
  queryOptions({
    queryKey: ['meta', 'static'] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<MetaStatic>('meta/static', { signal }),
    staleTime: FIVE_MINUTES,
  });

/**
 * The language the cart's texts are asked in: the page's — its path prefix, else the visitor's
 * stored choice, else the shop's main language — never the browser's Accept-Language. Read when
 * the query runs, since start-up asks before the router has settled the language.
 */
function checkoutLang(): Lang {
  if (typeof window === 'undefined') return getMainLang();
  const pathLang = splitLangPrefix(window.location.pathname).lang;
  return resolveLang({ pathLang, stored: readStored(storageKeys.lang), main: getMainLang() });
}

/** GET checkout/ss: the session cart; the server answer always replaces the client's copy. */
export const checkoutQuery = () =>
  queryOptions({
    queryKey: ['checkout'] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<Checkout>('checkout/ss', { query: { lang: checkoutLang() }, signal }),
    staleTime: 30_000,
  });

/** Query keys persisted to local storage, so a reload paints the shell before the network answers. */
export const PERSISTED_QUERY_ROOTS = ['shop', 'meta'] as const;

/** GET meta?fullPath=: the server's title, description and robots of a page (per language). */
export const pageMetaQuery = (fullPath: string) =>
  queryOptions({
    queryKey: ['page-meta', fullPath] as const,
    queryFn: ({ signal, client }) => apiReader(client).get<PageMeta>('meta', { query: { fullPath }, signal }),
    staleTime: FIVE_MINUTES,
  });
