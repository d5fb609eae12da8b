import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/i18n-text';

// Language prefixes of paths (checkout-account-pages.md §2 "Language and route handling").
// Every multilanguage path is canonical WITH its prefix, Italian included (/it/d, /en/d):
// see docs/decisions/030-language-prefix.md.

/** Paths that never carry a language prefix: a prefix on them is removed by redirect. */
export const NON_MULTILANGUAGE_PATHS = ['/signin', '/404'] as const;

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
 * The path in a language: `localizePath('/d/bici', 'en')` → `/en/d/bici`. An already prefixed
 * path gets its prefix replaced; non-multilanguage paths (/signin, /404) are returned bare.
 * Query and hash are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  const [, pathname = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const absolute = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const { rest } = splitLangPrefix(absolute);
  if (!isMultilanguagePath(rest)) return `${rest}${suffix}`;
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
