// Sitemap documents (https://www.sitemaps.org/protocol.html) with hreflang alternates
// (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
import type { ShopLangs } from '../langs.js';
import { localizedPath } from '../page-path.js';
import type { SitemapPage } from './pages.js';

/** The protocol's limit of URLs per sitemap file; past it, a sitemap index lists the files. */
export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
/** W3C datetime to the second, in UTC. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** One sitemap URL: a page in one language. */
export interface SitemapUrl {
  page: SitemapPage;
  lang: ShopLangs['main'];
}

/** Each page in every language, main language first: pages × languages URLs. */
export function sitemapUrls(pages: SitemapPage[], langs: ShopLangs): SitemapUrl[] {
  return pages.flatMap((page) => langs.allowed.map((l) => ({ page, lang: l.value })));
}

/** The URLs cut into sitemap files of at most `perFile` each, in order. */
export function splitIntoFiles(urls: SitemapUrl[], perFile = URLS_PER_SITEMAP): SitemapUrl[][] {
  const files: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += perFile) files.push(urls.slice(start, start + perFile));
  return files;
}

/** A file's lastmod: its most recently changed page's. */
export const lastmodOfFile = (file: SitemapUrl[]) => new Date(Math.max(...file.map((url) => url.page.lastmod.getTime())));

export function urlsetXml(urls: SitemapUrl[], langs: ShopLangs, origin: string): string {
  const href = (segments: string[], lang: ShopLangs['main']) => escapeXml(`${origin}${localizedPath(segments, lang, langs.main)}`);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const { page, lang } of urls) {
    parts.push(`<url><loc>${href(page.segments, lang)}</loc><lastmod>${w3cDate(page.lastmod)}</lastmod>`);
    // Every language version names all the others and itself, and x-default the main language's.
    for (const alternate of langs.allowed) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${href(page.segments, alternate.value)}"/>`);
    }
    parts.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href(page.segments, langs.main)}"/></url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndexXml(files: { path: string; lastmod: Date }[], origin: string): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file.path}`)}</loc><lastmod>${w3cDate(file.lastmod)}</lastmod></sitemap>\n`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...entries,
    '</sitemapindex>\n',
  ].join('');
}
