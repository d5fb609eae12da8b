// Departments, brands, labels and attributes: what articles are filed under.
import { drawBrandLogo, drawCover, type DrawnImage } from './draw.js';
import type { Db } from '../client.js';
import { attributeOptions, attributes, brands, departments, images, labels } from '../schema.js';
import { ATTRIBUTES, LABELS } from './data/attributes.js';
import { BRANDS } from './data/brands.js';
import { DEPARTMENTS, type DepartmentSeed } from './data/departments.js';
import { SHOP_ID } from './data/shop.js';
import { insertAll, insertIds } from './batches.js';
import type { Lookups } from './lookups.js';

export const imageRow = (image: DrawnImage) =>
  ({ key: image.key, mime: 'image/svg+xml', data: image.svg, width: image.width, height: image.height });

/** Inserts the tree level by level so children know their parent's id. */
async function seedDepartments(db: Db, lookups: Lookups): Promise<void> {
  let level: { seed: DepartmentSeed; parentId: number | null; path: string }[] =
    DEPARTMENTS.map((seed) => ({ seed, parentId: null, path: seed.slug }));
  while (level.length > 0) {
    const covers = level.map(({ seed }) => drawCover(seed.cover.kind, seed.cover.color1, seed.cover.color2));
    await insertAll(db, images, covers.map(imageRow), { ignoreConflicts: true });
    const ids = await insertIds(db, departments, level.map(({ seed, parentId, path }, i) => ({
      shopId: SHOP_ID, parentId, slug: seed.slug, path, name: seed.name, shortDescription: seed.short,
      description: seed.description, icon: seed.icon, coverKey: covers[i]?.key ?? null, position: i,
    })));
    level.forEach(({ seed }, i) => lookups.departments.set(seed.slug, ids[i] as number));
    level = level.flatMap(({ seed, path }) => (seed.children ?? []).map((child) =>
      ({ seed: child, parentId: lookups.departments.get(seed.slug) ?? null, path: `${path}.${child.slug}` })));
  }
}

async function seedBrands(db: Db, lookups: Lookups): Promise<void> {
  const logos = BRANDS.map((b) => drawBrandLogo(b.name, b.color));
  const covers = BRANDS.map((b, i) => drawCover(i % 2 === 0 ? 'road-bike' : 'wheelset', b.color, '#f4f4f4'));
  await insertAll(db, images, [...logos, ...covers].map(imageRow), { ignoreConflicts: true });
  const ids = await insertIds(db, brands, BRANDS.map((b, i) => ({
    shopId: SHOP_ID, slug: b.slug, name: b.name, description: b.description, featured: b.featured,
    logoKey: logos[i]?.key ?? null, coverKey: covers[i]?.key ?? null, position: i,
  })));
  BRANDS.forEach((b, i) => lookups.brands.set(b.slug, ids[i] as number));
}

async function seedAttributes(db: Db, lookups: Lookups): Promise<void> {
  const attributeIds = await insertIds(db, attributes, ATTRIBUTES.map((a, position) =>
    ({ shopId: SHOP_ID, slug: a.slug, name: a.name, filterable: true, position })));
  const options = ATTRIBUTES.flatMap((a, i) => a.options.map((o, position) => ({ attribute: a.slug, code: o.code, row: {
    attributeId: attributeIds[i] as number, value: o.value, color1: o.color1 ?? null, color2: o.color2 ?? null, position,
  } })));
  const optionIds = await insertIds(db, attributeOptions, options.map((o) => o.row));
  options.forEach((o, i) => lookups.options.set(`${o.attribute}:${o.code}`, optionIds[i] as number));
}

export async function seedTaxonomy(db: Db, lookups: Lookups): Promise<void> {
  await seedDepartments(db, lookups);
  await seedBrands(db, lookups);
  const labelIds = await insertIds(db, labels, LABELS.map((l) => ({ shopId: SHOP_ID, ...l })));
  LABELS.forEach((l, i) => lookups.labels.set(l.slug, labelIds[i] as number));
  await seedAttributes(db, lookups);
}
