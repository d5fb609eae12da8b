// GET admin/articles/{id}: everything the staff may change on an article, in every language, with
// its variants and its history of staff actions (docs/decisions/194-back-office-catalogue.md).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminArticle, AdminPicture, AdminTexts, AdminVariant } from '../../../contract/admin-catalogue.js';
import { LANGS, type I18nText, type Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { articleImages, articles, images } from '../../db/schema.js';
import { loadArticleSet } from '../catalogue/article-rows.js';
import { rows } from '../catalogue/rows.js';
import { stockFacts } from '../catalogue/stock-of.js';
import { translate } from '../i18n.js';
import { SHOP_ID } from '../shop-id.js';
import { subjectHistory } from '../staff/audit.js';
import { brandRef, departmentsOf, imageOf } from './refs.js';

/** A picture with its id and its text alternative in each language. */
const pictureOf = (p: { id: number; key: string; width: number; height: number; alt: I18nText | null }, name: string): AdminPicture => {
  const alts = allLangs(p.alt);
  return { ...imageOf(p.key, p.width, p.height), id: p.id, alts, alt: alts.it || name };
};

/** Every language spelt out, '' where the article has no text yet. */
export const allLangs = (text: I18nText | null | undefined): AdminTexts =>
  Object.fromEntries(LANGS.map((lang) => [lang, text?.[lang] ?? ''])) as AdminTexts;

async function variantOptionsOf(db: Db, containerId: number, lang: Lang) {
  const found = await rows<{ variant_id: number; attribute: I18nText; value: I18nText }>(db, sql`
    select vo.variant_id, at.name as attribute, o.value from articles v
    join variant_options vo on vo.variant_id = v.id
    join attribute_options o on o.id = vo.option_id join attributes at on at.id = o.attribute_id
    where v.container_id = ${containerId} order by vo.variant_id, at.position, at.id`);
  const out = new Map<number, { attribute: string; value: string }[]>();
  for (const row of found) {
    const list = out.get(row.variant_id) ?? [];
    list.push({ attribute: translate(row.attribute, lang), value: translate(row.value, lang) });
    out.set(row.variant_id, list);
  }
  return out;
}

/** The article, or undefined when this shop has no such article. */
export async function adminArticle(db: Db, id: number, lang: Lang): Promise<AdminArticle | undefined> {
  const [own] = await db.select({ id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt }).from(articles)
    .where(and(eq(articles.id, id), eq(articles.shopId, SHOP_ID)));
  if (!own) return undefined;
  const set = await loadArticleSet(db, [id]);
  const row = set.articles.get(id)!;
  const [departments, pictures, options, history] = await Promise.all([
    departmentsOf(db, [id], lang),
    db.select({ id: articleImages.id, key: images.key, width: images.width, height: images.height, alt: articleImages.alt }).from(articleImages)
      .innerJoin(images, eq(images.key, articleImages.imageKey)).where(eq(articleImages.articleId, id))
      .orderBy(asc(articleImages.position), asc(articleImages.id)),
    row.grade === 'container' ? variantOptionsOf(db, id, lang) : Promise.resolve(new Map<number, never[]>()),
    subjectHistory(db, 'article', id),
  ]);
  const facts = stockFacts(set, row);
  const variants: AdminVariant[] = (set.variants.get(id) ?? []).map((v) => ({
    id: v.id, sku: v.sku, options: options.get(v.id) ?? [], price: v.priceGross, discountedPrice: v.priceDiscounted,
    stockTracked: v.stockOn, stock: v.stockQuantity, onSale: v.available,
  }));
  return {
    id, sku: row.sku, slug: own.slug, grade: row.grade, names: allLangs(row.name), descriptions: allLangs(row.description),
    departments: departments.get(id) ?? [], brand: brandRef(row),
    price: row.priceGross, discountedPrice: row.priceDiscounted, vatRate: row.vatRate,
    stockTracked: facts.stock.on, stock: facts.stock.quantity, outOfStock: facts.outOfStock, onSale: row.available,
    variants, images: pictures.map((p) => pictureOf(p, allLangs(row.name).it)), history,
    updatedAt: own.updatedAt.toISOString(),
  };
}
