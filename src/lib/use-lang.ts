import { useLingui } from '@lingui/react';
import { DEFAULT_LANG, type Lang } from '../../contract/langs';
import { isLang } from './lang-path';

/**
 * The page's language. The router activates the language's catalogs before a page renders
 * (src/app/language.ts), so Lingui's active locale is the single source of truth.
 */
export function useLang(): Lang {
  const { i18n } = useLingui();
  return isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
}
