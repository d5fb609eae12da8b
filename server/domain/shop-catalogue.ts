// The catalogue parts of the shop answer: brands, departments (flat) and promo page links.
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n-text.js';
import type { Brand, Department } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { brands, departments, promoPages } from '../db/schema.js';
import { translate, translateOptional } from './i18n.js';
import { toImage, type ImageSizes } from './images.js';
import { SHOP_ID } from './shop-id.js';

export const brandRows = (db: Db) =>
  db.select().from(brands).where(eq(brands.shopId, SHOP_ID)).orderBy(asc(brands.position), asc(brands.name));

export const departmentRows = (db: Db) =>
  db.select().from(departments).where(eq(departments.shopId, SHOP_ID)).orderBy(asc(departments.position), asc(departments.id));

export const promoPageRows = (db: Db) =>
  db.select({ slug: promoPages.slug, label: promoPages.label }).from(promoPages)
    .where(and(eq(promoPages.shopId, SHOP_ID), eq(promoPages.active, true)))
    .orderBy(asc(promoPages.position), asc(promoPages.id));

type BrandRow = Awaited<ReturnType<typeof brandRows>>[number];
type DepartmentRow = Awaited<ReturnType<typeof departmentRows>>[number];

export function toBrand(row: BrandRow, lang: Lang, sizes: ImageSizes): Brand {
  const description = translateOptional(row.description, lang);
  const logo = toImage(sizes, row.logoKey, row.name);
  const cover = toImage(sizes, row.coverKey, row.name);
  return {
    id: row.id, slug: row.slug, name: row.name, featured: row.featured,
    ...(description ? { description } : {}), ...(logo ? { logo } : {}), ...(cover ? { cover } : {}),
  };
}

export function toDepartment(row: DepartmentRow, lang: Lang, sizes: ImageSizes): Department {
  const name = translate(row.name, lang);
  const shortDescription = translateOptional(row.shortDescription, lang);
  const description = translateOptional(row.description, lang);
  const cover = toImage(sizes, row.coverKey, name);
  return {
    id: row.id, parent: row.parentId, slug: row.slug, path: row.path, name,
    ...(shortDescription ? { shortDescription } : {}), ...(description ? { description } : {}),
    ...(cover ? { cover } : {}), ...(row.icon ? { icon: row.icon } : {}),
  };
}

export const brandImageKeys = (rows: BrandRow[]) => rows.flatMap((r) => [r.logoKey, r.coverKey]);
export const departmentImageKeys = (rows: DepartmentRow[]) => rows.map((r) => r.coverKey);
