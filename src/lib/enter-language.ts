import type { QueryClient } from '@tanstack/react-query';
import { LANGS, type Lang } from '../../contract/langs';
import { activateLang, loadCatalogs } from './i18n/catalogs';
import { getMainLang, languageOfPath, type LanguageOfPath } from './lang-path';
import { metaStaticQuery, shopQuery } from './shop-query';
import { readStored, storageKeys, writeStored } from './storage-keys';

/** The shop's allowed languages, from meta/static once it has answered (all five before). */
export function allowedLangs(queryClient: QueryClient): readonly Lang[] {
  return queryClient.getQueryData(metaStaticQuery().queryKey)?.langs ?? LANGS;
}

/** Where the visited path stands: its language and the redirect its prefix needs, if any. */
export function languageOfLocation(pathname: string, queryClient: QueryClient, stored?: Lang): LanguageOfPath {
  return languageOfPath(pathname, {
    allowed: allowedLangs(queryClient),
    main: getMainLang(),
    stored: stored ?? readStored(storageKeys.lang),
  });
}

/** Saves the visitor's language choice (key `lang`, docs/product/content.md#languages). */
export function rememberLang(lang: Lang): void {
  writeStored(storageKeys.lang, lang);
}

/**
 * Makes `lang` the page's language before the page renders: loads the shop's texts in that
 * language and switches the message catalogs.
 */
export async function enterLanguage(queryClient: QueryClient, lang: Lang): Promise<void> {
  const shop = queryClient.ensureQueryData({ ...shopQuery(lang), revalidateIfStale: true }).catch((error: unknown) => {
    // Offline without this language cached: useShop retries and the error screen explains.
    console.warn(`shop in ${lang} not loaded`, error);
  });
  // Switch the texts only once the shop is there in the same language: components read both
  // (useLang picks the shop entry), and a switch before would suspend the page on screen.
  await Promise.all([shop, loadCatalogs(lang)]);
  await activateLang(lang);
}
