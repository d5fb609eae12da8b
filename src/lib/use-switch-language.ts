import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Lang } from '../../contract/langs';
import { isMultilanguagePath, localizePath, splitLangPrefix } from './lang-path';
import { storageKeys, writeStored } from './storage-keys';

/**
 * The language switcher's action: rewrites the prefix of the current path (query and hash kept)
 * and stores the choice. On /signin and /404, which carry no prefix, it reloads the page's data
 * in the new language in place.
 */
export function useSwitchLanguage(): (lang: Lang) => void {
  const router = useRouter();
  return useCallback(
    (lang: Lang) => {
      writeStored(storageKeys.lang, lang);
      const { pathname, searchStr, hash } = router.state.location;
      const { rest } = splitLangPrefix(pathname);
      if (!isMultilanguagePath(rest)) {
        void router.invalidate();
        return;
      }
      const href = `${localizePath(rest, lang)}${searchStr}${hash ? `#${hash}` : ''}`;
      void router.navigate({ href });
    },
    [router],
  );
}
