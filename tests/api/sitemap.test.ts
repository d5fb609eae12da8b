// GET /sitemap.xml and /robots.txt (docs/product/content.md): what a search engine reads to find the shop's
// public pages in every language, and what it must leave alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { articles } from '../../server/db/schema.js';
import { INFORMATION_PAGES, type SitemapPage } from '../../server/domain/sitemap/pages.js';
import { lastmodOfFile, sitemapIndexXml, sitemapUrls, splitIntoFiles, URLS_PER_SITEMAP, urlsetXml } from '../../server/domain/sitemap/xml.js';
import { PUBLIC_URL, startTestApi, type TestApi } from './harness.js';

const schemaFile = (name: string) => ({ fileName: name, contents: readFileSync(fileURLToPath(new URL(`./schemas/${name}`, import.meta.url)), 'utf8') });

/** Validates against the sitemap protocol's schema (tests/api/schemas); resolves to the errors. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [schemaFile('sitemap.xsd')],
    preload: [schemaFile('xhtml-link.xsd')],
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const LANGS = ['it', 'en', 'fr', 'es', 'de'];
const inLang = (path: string, lang: string) => `${PUBLIC_URL}${lang === 'it' ? '' : `/${lang}`}${path === '/' && lang !== 'it' ? '' : path}`;

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

describe('GET /sitemap.xml', () => {
  let xml: string;
  beforeAll(async () => {
    const res = await api.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = await res.text();
  });

  it("is valid against the sitemap protocol's schema", async () => {
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('lists every product in every language, with the time it last changed', async () => {
    const products = await api.db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles);
    expect(products.length).toBeGreaterThan(0);
    const listed = new Set(locs(xml));
    for (const product of products) {
      for (const lang of LANGS) expect(listed).toContain(inLang(`/p/${encodeURIComponent(product.slug)}`, lang));
    }
    const first = products[0]!;
    const entry = new RegExp(`<loc>${inLang(`/p/${first.slug}`, 'en')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
    expect(new Date(entry![1]!).getTime()).toBe(Math.floor(first.updatedAt.getTime() / 1000) * 1000);
  });

  it('lists home, the shop, department listings and the support page in each language', () => {
    const listed = new Set(locs(xml));
    for (const lang of LANGS) {
      for (const path of ['/', '/d', '/d/bici', '/assistenza', ...INFORMATION_PAGES.map((name) => `/${name}`)]) expect(listed).toContain(inLang(path, lang));
    }
  });

  it('names every language version of a page, and the Italian one as x-default', () => {
    const entry = /<url><loc>http:\/\/shop\.test\/en\/d\/bici<\/loc>.*?<\/url>/.exec(xml)![0];
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['it-IT', `${PUBLIC_URL}/d/bici`], ['en', `${PUBLIC_URL}/en/d/bici`], ['fr-FR', `${PUBLIC_URL}/fr/d/bici`],
      ['es-ES', `${PUBLIC_URL}/es/d/bici`], ['de-DE', `${PUBLIC_URL}/de/d/bici`], ['x-default', `${PUBLIC_URL}/d/bici`],
    ]);
  });

  it('leaves out private pages', () => {
    for (const loc of locs(xml)) {
      expect(loc).not.toMatch(/\/(carrello|checkout|me|signin|recupero-password|404)(\/|$)/);
    }
  });

  it('answers 404 for a numbered sitemap file while one file holds every URL', async () => {
    expect((await api.fetch('/sitemap-1.xml')).status).toBe(404);
  });
});

describe('a sitemap past 50 000 URLs', () => {
  const langs = { allowed: [{ value: 'it' as const, hreflang: 'it-IT', label: 'Italiano' }, { value: 'en' as const, hreflang: 'en-GB', label: 'English' }], main: 'it' as const };
  const pages: SitemapPage[] = Array.from({ length: URLS_PER_SITEMAP / 2 + 1 }, (_, i) => ({ segments: ['p', `bici-${i}`], lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 28))) }));

  it('is cut into files of at most 50 000 URLs, listed by a valid sitemap index', async () => {
    const files = splitIntoFiles(sitemapUrls(pages, langs));
    expect(files.map((file) => file.length)).toEqual([URLS_PER_SITEMAP, 2]);
    // The second file holds the last page in both languages.
    expect(files[1]!.map((url) => [url.page.segments[1], url.lang])).toEqual([[`bici-${URLS_PER_SITEMAP / 2}`, 'it'], [`bici-${URLS_PER_SITEMAP / 2}`, 'en']]);
    const index = sitemapIndexXml(files.map((file, i) => ({ path: `/sitemap-${i + 1}.xml`, lastmod: lastmodOfFile(file) })), PUBLIC_URL);
    expect(await schemaErrors(index)).toEqual([]);
    expect(locs(index)).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
    expect(index).toContain('<lastmod>2026-01-28T00:00:00Z</lastmod>');
    expect(await schemaErrors(urlsetXml(files[1]!, langs, PUBLIC_URL))).toEqual([]);
  });

  it('is refused by the schema when one file holds more than 50 000 URLs', async () => {
    const tooMany = urlsetXml(sitemapUrls(pages, langs), langs, PUBLIC_URL);
    expect((await schemaErrors(tooMany)).join('\n')).toMatch(/url/);
  });
});

describe('GET /robots.txt', () => {
  let robots: ReturnType<typeof robotsParser>;
  beforeAll(async () => {
    const res = await api.fetch('/robots.txt');
    expect(res.status).toBe(200);
    robots = robotsParser(`${PUBLIC_URL}/robots.txt`, await res.text());
  });

  it('names the sitemap at the shop address', () => {
    expect(robots.getSitemaps()).toEqual([`${PUBLIC_URL}/sitemap.xml`]);
  });

  it('keeps crawlers out of the cart, checkout, personal area, sign-in, recovery and the API, in every language', () => {
    for (const lang of LANGS) {
      for (const path of ['/carrello', '/checkout/indirizzi', '/me', '/me/addresses', '/recupero-password/abc']) {
        expect(robots.isDisallowed(inLang(path, lang), 'Googlebot')).toBe(true);
      }
    }
    expect(robots.isDisallowed(`${PUBLIC_URL}/signin`, 'Googlebot')).toBe(true);
    expect(robots.isDisallowed(`${PUBLIC_URL}/v1/shop`, 'Googlebot')).toBe(true);
  });

  it('lets crawlers read the public pages and images, /metodi-di-pagamento included', () => {
    for (const path of ['/', '/d/bici', '/en/p/any', '/metodi-di-pagamento', '/en/metodi-di-spedizione', '/img/x.webp', '/assistenza']) {
      expect(robots.isAllowed(`${PUBLIC_URL}${path}`, 'Googlebot')).toBe(true);
    }
  });
});
