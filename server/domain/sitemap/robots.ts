// robots.txt (docs/product/content.md): crawlers may read every public page and image, not the API, nor the
// per-visitor pages in any language; the sitemap is named with the shop's public address.
import type { ShopLangs } from '../langs.js';

/**
 * Pages that are one visitor's own: cart, checkout, personal area, sign-in, password recovery.
 * Rules match by prefix (RFC 9309), and /metodi-di-pagamento starts with /me: the personal area
 * is named exactly, below itself and with a query ('$' ends a pattern).
 */
export const PRIVATE_PAGE_RULES = ['/carrello', '/checkout', '/me$', '/me/', '/me?', '/signin', '/recupero-password'] as const;

export function robotsTxt(langs: ShopLangs, origin: string): string {
  const prefixes = ['', ...langs.allowed.filter((l) => l.value !== langs.main).map((l) => `/${l.value}`)];
  const disallowed = prefixes.flatMap((prefix) => PRIVATE_PAGE_RULES.map((rule) => `Disallow: ${prefix}${rule}`));
  return ['User-agent: *', 'Allow: /', 'Disallow: /v1/', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
