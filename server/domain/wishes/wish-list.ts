// The wish list of a signed-in user (docs/product/cart.md#wish-list; decision 108). One list per
// user and shop, made on first need, so every answer has its id. Adding an article twice keeps
// one row (the primary key), removing an absent one changes nothing: both calls are idempotent
// by themselves, and the route's Idempotency-Key makes a replayed request answer what it first
// answered. A wish or user that is not the caller's is "not found", never "forbidden".
import { and, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Wish, WishList } from '../../../contract/wishes.js';
import type { Db } from '../../db/client.js';
import { articles, wishArticles, wishes } from '../../db/schema.js';
import { loadCards } from '../catalogue/cards.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import * as texts from './texts.js';

export class WishRefusal extends Error {
  constructor(readonly code: 'ARTICLE_NOT_FOUND' | 'NOT_FOUND', readonly text: I18nText) {
    super(text.it);
    this.name = 'WishRefusal';
  }
}

export interface WishOwner {
  userId: number;
  shopId: string;
}

/** The owner's list id, made now if the owner has none yet. */
export async function wishIdOf(db: Db, owner: WishOwner): Promise<number> {
  await db.insert(wishes).values(owner).onConflictDoNothing();
  const [row] = await db.select({ id: wishes.id }).from(wishes)
    .where(and(eq(wishes.userId, owner.userId), eq(wishes.shopId, owner.shopId)));
  return row!.id;
}

/** The wished article ids, latest first. */
async function articleIds(db: Db, wishId: number): Promise<number[]> {
  const rows = await db.select({ id: wishArticles.articleId }).from(wishArticles)
    .where(eq(wishArticles.wishId, wishId)).orderBy(desc(wishArticles.addedAt), desc(wishArticles.articleId));
  return rows.map((r) => r.id);
}

export async function wishOf(db: Db, owner: WishOwner): Promise<Wish> {
  const id = await wishIdOf(db, owner);
  return { id, articles: await articleIds(db, id) };
}

/** The list with its articles as the catalogue's cards, in `lang`. */
export async function wishListOf(db: Db, owner: WishOwner, lang: Lang): Promise<WishList> {
  const { id, articles: ids } = await wishOf(db, owner);
  return { id, articles: await loadCards(db, ids, lang) };
}

export async function addWish(db: Db, owner: WishOwner, articleId: number): Promise<Wish> {
  const [article] = await db.select({ id: articles.id }).from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.shopId, owner.shopId)));
  if (!article) throw new WishRefusal('ARTICLE_NOT_FOUND', texts.ARTICLE_NOT_FOUND);
  const id = await wishIdOf(db, owner);
  await db.insert(wishArticles).values({ wishId: id, articleId }).onConflictDoNothing();
  return { id, articles: await articleIds(db, id) };
}

export async function removeWish(db: Db, owner: WishOwner, wishId: number, articleId: number): Promise<Wish> {
  const [own] = await db.select({ id: wishes.id }).from(wishes)
    .where(and(eq(wishes.id, wishId), eq(wishes.userId, owner.userId), eq(wishes.shopId, owner.shopId)));
  if (!own) throw new WishRefusal('NOT_FOUND', texts.WISH_NOT_FOUND);
  await db.delete(wishArticles).where(and(eq(wishArticles.wishId, wishId), eq(wishArticles.articleId, articleId)));
  return { id: wishId, articles: await articleIds(db, wishId) };
}
