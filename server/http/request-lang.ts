// The answer's language for a request: the `lang` query, else Accept-Language, else the shop's main
// language (docs/product/content.md#languages), among the languages the shop allows.
import type { Context } from 'hono';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { allowedValues, type ShopLangs } from '../domain/langs.js';
import { pickLang } from './lang.js';
import { requestHeader } from './request-header.js';

/**
 * The shop's languages come with the catalogue version (which watches the langs table), not from a
 * query of every request (docs/decisions/201-shop-answers-per-version.md). A route whose work runs
 * in an Idempotency-Key transaction reads it before, with langFirst (lang-first.ts).
 */
export async function requestLang(c: Context, db: Db, queryLang: Lang | undefined): Promise<{ lang: Lang; langs: ShopLangs }> {
  const { langs } = await catalogueAnswers(db).state();
  return { lang: pickLang(queryLang, requestHeader(c, 'accept-language'), allowedValues(langs), langs.main), langs };
}
