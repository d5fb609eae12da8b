// POST admin/articles: a new simple article, in one transaction with its department and the
// staff record. The SKU must be new; the slug is made from the Italian name, with -2, -3, … when
// another article has it (docs/decisions/194-back-office-catalogue.md). The insert moves the
// catalogue version (decision 044).
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { AdminArticleCreate } from '../../../contract/admin-catalogue.js';
import type { Db } from '../../db/client.js';
import { slugify } from '../../db/seed/i18n.js';
import { articleCategories, articles, brands, departments } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';
import { CatalogueAdminRefusal } from './refusal.js';
import { mergedTexts } from './texts-merge.js';
import * as texts from './texts.js';

/** The first of `base`, `base-2`, `base-3`, … no article of the shop has. */
async function freeSlug(tx: Db, base: string): Promise<string> {
  const taken = new Set((await tx.select({ slug: articles.slug }).from(articles)
    .where(and(eq(articles.shopId, SHOP_ID), or(eq(articles.slug, base), like(articles.slug, `${base}-%`))))).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The new article's id. */
export async function createArticle(db: Db, staffId: number, body: AdminArticleCreate): Promise<number> {
  const discounted = body.discountedPrice ?? null;
  if (discounted !== null && discounted >= body.price) {
    throw new CatalogueAdminRefusal('invalid', 'DISCOUNT_NOT_BELOW_PRICE', texts.DISCOUNT_NOT_BELOW_PRICE, { price: body.price, discountedPrice: discounted });
  }
  return db.transaction(async (tx) => {
    const [department] = await tx.select({ id: departments.id }).from(departments)
      .where(and(eq(departments.id, body.departmentId), eq(departments.shopId, SHOP_ID)));
    if (!department) throw new CatalogueAdminRefusal('invalid', 'DEPARTMENT_NOT_FOUND', texts.DEPARTMENT_NOT_FOUND, { departmentId: body.departmentId });
    const brandId = body.brandId ?? null;
    if (brandId !== null) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.id, brandId), eq(brands.shopId, SHOP_ID)));
      if (!brand) throw new CatalogueAdminRefusal('invalid', 'BRAND_NOT_FOUND', texts.BRAND_NOT_FOUND, { brandId });
    }
    const sku = body.sku.trim();
    // Serialises creations of one shop, so two of the same name cannot take the same slug.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-article-create'))`);
    const [same] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.shopId, SHOP_ID), eq(articles.sku, sku)));
    if (same) throw new CatalogueAdminRefusal('conflict', 'SKU_TAKEN', texts.SKU_TAKEN, { sku });
    const name = mergedTexts(null, body.names);
    const slug = await freeSlug(tx, slugify(name.it) || slugify(sku) || 'articolo');
    const values = {
      sku, slug, name, description: body.descriptions ? mergedTexts(null, body.descriptions) : null,
      brandId, priceGross: body.price, priceDiscounted: discounted, vatRate: body.vatRate,
      stockOn: body.stockTracked, stockQuantity: body.stock, available: body.onSale,
    };
    const [row] = await tx.insert(articles).values({ shopId: SHOP_ID, grade: 'simple', ...values }).returning({ id: articles.id });
    await tx.insert(articleCategories).values({ articleId: row!.id, departmentId: department.id });
    await recordStaffAction(tx, {
      staffId, action: 'article.create', subjectType: 'article', subjectId: row!.id,
      after: { ...values, departmentId: department.id },
    });
    return row!.id;
  });
}
