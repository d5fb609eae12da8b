// The demo discount codes (README "Demo discount codes", decision 107): one of each type.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { articles, promoCodeArticles, promoCodes } from '../schema.js';
import { SHOP_ID } from './data/shop.js';

export const DEMO_PROMO_CODES = [
  { code: 'RAGGIO10', type: 'percentage', value: 10, minCartOn: false, minCartValue: 0 },
  { code: 'BENVENUTO', type: 'price', value: 1500, minCartOn: true, minCartValue: 10000 },
  { code: 'GIFTBOTTLE', type: 'articles', value: 0, minCartOn: true, minCartValue: 5000 },
] as const;

/** The gift of GIFTBOTTLE: a bottle of the demo catalogue that can be had, else any simple article. */
async function giftArticle(db: Db): Promise<number | undefined> {
  const simple = and(eq(articles.shopId, SHOP_ID), eq(articles.grade, 'simple'), eq(articles.available, true), eq(articles.pg18, false));
  const inStock = sql`(not ${articles.stockOn} or ${articles.stockQuantity} > 0)`;
  const [bottle] = await db.select({ id: articles.id }).from(articles)
    .where(and(simple, inStock, sql`${articles.name}->>'it' ilike 'borraccia%'`)).orderBy(asc(articles.id)).limit(1);
  if (bottle) return bottle.id;
  const [any] = await db.select({ id: articles.id }).from(articles).where(and(simple, inStock)).orderBy(asc(articles.id)).limit(1);
  return any?.id;
}

export async function seedPromoCodes(db: Db): Promise<void> {
  const rows = await db.insert(promoCodes).values(DEMO_PROMO_CODES.map((p) => ({ shopId: SHOP_ID, ...p })))
    .returning({ id: promoCodes.id, code: promoCodes.code });
  const gift = rows.find((r) => r.code === 'GIFTBOTTLE');
  const articleId = await giftArticle(db);
  if (gift && articleId !== undefined) await db.insert(promoCodeArticles).values({ promoCodeId: gift.id, articleId, quantity: 1 });
}
