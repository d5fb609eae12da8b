// Reads a page path as the browser shows it: an optional language prefix, then the route's
// segments. Query string, hash and trailing slashes do not change the page.
import type { Lang } from '../../contract/i18n-text.js';

export interface PagePath {
  lang: Lang;
  /** Decoded segments after the language prefix. */
  segments: string[];
}

/** undefined when the path cannot be decoded (broken percent-encoding). */
export function parsePagePath(fullPath: string, allowed: readonly Lang[], main: Lang): PagePath | undefined {
  const path = fullPath.split(/[?#]/, 1)[0] ?? '';
  let segments: string[];
  try {
    segments = path.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  const first = segments[0] as Lang | undefined;
  if (first && allowed.includes(first)) return { lang: first, segments: segments.slice(1) };
  return { lang: main, segments };
}

/** Paths that never carry a language prefix (the PWA's NON_MULTILANGUAGE_PATHS). */
const NON_MULTILANGUAGE = new Set(['signin', '404']);

/**
 * The page's address in a language: the shop's main language has no prefix, every other one has
 * (`/d/strada`, `/en/d/strada`); /signin and /404 never have one. The PWA routes the same way
 * (src/lib/lang-path.ts, decision 030).
 */
export function localizedPath(segments: string[], lang: Lang, main: Lang): string {
  const bare = lang === main || (segments.length === 1 && NON_MULTILANGUAGE.has(segments[0]!));
  const parts = (bare ? segments : [lang, ...segments]).map(encodeURIComponent);
  return `/${parts.join('/')}`;
}
