/** The brand line of the default title (storefront.md §9). */
export const BRAND_LINE = 'Bikes & Components';

/**
 * storefront.md §9: the default title is the shop's name followed by 'Bikes & Components'; a
 * title without a '|' gets ' | ' and the shop's name appended.
 */
export function pageTitle(title: string | undefined, shopName: string): string {
  const text = title?.trim() ?? '';
  if (text === '') return `${shopName} | ${BRAND_LINE}`;
  return text.includes('|') ? text : `${text} | ${shopName}`;
}
