import type { Image } from '../../../contract/image';
import type { Shop } from '../../../contract/shop';
import type { ListingTarget } from '../../lib/catalogue-api';

/** What the hero and the page foot show of a listing, known from the shop before the list loads. */
export interface ListingSubject {
  kind: 'root' | 'department' | 'brand';
  name: string;
  /** Department narrowed to a brand: the brand's name. */
  brandName?: string;
  shortDescription?: string;
  description?: string;
  cover?: Image;
  logo?: Image;
}

/**
 * The listing's subject from the shop's departments (categories included) and brands; null when
 * the slug names neither (the route sends it to /404). `/d` is the shop root.
 */
export function listingSubject(shop: Pick<Shop, 'departments' | 'brands'>, target: ListingTarget, rootName: string): ListingSubject | null {
  if (!target.slug) return { kind: 'root', name: rootName };
  const department = shop.departments.find((d) => d.slug === target.slug);
  const brandOf = (slug: string | undefined) => shop.brands.find((b) => b.slug === slug);
  if (target.brand !== undefined) {
    const brand = brandOf(target.brand);
    if (!department || !brand) return null;
    return {
      kind: 'department', name: department.name, brandName: brand.name, shortDescription: department.shortDescription,
      description: department.description, cover: department.cover, logo: brand.logo,
    };
  }
  if (department) {
    return {
      kind: 'department', name: department.name, shortDescription: department.shortDescription,
      description: department.description, cover: department.cover,
    };
  }
  const brand = brandOf(target.slug);
  if (!brand) return null;
  return { kind: 'brand', name: brand.name, description: brand.description, cover: brand.cover, logo: brand.logo };
}

/** The value remembered under lastDep: the listing's path after /d/ (backToShopPath adds /d/). */
export function lastDepValue(target: ListingTarget): string | null {
  if (!target.slug) return null;
  return target.brand ? `${target.slug}/${target.brand}` : target.slug;
}
