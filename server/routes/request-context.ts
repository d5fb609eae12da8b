// Per-request facts several routes need: the answer's language and the shop row.
import type { Context } from 'hono';
import type { Lang } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { loadLangs, allowedValues, type ShopLangs } from '../domain/langs.js';
import { shopRow } from '../domain/shop.js';
import { ApiHttpError } from '../http/errors.js';
import { pickLang } from '../http/lang.js';

export async function requestLang(c: Context, db: Db, queryLang: Lang | undefined): Promise<{ lang: Lang; langs: ShopLangs }> {
  const langs = await loadLangs(db);
  return { lang: pickLang(queryLang, c.req.header('accept-language'), allowedValues(langs), langs.main), langs };
}

/** The shop row; a server whose database was never seeded cannot answer shop calls. */
export async function requireShop(db: Db) {
  const shop = await shopRow(db);
  if (!shop) throw new ApiHttpError(503, 'SHOP_NOT_READY', 'The shop is not set up yet');
  return shop;
}
