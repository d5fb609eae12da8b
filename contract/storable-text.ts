// Text PostgreSQL can store: no NUL character (its text type refuses it) and no lone UTF-16
// surrogate (not UTF-8, which the database speaks). One rule for every string a request carries,
// keys included, checked before any work (docs/decisions/196-storable-text.md).

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** A value met by the walk: `key` is its object key (checked as text too) or array index, `parent` its container's step. */
interface Step { value: unknown; key: string | null; keyIsText: boolean; parent: Step | null }

const dottedPath = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The dotted path of the first string in a JSON value (key or value) that is not storable; null
 * when all are. Depth first, in order, as a recursive walk would go, but with a stack of its own:
 * a request body's nesting must not reach the call stack (docs/decisions/220-json-depth.md), and
 * each value keeps its parent, so a path is joined only for the string found.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: Step[] = [{ value, key: null, keyIsText: false, parent: null }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if (step.keyIsText && !isStorableText(step.key!)) return dottedPath(step);
    const inner = step.value;
    if (typeof inner === 'string') {
      if (!isStorableText(inner)) return dottedPath(step);
    } else if (Array.isArray(inner)) {
      for (let i = inner.length - 1; i >= 0; i -= 1) stack.push({ value: inner[i], key: String(i), keyIsText: false, parent: step });
    } else if (inner !== null && typeof inner === 'object') {
      const entries = Object.entries(inner);
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ value: entries[i]![1], key: entries[i]![0], keyIsText: true, parent: step });
    }
  }
  return null;
}

export const UNSTORABLE_TEXT_MESSAGE = 'text with a NUL character or a lone surrogate, which cannot be stored';
