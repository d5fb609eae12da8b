import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/langs';

// Language prefixes of paths (docs/product/content.md#languages), the
// same rule as the server's canonical links (server/domain/page-path.ts): the shop's main
// language (Italian) has no prefix, every other language has one (/en/d, /fr/d). See
// docs/decisions/030-language-prefix.md.

/** Paths that never carry a language prefix: a prefix on them is removed by redirect. */
export const NON_MULTILANGUAGE_PATHS = ['/signin', '/404'] as const;

let mainLang: Lang = DEFAULT_LANG;

/** The language whose paths carry no prefix: the shop's main one, told by meta/static at start. */
export function getMainLang(): Lang {
  return mainLang;
}

export function setMainLang(lang: Lang): void {
  mainLang = lang;
}

export function isLang(value: unknown, allowed: readonly string[] = LANGS): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) && allowed.includes(value);
}

/** `/en/d/bici` → `{ lang: 'en', rest: '/d/bici' }`; `/d/bici` → `{ lang: null, rest: '/d/bici' }`. */
export function splitLangPrefix(
  pathname: string,
  allowed: readonly string[] = LANGS,
): { lang: Lang | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLang(first, allowed)) return { lang: first, rest: match?.[2] ?? '/' };
  return { lang: null, rest: pathname === '' ? '/' : pathname };
}

export function isMultilanguagePath(pathWithoutLang: string): boolean {
  const clean = pathWithoutLang.replace(/\/+$/, '') || '/';
  return !(NON_MULTILANGUAGE_PATHS as readonly string[]).includes(clean);
}

/**
 * The path in a language: `localizePath('/d/bici', 'en')` → `/en/d/bici`, and `/d/bici` for the
 * main language. An already prefixed path gets its prefix replaced; /signin and /404 are returned
 * bare. Query and hash are kept.
 */
export function localizePath(path: string, lang: Lang, main: Lang = mainLang): string {
  const [, pathname = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const absolute = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const { rest } = splitLangPrefix(absolute);
  if (!isMultilanguagePath(rest) || lang === main) return `${rest}${suffix}`;
  const tail = rest === '/' ? '' : rest;
  return `/${lang}${tail}${suffix}`;
}

/** Language from the path prefix, else the stored choice, else the shop's main, else it. */
export function resolveLang(input: {
  pathLang?: string | null;
  stored?: string | null;
  main?: string | null;
  allowed?: readonly string[];
}): Lang {
  const allowed = input.allowed ?? LANGS;
  for (const candidate of [input.pathLang, input.stored, input.main]) {
    if (isLang(candidate, allowed)) return candidate;
  }
  return DEFAULT_LANG;
}

export interface LanguageOfPath {
  lang: Lang;
  /** Where to go instead, when the path's prefix is missing or is not the canonical one. */
  redirectTo: string | null;
  /** True when the path itself named the language (a choice worth storing). */
  fromPath: boolean;
}

/**
 * The language of a visited path and the redirect its prefix needs: a missing prefix is added
 * (stored choice not the main language), the main language's prefix and a prefix on /signin or
 * /404 are removed.
 */
export function languageOfPath(
  pathname: string,
  context: { allowed: readonly string[]; main: Lang; stored: string | null },
): LanguageOfPath {
  const { lang: pathLang, rest } = splitLangPrefix(pathname, context.allowed);
  const lang = resolveLang({ pathLang, stored: context.stored, main: context.main, allowed: context.allowed });
  if (pathLang) {
    const canonical = localizePath(rest, pathLang, context.main);
    // A trailing slash is not a different page (/en/ is /en): redirecting on it alone would
    // bounce between the two forms, since the router keeps the slash of the visited path.
    const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
    const samePage = withoutSlash(canonical) === withoutSlash(pathname);
    return { lang, fromPath: true, redirectTo: samePage ? null : canonical };
  }
  if (!isMultilanguagePath(pathname)) return { lang, fromPath: false, redirectTo: null };
  // The path has no (allowed) prefix, so it is added as is: `/de/d` with `de` not allowed stays
  // an unknown path and ends on /404.
  if (lang === context.main) return { lang, fromPath: false, redirectTo: null };
  return { lang, fromPath: false, redirectTo: `/${lang}${pathname === '/' ? '' : pathname}` };
}
