import DOMPurify from 'dompurify';

// The article description (docs/product/catalogue.md#product-page): the server's HTML, sanitised (no
// scripts, no event handlers) and with relative links made absolute on the site's own address.

/** A link that names a place on this site without saying which site: `/d/x`, `d/x`, `./x`, `../x`. */
export function isRelativeUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || value.startsWith('#') || value.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** `/d/x` → `${origin}/d/x`; absolute, protocol-relative and in-page (`#x`) links are kept. */
export function absoluteUrl(url: string, origin: string): string {
  if (!isRelativeUrl(url)) return url;
  return new URL(url.trim(), `${origin.replace(/\/+$/, '')}/`).href;
}

const LINKING_ATTRIBUTES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['img[src]', 'src'],
];

/**
 * Sanitised description HTML for `dangerouslySetInnerHTML`. Links leaving the site open in a new
 * tab without handing it this page (`noopener`).
 */
export function descriptionHtml(html: string, origin: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const [selector, attribute] of LINKING_ATTRIBUTES) {
    for (const element of fragment.querySelectorAll(selector)) {
      element.setAttribute(attribute, absoluteUrl(element.getAttribute(attribute) ?? '', origin));
    }
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    if (!isSameSite(link.getAttribute('href') ?? '', origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** True for http(s) links on `origin` (the ones the router can open without a page load). */
export function isSameSite(href: string, origin: string): boolean {
  try {
    const url = new URL(href, `${origin}/`);
    return url.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
