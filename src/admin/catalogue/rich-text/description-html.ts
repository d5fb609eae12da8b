// What the description editor keeps (docs/decisions/246-the-article-page.md): paragraphs,
// headings h3 and h4, bold, italic, lists and links, nothing else. Pasted HTML, a stored
// description and the editor's own output all go through here; the shop sanitises again when it
// shows the description (src/features/product/description/description-html.ts).
import DOMPurify from 'dompurify';

export const EDITOR_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'] as const;
/** Tags other editors write for the same things, renamed on the way in. */
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', H1: 'h3', H2: 'h3', H5: 'h4', H6: 'h4', DIV: 'p' };
const BLOCKS = new Set(['P', 'H3', 'H4', 'UL', 'OL']);
/** The caret's holder in an empty bold or italic (commands.ts); never stored. */
export const CARET_MARK = '\u200b';

/** A link the shop may follow: web, mail, phone, or a place on the site itself. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}

function renamed(element: Element): Element | null {
  const name = RENAMED[element.tagName];
  if (!name) return element;
  // A div holding blocks is only a box: its blocks stay, it goes.
  if (element.tagName === 'DIV' && element.querySelector('p, div, ul, ol, h1, h2, h3, h4, h5, h6')) {
    element.replaceWith(...element.childNodes);
    return null;
  }
  const next = element.ownerDocument.createElement(name);
  while (element.firstChild) next.append(element.firstChild);
  element.replaceWith(next);
  return next;
}

/** Inline runs at the top level wrapped in paragraphs, so every text stands in a block. */
export function wrapLooseInline(root: Element | DocumentFragment): void {
  const doc = root.ownerDocument ?? document;
  let run: HTMLParagraphElement | null = null;
  for (const node of [...root.childNodes]) {
    const isBlock = node.nodeType === 1 && BLOCKS.has((node as Element).tagName);
    const blank = node.nodeType === 3 && (node.textContent ?? '').trim() === '' && !run;
    if (isBlock || blank) {
      if (blank) node.remove();
      run = null;
      continue;
    }
    if (!run) {
      run = doc.createElement('p');
      node.before(run);
    }
    run.append(node);
  }
}

/** `html` with only what the editor makes; a plain text's lines become paragraphs. */
export function cleanDescriptionHtml(html: string): string {
  const source = /<[a-z!/]/i.test(html) ? html : plainTextAsHtml(html);
  // Script and style go with their content (DOMPurify's FORBID_CONTENTS), any other tag not
  // allowed leaves its text behind.
  const fragment = DOMPurify.sanitize(source, {
    ALLOWED_TAGS: [...EDITOR_TAGS, ...Object.keys(RENAMED).map((t) => t.toLowerCase())],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of [...fragment.querySelectorAll('*')]) {
    const kept = renamed(element);
    if (kept?.tagName === 'A') {
      const href = kept!.getAttribute('href') ?? '';
      if (!isSafeHref(href)) kept!.removeAttribute('href');
    }
  }
  for (const element of [...fragment.querySelectorAll('strong, em, a, li, p, h3, h4')].reverse()) {
    const empty = (element.textContent ?? '').replaceAll(CARET_MARK, '') === '' && !element.querySelector('br');
    if (element.tagName === 'A' && !element.hasAttribute('href')) element.replaceWith(...element.childNodes);
    else if (empty) element.remove();
  }
  for (const list of [...fragment.querySelectorAll('ul, ol')]) {
    for (const child of [...list.childNodes]) if (child.nodeType !== 1 || (child as Element).tagName !== 'LI') child.remove();
    if (!list.firstChild) list.remove();
  }
  wrapLooseInline(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML.replaceAll(CARET_MARK, '');
}

function plainTextAsHtml(text: string): string {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text.split(/\n\s*\n/).filter((p) => p.trim() !== '').map((p) => `<p>${p.split('\n').map(escape).join('<br>')}</p>`).join('');
}
