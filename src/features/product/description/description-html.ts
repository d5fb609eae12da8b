import DOMPurify from 'dompurify';

// The article description (checkout-account-pages.md §2): the server's HTML, sanitised (no
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

/** The description as plain text (page meta description): tags dropped, spaces collapsed. */
export function plainText(html: string, maxLength = 160): string {
  const text = (typeof DOMParser === 'undefined' ? textWithoutDom(html) : textOfDocument(html)).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2)).trimEnd()}…`;
}

function textOfDocument(html: string): string {
  // A parsed (inert) document: nothing in it loads or runs. Blocks end with a space so that
  // paragraphs do not run into each other.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll('p, li, br, div, h1, h2, h3, h4, h5, h6, tr')) block.append(' ');
  return body.textContent ?? '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The server render has no DOM: tags dropped (blocks as spaces), common entities decoded. */
function textWithoutDom(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|li|br|div|h[1-6]|tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}
