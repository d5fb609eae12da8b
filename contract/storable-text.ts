// Text PostgreSQL can store: no NUL character (its text type refuses it) and no lone UTF-16
// surrogate (not UTF-8, which the database speaks). One rule for every string a request carries,
// keys included, checked before any work (docs/decisions/196-storable-text.md).

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The dotted path of the first string in a JSON value (key or value) that is not storable; null when all are. */
export function unstorableTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key].join('.');
      const found = unstorableTextPath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export const UNSTORABLE_TEXT_MESSAGE = 'text with a NUL character or a lone surrogate, which cannot be stored';
