import type { Lang } from '../../contract/langs';
import { isMultilanguagePath, localizePath, splitLangPrefix } from '../lib/lang-path';

// The document head of the current page: <html lang>, title, description, robots, canonical and
// one alternate per language plus x-default (docs/product/content.md#languages).

export interface HeadLink {
  hreflang: string;
  href: string;
}

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  canonical: string;
  alternates: HeadLink[];
  robots?: string;
}

/** Canonical URL and alternates of a (canonical) path; /signin and /404 have no alternates. */
export function pageLinks(
  pathname: string,
  opts: { origin: string; main: Lang; langs: readonly { value: Lang; hreflang: string }[] },
): { canonical: string; alternates: HeadLink[] } {
  const canonical = `${opts.origin}${pathname}`;
  const { rest } = splitLangPrefix(pathname, opts.langs.map((entry) => entry.value));
  if (!isMultilanguagePath(rest)) return { canonical, alternates: [] };
  const alternates = opts.langs.map((entry) => ({
    hreflang: entry.hreflang,
    href: `${opts.origin}${localizePath(rest, entry.value, opts.main)}`,
  }));
  alternates.push({ hreflang: 'x-default', href: `${opts.origin}${localizePath(rest, opts.main, opts.main)}` });
  return { canonical, alternates };
}

const MANAGED = 'data-page-head';

function upsertMeta(doc: Document, name: string, content: string | undefined): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.append(element);
  }
  element.content = content;
}

export function applyHead(doc: Document, head: PageHead): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  upsertMeta(doc, 'description', head.description);
  upsertMeta(doc, 'robots', head.robots);
  for (const old of doc.head.querySelectorAll(`link[${MANAGED}]`)) old.remove();
  const links = [{ rel: 'canonical', href: head.canonical }, ...head.alternates.map((a) => ({ rel: 'alternate', ...a }))];
  for (const link of links) {
    const element = doc.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if ('hreflang' in link) element.hreflang = link.hreflang;
    element.setAttribute(MANAGED, '');
    doc.head.append(element);
  }
}
