// Writes a generated catalogue: pictures, articles (variants after their containers), and the
// link tables that need article ids.
import type { Db } from '../client.js';
import {
  articleCategories, articleImages, articleLabels, articles, bundleMembers, families, familyArticles, images,
  promoPageArticles, relateds, variantOptions,
} from '../schema.js';
import { SHOP_ID } from './data/shop.js';
import { insertAll, insertIds } from './batches.js';
import type { GeneratedArticle, GeneratedCatalogue } from './catalogue/types.js';
import type { Lookups } from './lookups.js';
import { imageRow } from './taxonomy.js';

function need(map: Map<string, number>, key: string | null, what: string): number {
  const id = key === null ? undefined : map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} '${key}'`);
  return id;
}

function articleRow(a: GeneratedArticle, lookups: Lookups, containerId: number | null): typeof articles.$inferInsert {
  return {
    shopId: SHOP_ID, sku: a.sku, slug: a.slug, grade: a.grade, containerId, brandId: need(lookups.brands, a.brandSlug, 'brand'),
    name: a.name, description: a.description, available: a.available, stockOn: a.stockOn, stockQuantity: a.stockQuantity,
    cartMinOn: a.cartMin !== null, cartMinValue: a.cartMin ?? 1, cartMaxOn: a.cartMax !== null, cartMaxValue: a.cartMax ?? 99,
    priceGross: a.priceGross, priceDiscounted: a.priceDiscounted, vatRate: a.vatRate,
    extendedFields: { on: a.extendedFields.length > 0, value: a.extendedFields }, highlighted: a.highlighted, pg18: a.pg18,
    position: a.ref, createdAt: a.createdAt, updatedAt: a.createdAt,
  };
}

export async function insertCatalogue(db: Db, catalogue: GeneratedCatalogue, lookups: Lookups, log: (msg: string) => void): Promise<void> {
  await insertAll(db, images, [...catalogue.images.values()].map(imageRow), { ignoreConflicts: true });
  log(`seed: ${catalogue.images.size} article pictures`);

  const ids = new Map<number, number>();
  const idOf = (ref: number) => {
    const id = ids.get(ref);
    if (id === undefined) throw new Error(`seed: article ref ${ref} has no id`);
    return id;
  };
  const heads = catalogue.articles.filter((a) => a.grade !== 'variant');
  (await insertIds(db, articles, heads.map((a) => articleRow(a, lookups, null)))).forEach((id, i) => ids.set((heads[i] as GeneratedArticle).ref, id));
  const variants = catalogue.articles.filter((a) => a.grade === 'variant');
  (await insertIds(db, articles, variants.map((a) => articleRow(a, lookups, idOf(a.containerRef as number))))).forEach((id, i) => ids.set((variants[i] as GeneratedArticle).ref, id));
  log(`seed: ${catalogue.articles.length} articles (${variants.length} variants)`);

  const all = catalogue.articles;
  await insertAll(db, articleCategories, heads.filter((a) => a.categorySlug !== null)
    .map((a) => ({ articleId: idOf(a.ref), departmentId: need(lookups.departments, a.categorySlug, 'department') })));
  await insertAll(db, articleLabels, all.flatMap((a) => a.labels.map((slug) => ({ articleId: idOf(a.ref), labelId: need(lookups.labels, slug, 'label') }))));
  await insertAll(db, articleImages, all.flatMap((a) => a.images.map((img, position) => ({ articleId: idOf(a.ref), imageKey: img.key, alt: img.alt, position }))));
  await insertAll(db, variantOptions, variants.flatMap((a) => a.options.map((o) => ({ variantId: idOf(a.ref), optionId: need(lookups.options, `${o.attribute}:${o.code}`, 'option') }))));
  await insertAll(db, relateds, catalogue.relateds.map((r, position) => ({ articleId: idOf(r.ref), relatedId: idOf(r.relatedRef), position })));
  await insertAll(db, bundleMembers, catalogue.bundles.flatMap((b) => b.memberRefs.map((ref, position) => ({ bundleId: idOf(b.bundleRef), memberId: idOf(ref), quantity: 1, position }))));
  const familyIds = await insertIds(db, families, catalogue.families.map((f) => ({ shopId: SHOP_ID, name: f.name })));
  await insertAll(db, familyArticles, catalogue.families.flatMap((f, i) => f.refs.map((ref, position) => ({ familyId: familyIds[i] as number, articleId: idOf(ref), position }))));
  await insertAll(db, promoPageArticles, [...catalogue.promos].flatMap(([slug, refs]) => refs.map((ref, position) => ({ promoPageId: need(lookups.promoPages, slug, 'promo page'), articleId: idOf(ref), position }))));
  log(`seed: links (${catalogue.relateds.length} relateds, ${catalogue.bundles.length} bundles, ${catalogue.families.length} families)`);
}
