// The description editor's commands, on the DOM range the staff selected inside the editor's
// root (docs/decisions/246-the-article-page.md). document.execCommand is deprecated and writes
// what each browser likes (<b>, <div>, style attributes); these write only what
// description-html.ts keeps. Each returns the range to select after it.
import { CARET_MARK } from './description-html';

export type InlineTag = 'strong' | 'em';
export type BlockTag = 'p' | 'h3' | 'h4';
export type ListTag = 'ul' | 'ol';

const TEXT_BLOCKS = new Set(['P', 'H3', 'H4', 'LI']);

/** The nearest ancestor of `node` (itself included) with tag `tag`, inside `root`. */
export function closestIn(root: Element, node: Node | null, tag: string): Element | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nodeType === 1 && (at as Element).tagName === tag.toUpperCase()) return at as Element;
  }
  return null;
}

/** The paragraphs, headings and list items the range touches, in document order. */
export function blocksIn(root: Element, range: Range): Element[] {
  const all = [...root.querySelectorAll('p, h3, h4, li')].filter((b) => !b.querySelector('p, h3, h4, li'));
  const touched = all.filter((block) => range.intersectsNode(block));
  if (touched.length > 0) return touched;
  const start = closestTextBlock(root, range.startContainer);
  return start ? [start] : [];
}

function closestTextBlock(root: Element, node: Node | null): Element | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nodeType === 1 && TEXT_BLOCKS.has((at as Element).tagName)) return at as Element;
  }
  return null;
}

/** The part of `range` inside `block`. */
function partIn(block: Element, range: Range): Range {
  const part = block.ownerDocument.createRange();
  part.selectNodeContents(block);
  if (block.contains(range.startContainer)) part.setStart(range.startContainer, range.startOffset);
  if (block.contains(range.endContainer)) part.setEnd(range.endContainer, range.endOffset);
  return part;
}

const textNodesIn = (root: Element, range: Range): Text[] => {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').replaceAll(CARET_MARK, '') !== '' && range.intersectsNode(node)) out.push(node as Text);
  }
  return out;
};

/** True when all the selected text is already in `tag` (the toolbar button shows it pressed). */
export function isInlineActive(root: Element, range: Range, tag: InlineTag | 'a'): boolean {
  if (range.collapsed) return closestIn(root, range.startContainer, tag) !== null;
  const texts = textNodesIn(root, range);
  return texts.length > 0 && texts.every((text) => closestIn(root, text, tag) !== null);
}

const unwrap = (element: Element) => element.replaceWith(...element.childNodes);

function unwrapAllIn(node: ParentNode, tag: string) {
  for (const inner of [...node.querySelectorAll(tag)]) unwrap(inner);
}

/** Wraps the range's content in a new `tag` element (any same tag inside it goes). */
function wrapPart(part: Range, make: () => Element): Element {
  const content = part.extractContents();
  unwrapAllIn(content, make().tagName.toLowerCase());
  const wrapper = make();
  wrapper.append(content);
  part.insertNode(wrapper);
  return wrapper;
}

/** Takes the range's content out of `tag`, splitting the element around it. */
function unwrapPart(root: Element, part: Range, tag: string): Node[] {
  const content = part.extractContents();
  unwrapAllIn(content, tag);
  const nodes = [...content.childNodes];
  const holder = closestIn(root, part.startContainer, tag);
  if (!holder) {
    part.insertNode(content);
    return nodes;
  }
  const tail = root.ownerDocument.createRange();
  tail.setStart(part.startContainer, part.startOffset);
  tail.setEndAfter(holder);
  const after = tail.extractContents();
  holder.after(content, after);
  for (const element of [holder, ...nodes.filter((n) => n.nodeType === 1)]) {
    if (element.parentNode && (element.textContent ?? '') === '' && element.nodeType === 1 && (element as Element).tagName === tag.toUpperCase()) (element as Element).remove();
  }
  const next = holder.parentNode ? holder.nextSibling : null;
  if (next && next.nodeType === 1 && (next as Element).tagName === tag.toUpperCase() && (next.textContent ?? '') === '') (next as Element).remove();
  return nodes;
}

function rangeAround(nodes: Node[], doc: Document): Range {
  const range = doc.createRange();
  const alive = nodes.filter((n) => n.parentNode);
  if (alive.length === 0) return range;
  range.setStartBefore(alive[0]!);
  range.setEndAfter(alive[alive.length - 1]!);
  return range;
}

/** Bold or italic on the selection, or off when it all is already. */
export function toggleInline(root: Element, range: Range, tag: InlineTag): Range {
  const doc = root.ownerDocument;
  if (range.collapsed) {
    const holder = closestIn(root, range.startContainer, tag);
    // An empty mark the caret sits in: typing goes into it (the mark is dropped when stored).
    if (holder && (holder.textContent ?? '').replaceAll(CARET_MARK, '') === '') {
      const caret = doc.createRange();
      caret.setStartAfter(holder);
      holder.remove();
      return caret;
    }
    const mark = doc.createElement(tag);
    mark.textContent = CARET_MARK;
    range.insertNode(mark);
    const caret = doc.createRange();
    caret.setStart(mark.firstChild!, 1);
    return caret;
  }
  const active = isInlineActive(root, range, tag);
  const parts = blocksIn(root, range).map((block) => partIn(block, range));
  const touched: Node[] = [];
  for (const part of parts) {
    if (part.collapsed) continue;
    if (active) touched.push(...unwrapPart(root, part, tag));
    else touched.push(wrapPart(part, () => doc.createElement(tag)));
  }
  root.normalize();
  return rangeAround(touched, doc);
}

