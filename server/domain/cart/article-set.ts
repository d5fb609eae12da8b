// The articles a cart's rules need, loaded in a few queries: the lines' articles, the containers
// of variants, and bundles' members (with the variants chosen for them).
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, bundleMembers } from '../../db/schema.js';

const columns = {
  id: articles.id, grade: articles.grade, containerId: articles.containerId, brandId: articles.brandId,
  sku: articles.sku, slug: articles.slug, name: articles.name, available: articles.available,
  stockOn: articles.stockOn, stockQuantity: articles.stockQuantity,
  cartMinOn: articles.cartMinOn, cartMinValue: articles.cartMinValue, cartMaxOn: articles.cartMaxOn, cartMaxValue: articles.cartMaxValue,
  priceGross: articles.priceGross, priceDiscounted: articles.priceDiscounted, vatRate: articles.vatRate, pg18: articles.pg18,
};

export type CartArticle = Pick<typeof articles.$inferSelect, keyof typeof columns>;

export interface MemberLink {
  memberId: number;
  /** How many one bundle holds. */
  quantity: number;
}

export interface ArticleSet {
  articles: Map<number, CartArticle>;
  /** Bundles: their members in order (position, then id). */
  members: Map<number, MemberLink[]>;
}

async function addArticles(db: Db, set: ArticleSet, ids: Iterable<number>): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !set.articles.has(id));
  if (missing.length === 0) return;
  const rows = await db.select(columns).from(articles).where(inArray(articles.id, missing));
  for (const row of rows) set.articles.set(row.id, row);
}

const containersOf = (set: ArticleSet) =>
  [...set.articles.values()].flatMap((a) => (a.grade === 'variant' && a.containerId !== null ? [a.containerId] : []));

/** Loads `ids` and everything their rules read: containers of variants, members of bundles. */
export async function loadArticleSet(db: Db, ids: Iterable<number>): Promise<ArticleSet> {
  const set: ArticleSet = { articles: new Map(), members: new Map() };
  await addArticles(db, set, ids);
  const bundleIds = [...set.articles.values()].filter((a) => a.grade === 'bundle').map((a) => a.id);
  if (bundleIds.length > 0) {
    const links = await db.select().from(bundleMembers).where(inArray(bundleMembers.bundleId, bundleIds))
      .orderBy(asc(bundleMembers.position), asc(bundleMembers.memberId));
    for (const link of links) {
      const list = set.members.get(link.bundleId) ?? [];
      list.push({ memberId: link.memberId, quantity: link.quantity });
      set.members.set(link.bundleId, list);
    }
    await addArticles(db, set, links.map((l) => l.memberId));
  }
  await addArticles(db, set, containersOf(set));
  return set;
}
