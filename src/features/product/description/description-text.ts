// Its own file, without DOMPurify: the product route's loader (loaded with the app) needs only
// this, and DOMPurify belongs to the product page's chunk (decision 084).

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
