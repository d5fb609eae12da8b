// Loads what every article answer starts from, for many ids at once: the article's own columns,
// its brand, labels and first image, its variants' stock and, for bundles, their members.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articleImages, articleLabels, articles, brands, bundleMembers, images, labels } from '../../db/schema.js';
import { rows } from './rows.js';



export const articleColumns = {
  id: articles.id, sku: articles.sku, slug: articles.slug, grade: articles.grade, containerId: articles.containerId,
  brandId: articles.brandId, name: articles.name, description: articles.description, available: articles.available,
  stockOn: articles.stockOn, stockQuantity: articles.stockQuantity, cartMinOn: articles.cartMinOn,
  cartMinValue: articles.cartMinValue, cartMaxOn: articles.cartMaxOn, cartMaxValue: articles.cartMaxValue,
  priceGross: articles.priceGross, priceDiscounted: articles.priceDiscounted, vatRate: articles.vatRate,
  extendedFields: articles.extendedFields, pg18: articles.pg18, createdAt: articles.createdAt,
  brandName: brands.name, brandSlug: brands.slug,
};

export type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];
export type LabelRow = typeof labels.$inferSelect;
export interface FirstImage { key: string; width: number; height: number; alt: ArticleRow['name'] | null }
export interface MemberLink { memberId: number; quantity: number }

/** Everything the cards and the stock rules need, keyed by article id. */
export interface ArticleSet {
  articles: Map<number, ArticleRow>;
  labels: Map<number, LabelRow[]>;
  firstImage: Map<number, FirstImage>;
  /** Container id → its variants, in position order. */
  variants: Map<number, ArticleRow[]>;
  /** Bundle id → its members, in position order. */
  members: Map<number, MemberLink[]>;
}

function selectArticles(db: Db, where: SQL) {
  return db.select(articleColumns).from(articles).leftJoin(brands, eq(brands.id, articles.brandId))
    .where(where).orderBy(asc(articles.position), asc(articles.id));
}

export const group = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};

/** Loads `ids` plus, for their containers and bundle members, what their stock depends on. */
export async function loadArticleSet(db: Db, ids: readonly number[]): Promise<ArticleSet> {
  const set: ArticleSet = { articles: new Map(), labels: new Map(), firstImage: new Map(), variants: new Map(), members: new Map() };
  if (ids.length === 0) return set;
  for (const row of await selectArticles(db, inArray(articles.id, [...ids]))) set.articles.set(row.id, row);

  const bundleIds = [...set.articles.values()].filter((a) => a.grade === 'bundle').map((a) => a.id);
  if (bundleIds.length > 0) {
    const links = await db.select().from(bundleMembers).where(inArray(bundleMembers.bundleId, bundleIds))
      .orderBy(asc(bundleMembers.position), asc(bundleMembers.memberId));
    for (const [bundleId, list] of group(links, (l) => l.bundleId)) {
      set.members.set(bundleId, list.map((l) => ({ memberId: l.memberId, quantity: l.quantity })));
    }
    const missing = [...new Set(links.map((l) => l.memberId))].filter((id) => !set.articles.has(id));
    if (missing.length > 0) for (const row of await selectArticles(db, inArray(articles.id, missing))) set.articles.set(row.id, row);
  }

  const containerIds = [...set.articles.values()].filter((a) => a.grade === 'container').map((a) => a.id);
  if (containerIds.length > 0) {
    const variants = await selectArticles(db, inArray(articles.containerId, containerIds));
    for (const [containerId, list] of group(variants, (v) => v.containerId!)) set.variants.set(containerId, list);
  }

  const [labelRows, firstImages] = await Promise.all([
    db.select({ articleId: articleLabels.articleId, label: labels }).from(articleLabels)
      .innerJoin(labels, eq(labels.id, articleLabels.labelId)).where(inArray(articleLabels.articleId, [...ids]))
      .orderBy(asc(labels.id)),
    loadFirstImages(db, ids),
  ]);
  for (const [articleId, list] of group(labelRows, (r) => r.articleId)) set.labels.set(articleId, list.map((r) => r.label));
  set.firstImage = firstImages;
  return set;
}

/** Adds another set's rows (e.g. the container of a variant) to `into`. */
export function mergeSets(into: ArticleSet, from: ArticleSet): ArticleSet {
  for (const key of ['articles', 'labels', 'firstImage', 'variants', 'members'] as const) {
    for (const [k, v] of from[key] as Map<number, unknown>) (into[key] as Map<number, unknown>).set(k, v);
  }
  return into;
}

export const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/** The first image (by position) of each article that has one. */
export async function loadFirstImages(db: Db, ids: readonly number[]): Promise<Map<number, FirstImage>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ article_id: number; key: string; width: number; height: number; alt: FirstImage['alt'] }>(db, sql`
    select distinct on (ai.article_id) ai.article_id, i.key, i.width, i.height, ai.alt
    from ${articleImages} ai join ${images} i on i.key = ai.image_key
    where ai.article_id in ${idList(ids)}
    order by ai.article_id, ai.position, ai.id`);
  return new Map(found.map((r) => [r.article_id, { key: r.key, width: r.width, height: r.height, alt: r.alt }]));
}