/** The blocks the range touches become paragraphs or headings (list items stay items). */
export function setBlock(root: Element, range: Range, tag: BlockTag): Range {
  const doc = root.ownerDocument;
  const made: Element[] = [];
  for (const block of blocksIn(root, range)) {
    if (block.tagName === 'LI' || block.tagName === tag.toUpperCase()) {
      made.push(block);
      continue;
    }
    const next = doc.createElement(tag);
    next.append(...block.childNodes);
    block.replaceWith(next);
    made.push(next);
  }
  const after = doc.createRange();
  if (made.length > 0) {
    after.selectNodeContents(made[0]!);
    after.setEnd(made[made.length - 1]!, made[made.length - 1]!.childNodes.length);
  }
  return after;
}

/**
 * The blocks the range touches become a list of `tag`; when they all are already items of such a
 * list, they become paragraphs again, the list split around them.
 */
export function toggleList(root: Element, range: Range, tag: ListTag): Range {
  const doc = root.ownerDocument;
  const blocks = blocksIn(root, range);
  const inList = (b: Element) => b.tagName === 'LI' && b.parentElement?.tagName === tag.toUpperCase();
  const made: Element[] = [];
  if (blocks.length > 0 && blocks.every(inList)) {
    const chosen = new Set(blocks);
    for (const list of new Set(blocks.map((b) => b.parentElement!))) {
      const pieces: Element[] = [];
      let run: Element | null = null;
      for (const item of [...list.children]) {
        if (chosen.has(item)) {
          const p = doc.createElement('p');
          p.append(...item.childNodes);
          pieces.push(p);
          made.push(p);
          run = null;
        } else {
          if (!run) pieces.push(run = doc.createElement(tag));
          run.append(item);
        }
      }
      list.replaceWith(...pieces);
    }
  } else {
    let list: Element | null = null;
    for (const block of blocks) {
      if (block.tagName === 'LI') {
        // An item of the other kind of list: its whole list changes kind.
        const old = block.parentElement!;
        if (old.tagName !== tag.toUpperCase()) {
          const other = doc.createElement(tag);
          other.append(...old.childNodes);
          old.replaceWith(other);
        }
        made.push(block);
        list = null;
        continue;
      }
      const item = doc.createElement('li');
      item.append(...block.childNodes);
      if (!list || list.nextSibling !== block) {
        list = doc.createElement(tag);
        block.before(list);
      }
      list.append(item);
      block.remove();
      made.push(item);
    }
  }
  const after = doc.createRange();
  if (made.length > 0) {
    after.selectNodeContents(made[0]!);
    after.setEnd(made[made.length - 1]!, made[made.length - 1]!.childNodes.length);
  }
  return after;
}

/** The one link the range is in, or whose text it selects whole. */
export function linkOf(root: Element, range: Range): Element | null {
  const around = closestIn(root, range.commonAncestorContainer, 'a');
  if (around || range.collapsed) return around;
  const links = new Set(textNodesIn(root, range).map((text) => closestIn(root, text, 'a')));
  const [only] = links;
  return links.size === 1 && only ? only : null;
}

/**
 * A link to `href` on the selection; with nothing selected, inside a link: that link's address
 * changes; elsewhere: the address itself is written, as a link.
 */
export function setLink(root: Element, range: Range, href: string): Range {
  const doc = root.ownerDocument;
  const existing = linkOf(root, range);
  if (existing) {
    existing.setAttribute('href', href);
    return rangeAround([existing], doc);
  }
  const make = () => {
    const a = doc.createElement('a');
    a.setAttribute('href', href);
    return a;
  };
  if (range.collapsed) {
    const a = make();
    a.textContent = href;
    if (!closestTextBlock(root, range.startContainer)) {
      const p = doc.createElement('p');
      p.append(a);
      root.append(p);
    } else range.insertNode(a);
    return rangeAround([a], doc);
  }
  const made = blocksIn(root, range).map((block) => partIn(block, range)).filter((part) => !part.collapsed)
    .map((part) => wrapPart(part, make));
  root.normalize();
  return rangeAround(made, doc);
}

/** The link the range is in (or the links it touches) no longer a link; the text stays. */
export function removeLink(root: Element, range: Range): Range {
  const links = [...root.querySelectorAll('a')].filter((a) => range.intersectsNode(a) || a.contains(range.startContainer));
  const texts = links.flatMap((a) => [...a.childNodes]);
  for (const a of links) unwrap(a);
  root.normalize();
  return rangeAround(texts.filter((n) => n.parentNode), root.ownerDocument);
}
