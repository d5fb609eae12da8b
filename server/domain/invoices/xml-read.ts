// Reading an issued FatturaPA file back (docs/decisions/247-invoice-copy-and-export.md): the
// customer's copy is made from the XML that was issued, so it never says what the invoice does not.
// The shop writes these files itself (xml.ts): elements and text, no DTD; this reader takes any
// well-formed document of that kind (comments, CDATA, processing instructions skipped or read),
// drops namespace prefixes, and throws on what it cannot read rather than guessing.

export interface XmlElement {
  /** The local name: `p:FatturaElettronica` is `FatturaElettronica`. */
  name: string;
  children: XmlElement[];
  /** The element's own text, entities decoded (its children's text not included). */
  text: string;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = NAMED[ref];
    if (named === undefined) throw new Error(`unknown XML entity ${whole}`);
    return named;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/** The document's root element. */
export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  const fail = (why: string): never => { throw new Error(`not a readable XML document: ${why} at ${at}`); };
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const text = xml.slice(at, open < 0 ? xml.length : open);
    if (stack.length > 0) stack[stack.length - 1]!.text += decode(text);
    else if (text.trim() !== '') fail('text outside the root');
    if (open < 0) break;
    at = open;
    if (xml.startsWith('<?', at)) { at = xml.indexOf('?>', at) + 2; if (at < 2) fail('an unclosed <?'); continue; }
    if (xml.startsWith('<!--', at)) { at = xml.indexOf('-->', at) + 3; if (at < 3) fail('an unclosed comment'); continue; }
    if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at);
      if (end < 0 || stack.length === 0) fail('a CDATA section out of place');
      stack[stack.length - 1]!.text += xml.slice(at + 9, end);
      at = end + 3;
      continue;
    }
    if (xml.startsWith('<!', at)) fail('a declaration');
    const close = xml.indexOf('>', at);
    if (close < 0) fail('an unclosed tag');
    const tag = xml.slice(at + 1, close);
    at = close + 1;
    if (tag.startsWith('/')) {
      const name = localName(tag.slice(1).trim());
      const done = stack.pop();
      if (!done || done.name !== name) fail(`a closing </${name}> not matching`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = /^[^\s/>]+/.exec(tag)?.[0];
    if (!name) fail('a tag with no name');
    const element: XmlElement = { name: localName(name!), children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root) fail('a second root');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (!root || stack.length > 0) fail('an unfinished document');
  return root!;
}

/** The first descendant reached by `path` (child names), or undefined. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = element;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

/** Every child of `element` named `name`. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The trimmed text at `path`, or undefined when there is no such element. */
export const textAt = (element: XmlElement | undefined, ...path: string[]): string | undefined => {
  const found = child(element, ...path);
  return found === undefined ? undefined : found.text.trim();
};
