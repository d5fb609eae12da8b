/** The brand line of every title (docs/product/content.md#page-titles). */
export const BRAND_LINE = 'Bikes & Components';

/**
 * docs/product/content.md#page-titles, read as the server reads it (docs/decisions/010-meta-calls.md): the default
 * title is the shop's name followed by 'Bikes & Components'; a page title without a '|' gets
 * ' | Bikes & Components' appended, so local and server-made titles look alike.
 */
export function pageTitle(title: string | undefined, shopName: string): string {
  const text = title?.trim() ?? '';
  if (text === '') return `${shopName} | ${BRAND_LINE}`;
  return text.includes('|') ? text : `${text} | ${BRAND_LINE}`;
}
