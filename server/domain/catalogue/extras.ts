// What only the product page needs, for several articles at once: all images, categories,
// relateds, families, and the options that define each variant.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  articleCategories, articleImages, articles, attributeOptions, attributes, departments, familyArticles, images,
  relateds, variantOptions,
} from '../../db/schema.js';
import { group, loadFirstImages, type FirstImage } from './article-rows.js';

export type AttributeRow = typeof attributes.$inferSelect;
export type OptionRow = typeof attributeOptions.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export interface FamilyMember { id: number; slug: string; name: DepartmentRow['name']; img: FirstImage | undefined }

export interface Extras {
  images: Map<number, FirstImage[]>;
  categories: Map<number, DepartmentRow[]>;
  relateds: Map<number, number[]>;
  /** Article id → the members of its families, in family order. */
  families: Map<number, FamilyMember[]>;
  /** Variant id → its option ids. */
  variantOptions: Map<number, number[]>;
  options: Map<number, OptionRow>;
  attributes: Map<number, AttributeRow>;
}

export async function loadExtras(db: Db, articleIds: readonly number[], variantIds: readonly number[]): Promise<Extras> {
  const ids = [...new Set(articleIds)];
  const [imageRows, categoryRows, relatedRows, familyRows, optionRows] = await Promise.all([
    db.select({ articleId: articleImages.articleId, key: images.key, width: images.width, height: images.height, alt: articleImages.alt })
      .from(articleImages).innerJoin(images, eq(images.key, articleImages.imageKey))
      .where(inArray(articleImages.articleId, ids)).orderBy(asc(articleImages.position), asc(articleImages.id)),
    db.select({ articleId: articleCategories.articleId, department: departments }).from(articleCategories)
      .innerJoin(departments, eq(departments.id, articleCategories.departmentId))
      .where(inArray(articleCategories.articleId, ids)).orderBy(asc(departments.path)),
    db.select().from(relateds).where(inArray(relateds.articleId, ids)).orderBy(asc(relateds.position), asc(relateds.relatedId)),
    db.select({ articleId: familyArticles.articleId, familyId: familyArticles.familyId }).from(familyArticles)
      .where(inArray(familyArticles.articleId, ids)),
    variantIds.length === 0 ? Promise.resolve([]) : db
      .select({ variantId: variantOptions.variantId, option: attributeOptions, attribute: attributes })
      .from(variantOptions).innerJoin(attributeOptions, eq(attributeOptions.id, variantOptions.optionId))
      .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
      .where(inArray(variantOptions.variantId, [...variantIds]))
      .orderBy(asc(attributes.position), asc(attributes.id)),
  ]);

  const extras: Extras = {
    images: new Map([...group(imageRows, (r) => r.articleId)].map(([id, list]) => [id, list.map(({ articleId: _, ...img }) => img)])),
    categories: new Map([...group(categoryRows, (r) => r.articleId)].map(([id, list]) => [id, list.map((r) => r.department)])),
    relateds: new Map([...group(relatedRows, (r) => r.articleId)].map(([id, list]) => [id, list.map((r) => r.relatedId)])),
    families: new Map(),
    variantOptions: new Map([...group(optionRows, (r) => r.variantId)].map(([id, list]) => [id, list.map((r) => r.option.id)])),
    options: new Map(optionRows.map((r) => [r.option.id, r.option])),
    attributes: new Map(optionRows.map((r) => [r.attribute.id, r.attribute])),
  };

  const familyIds = [...new Set(familyRows.map((r) => r.familyId))];
  if (familyIds.length > 0) {
    const members = await db.select({ familyId: familyArticles.familyId, id: articles.id, slug: articles.slug, name: articles.name })
      .from(familyArticles).innerJoin(articles, eq(articles.id, familyArticles.articleId))
      .where(and(inArray(familyArticles.familyId, familyIds)))
      .orderBy(asc(familyArticles.position), asc(articles.id));
    const firstImages = await loadFirstImages(db, [...new Set(members.map((m) => m.id))]);
    const byFamily = group(members, (m) => m.familyId);
    for (const [articleId, list] of group(familyRows, (r) => r.articleId)) {
      const seen = new Set<number>();
      const out: FamilyMember[] = [];
      for (const { familyId } of list) {
        for (const m of byFamily.get(familyId) ?? []) {
          if (seen.has(m.id)) continue;
          seen.add(m.id);
          out.push({ id: m.id, slug: m.slug, name: m.name, img: firstImages.get(m.id) });
        }
      }
      extras.families.set(articleId, out);
    }
  }
  return extras;
}
