// The language of an answer: the `lang` query, else the best Accept-Language the shop allows,
// else the shop's main language (docs/product/content.md#languages).
import { parseAccept } from 'hono/utils/accept';
import type { Lang } from '../../contract/i18n-text.js';

export function pickLang(
  queryLang: Lang | undefined,
  acceptLanguage: string | undefined,
  allowed: readonly Lang[],
  main: Lang,
): Lang {
  if (queryLang && allowed.includes(queryLang)) return queryLang;
  if (acceptLanguage) {
    for (const { type, q } of parseAccept(acceptLanguage)) {
      if (q <= 0) continue;
      const primary = type.split('-')[0]?.toLowerCase() as Lang;
      if (allowed.includes(primary)) return primary;
    }
  }
  return main;
}
