// Database ids of what articles refer to, by slug (options by `attribute:code`).
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { attributeOptions, attributes, brands, departments, labels, promoPages } from '../schema.js';
import { ATTRIBUTES } from './data/attributes.js';
import { SHOP_ID } from './data/shop.js';

export interface Lookups {
  departments: Map<string, number>;
  brands: Map<string, number>;
  labels: Map<string, number>;
  options: Map<string, number>;
  promoPages: Map<string, number>;
}

export const emptyLookups = (): Lookups =>
  ({ departments: new Map(), brands: new Map(), labels: new Map(), options: new Map(), promoPages: new Map() });

/** Reads the ids back from a seeded shop (used when only the catalogue is replaced). */
export async function loadLookups(db: Db): Promise<Lookups> {
  const lookups = emptyLookups();
  for (const d of await db.select({ id: departments.id, slug: departments.slug }).from(departments).where(eq(departments.shopId, SHOP_ID))) lookups.departments.set(d.slug, d.id);
  for (const b of await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(eq(brands.shopId, SHOP_ID))) lookups.brands.set(b.slug, b.id);
  for (const l of await db.select({ id: labels.id, slug: labels.slug }).from(labels).where(eq(labels.shopId, SHOP_ID))) lookups.labels.set(l.slug, l.id);
  for (const p of await db.select({ id: promoPages.id, slug: promoPages.slug }).from(promoPages).where(eq(promoPages.shopId, SHOP_ID))) lookups.promoPages.set(p.slug, p.id);
  const options = await db.select({ id: attributeOptions.id, position: attributeOptions.position, attribute: attributes.slug })
    .from(attributeOptions).innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId)).where(eq(attributes.shopId, SHOP_ID));
  // Option codes are not stored: an option is found again by its position within its attribute.
  for (const o of options) {
    const code = ATTRIBUTES.find((a) => a.slug === o.attribute)?.options[o.position]?.code;
    if (code) lookups.options.set(`${o.attribute}:${code}`, o.id);
  }
  return lookups;
}
