// The size guide drawer's tables (docs/product/catalogue.md#size-guide) and when the clothing one applies.

/** The clothing department's slug in the catalogue (server/db/seed/data/departments-gear.ts). */
export const CLOTHING_DEPARTMENT_SLUG = 'abbigliamento';

export interface ClothingSize {
  international: string;
  italian: string;
  /** Centimetres, as ranges. */
  waist: string;
  bust: string;
  hips: string;
}

/** International size, Italian size, waist, bust, hips — exactly as docs/product/catalogue.md#size-guide gives them. */
export const CLOTHING_SIZES: readonly ClothingSize[] = [
  { international: 'XS', italian: '38', waist: '64-67', bust: '43-45', hips: '83-86' },
  { international: 'S', italian: '40', waist: '68-71', bust: '43-47', hips: '87-90' },
  { international: 'M', italian: '42', waist: '72-75', bust: '47-49', hips: '91-94' },
  { international: 'L', italian: '44', waist: '76-79', bust: '49-51', hips: '95-98' },
  { international: 'XL', italian: '46', waist: '80-83', bust: '51-53', hips: '99-102' },
];

export interface ShoeSize {
  size: string;
  /** Foot length in centimetres. */
  footCm: string;
}

export const SHOE_SIZES: readonly ShoeSize[] = [
  { size: '35', footCm: '22.02' },
  { size: '36', footCm: '22.65' },
  { size: '37', footCm: '23.30' },
  { size: '38', footCm: '23.94' },
  { size: '39', footCm: '24.54' },
  { size: '40', footCm: '25.17' },
];

/**
 * A foot length written the shop's way, with a decimal comma (it-IT in every language, decision
 * 094: 22,02). Not asked of Intl.NumberFormat: the drawer renders with the product page, and a
 * page's first NumberFormat loads ICU's number data in one long call (decision 178).
 */
export function shopDecimal(value: string): string {
  return value.replace('.', ',');
}

/**
 * True when any category path (dot-separated slugs from the department down) lies under the
 * clothing department: the clothing table is shown only then.
 */
export function isClothing(categories: readonly { path: string }[], clothingSlug: string = CLOTHING_DEPARTMENT_SLUG): boolean {
  return categories.some((category) => category.path.split('.')[0] === clothingSlug);
}
