// Its own file, without DOMPurify: the product route's loader (loaded with the app) needs only
// this, and DOMPurify belongs to the product page's chunk (decision 084).

/** The description as plain text (page meta description): tags dropped, spaces collapsed. */
export function plainText(html: string, maxLength = 160): string {
  // A parsed (inert) document: nothing in it loads or runs. Blocks end with a space so that
  // paragraphs do not run into each other.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll('p, li, br, div, h1, h2, h3, h4, h5, h6, tr')) block.append(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2)).trimEnd()}…`;
}
