// The answer's language for a request: the `lang` query, else Accept-Language, else the shop's main
// language (docs/product/content.md#languages), among the languages the shop allows.
import type { Context } from 'hono';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { allowedValues, loadLangs, type ShopLangs } from '../domain/langs.js';
import { pickLang } from './lang.js';
import { requestHeader } from './request-header.js';

export async function requestLang(c: Context, db: Db, queryLang: Lang | undefined): Promise<{ lang: Lang; langs: ShopLangs }> {
  const langs = await loadLangs(db);
  return { lang: pickLang(queryLang, requestHeader(c, 'accept-language'), allowedValues(langs), langs.main), langs };
}
