// GET pages_promos/{slug}: a promotional collection with its articles, in its own order.
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import type { PromoPage } from '../../../contract/promo.js';
import type { Db } from '../../db/client.js';
import { promoPageArticles, promoPages } from '../../db/schema.js';
import { translate, translateOptional } from '../i18n.js';
import { loadImageSizes, toImage } from '../images.js';
import { SHOP_ID } from '../shop-id.js';
import { loadCards } from './cards.js';

/** undefined: no active promo page has this slug. */
export async function loadPromoPage(db: Db, slug: string, lang: Lang): Promise<PromoPage | undefined> {
  const [page] = await db.select().from(promoPages)
    .where(and(eq(promoPages.shopId, SHOP_ID), eq(promoPages.slug, slug), eq(promoPages.active, true))).limit(1);
  if (!page) return undefined;
  const links = await db.select({ id: promoPageArticles.articleId }).from(promoPageArticles)
    .where(eq(promoPageArticles.promoPageId, page.id))
    .orderBy(asc(promoPageArticles.position), asc(promoPageArticles.articleId));
  const [cards, sizes] = await Promise.all([
    loadCards(db, links.map((l) => l.id), lang),
    loadImageSizes(db, [page.coverKey]),
  ]);
  const label = translate(page.label, lang);
  const description = translateOptional(page.description, lang);
  const cover = toImage(sizes, page.coverKey, label);
  return { slug: page.slug, label, ...(description ? { description } : {}), ...(cover ? { cover } : {}), articles: cards };
}
