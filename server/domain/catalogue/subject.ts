// The department, category or brand a listing slug names (slugs are used for all three).
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { brands, departments } from '../../db/schema.js';
import { translate, translateOptional } from '../i18n.js';
import { loadImageSizes, toImage } from '../images.js';
import { SHOP_ID } from '../shop-id.js';
import type { CatalogueResult } from '../../../contract/catalogue.js';

export type ListingSubject = NonNullable<CatalogueResult['department']>;

/** What narrows the listing: a department path (with its descendants) or a brand id. */
export interface SubjectScope {
  departmentPath?: string;
  brandId?: number;
}

const departmentBySlug = (db: Db, slug: string) =>
  db.select().from(departments).where(and(eq(departments.shopId, SHOP_ID), eq(departments.slug, slug))).limit(1);

export const brandBySlug = async (db: Db, slug: string) =>
  (await db.select().from(brands).where(and(eq(brands.shopId, SHOP_ID), eq(brands.slug, slug))).limit(1))[0];

/** undefined when no department, category or brand has this slug. */
export async function resolveSubject(db: Db, slug: string, lang: Lang): Promise<{ subject: ListingSubject; scope: SubjectScope } | undefined> {
  const [department] = await departmentBySlug(db, slug);
  if (department) {
    const name = translate(department.name, lang);
    const sizes = await loadImageSizes(db, [department.coverKey]);
    const cover = toImage(sizes, department.coverKey, name);
    const shortDescription = translateOptional(department.shortDescription, lang);
    const description = translateOptional(department.description, lang);
    return {
      subject: {
        kind: department.parentId === null ? 'department' : 'category', id: department.id, slug: department.slug,
        path: department.path, name, ...(shortDescription ? { shortDescription } : {}),
        ...(description ? { description } : {}), ...(cover ? { cover } : {}),
      },
      scope: { departmentPath: department.path },
    };
  }
  const brand = await brandBySlug(db, slug);
  if (!brand) return undefined;
  const sizes = await loadImageSizes(db, [brand.coverKey]);
  const cover = toImage(sizes, brand.coverKey, brand.name);
  const description = translateOptional(brand.description, lang);
  return {
    subject: {
      kind: 'brand', id: brand.id, slug: brand.slug, path: brand.slug, name: brand.name,
      ...(description ? { description } : {}), ...(cover ? { cover } : {}),
    },
    scope: { brandId: brand.id },
  };
}
