import type { QueryClient } from '@tanstack/react-query';
import { LANGS, type Lang } from '../../contract/langs';
import { activateLang } from './i18n/catalogs';
import { getMainLang, languageOfPath, type LanguageOfPath } from './lang-path';
import { metaStaticQuery, shopQuery } from './shop-query';
import { readStored, storageKeys, writeStored } from './storage-keys';

/** The shop's allowed languages, from meta/static once it has answered (all five before). */
export function allowedLangs(queryClient: QueryClient): readonly Lang[] {
  return queryClient.getQueryData(metaStaticQuery().queryKey)?.langs ?? LANGS;
}

/** Where the visited path stands: its language and the redirect its prefix needs, if any. */
export function languageOfLocation(pathname: string, queryClient: QueryClient): LanguageOfPath {
  return languageOfPath(pathname, {
    allowed: allowedLangs(queryClient),
    main: getMainLang(),
    stored: readStored(storageKeys.lang),
  });
}

/**
 * Makes `lang` the page's language before the page renders: remembers a choice the path made,
 * loads the shop's texts in that language and switches the message catalogs.
 */
export async function enterLanguage(queryClient: QueryClient, lang: Lang, fromPath: boolean): Promise<void> {
  if (fromPath) writeStored(storageKeys.lang, lang);
  const shop = queryClient.ensureQueryData({ ...shopQuery(lang), revalidateIfStale: true }).catch((error: unknown) => {
    // Offline without this language cached: useShop retries and the error screen explains.
    console.warn(`shop in ${lang} not loaded`, error);
  });
  await Promise.all([shop, activateLang(lang)]);
}
