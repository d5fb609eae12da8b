// The router's hydration scripts (its dehydrated state) as HTML. TanStack's <Scripts> renders
// them inside a React-owned document; here React owns only #root, so they are written after it.

interface Tag {
  tag: string;
  attrs?: Record<string, string | boolean | undefined>;
  children?: string;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function tagHtml({ tag, attrs = {}, children = '' }: Tag): string {
  const attributes = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true || value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
  return `<${tag}${attributes}>${children}</${tag}>`;
}

export function renderHydrationTags(tags: { before: Tag[]; boundary: Tag } | undefined): string {
  if (!tags) return '';
  return [...tags.before, tags.boundary].map(tagHtml).join('');
}
