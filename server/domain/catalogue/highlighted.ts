// GET catalogs/articles/highlighteds: the home page carousel.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ArticleCard } from '../../../contract/catalogue.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { loadCards } from './cards.js';

export const HIGHLIGHTED_MAX = 24;

export async function loadHighlighted(db: Db, lang: Lang): Promise<ArticleCard[]> {
  const ids = await db.select({ id: articles.id }).from(articles)
    .where(and(eq(articles.shopId, SHOP_ID), eq(articles.highlighted, true), ne(articles.grade, 'variant')))
    .orderBy(asc(articles.position), asc(articles.id)).limit(HIGHLIGHTED_MAX);
  return loadCards(db, ids.map((r) => r.id), lang);
}
