// What the cart shows of its articles besides the rules' facts: brands, first pictures and the
// chosen options of variants, each loaded once for all the lines of an answer.
import { asc, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '../../../contract/checkout.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { articleImages, attributeOptions, attributes, brands, variantOptions } from '../../db/schema.js';
import { translate } from '../i18n.js';
import { loadImageSizes, type ImageSizes } from '../images.js';

export interface LineDisplay {
  brands: Map<number, { name: string; slug: string }>;
  /** Article id → key of its first picture. */
  images: Map<number, string>;
  sizes: ImageSizes;
  /** Variant id → its option of each attribute, in attribute order. */
  options: Map<number, CartItem['options']>;
}

async function firstImages(db: Db, articleIds: number[]) {
  const first = new Map<number, string>();
  if (articleIds.length === 0) return first;
  const rows = await db.select({ articleId: articleImages.articleId, key: articleImages.imageKey }).from(articleImages)
    .where(inArray(articleImages.articleId, articleIds)).orderBy(asc(articleImages.position), asc(articleImages.id));
  for (const r of rows) if (!first.has(r.articleId)) first.set(r.articleId, r.key);
  return first;
}

async function chosenOptions(db: Db, variantIds: number[], lang: Lang) {
  const byVariant = new Map<number, CartItem['options']>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db.select({ variantId: variantOptions.variantId, attribute: attributes.name, value: attributeOptions.value })
    .from(variantOptions)
    .innerJoin(attributeOptions, eq(attributeOptions.id, variantOptions.optionId))
    .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
    .where(inArray(variantOptions.variantId, variantIds))
    .orderBy(asc(attributes.position), asc(attributes.id));
  for (const r of rows) {
    const list = byVariant.get(r.variantId) ?? [];
    list.push({ attribute: translate(r.attribute, lang), value: translate(r.value, lang) });
    byVariant.set(r.variantId, list);
  }
  return byVariant;
}

async function brandsById(db: Db, brandIds: number[]) {
  if (brandIds.length === 0) return new Map<number, { name: string; slug: string }>();
  const rows = await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(inArray(brands.id, brandIds));
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
}

export async function loadLineDisplay(
  db: Db, articles: { id: number; grade: string; brandId: number | null }[], lang: Lang,
): Promise<LineDisplay> {
  const ids = [...new Set(articles.map((a) => a.id))];
  const variantIds = articles.filter((a) => a.grade === 'variant').map((a) => a.id);
  const brandIds = [...new Set(articles.flatMap((a) => (a.brandId === null ? [] : [a.brandId])))];
  const images = await firstImages(db, ids);
  const options = await chosenOptions(db, variantIds, lang);
  return { brands: await brandsById(db, brandIds), images, options, sizes: await loadImageSizes(db, images.values()) };
}
