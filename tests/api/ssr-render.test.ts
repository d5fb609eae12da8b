// The server-render bundle runs in plain Node (no window, document, localStorage, IndexedDB): a
// module of the app touching one at import or during a render breaks this test, not the shop.
import { describe, expect, it } from 'vitest';
import type { Article, CatalogueResult } from '../../contract/catalogue.js';
import { ORIGIN, ssrBundleSuite } from './ssr-bundle.js';

/** Text as React writes it into HTML. */
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const ssr = ssrBundleSuite(40);

describe('the server-render bundle in Node', () => {
  it('loads without browser globals', () => {
    for (const name of ['window', 'document', 'localStorage', 'indexedDB', 'sessionStorage']) {
      expect(name in globalThis, name).toBe(false);
    }
    expect(typeof ssr.render).toBe('function');
  });

  it('renders home, a listing and a product without throwing', async () => {
    const listing = await ssr.reader.get<CatalogueResult>('catalogs/departments', { query: { lang: 'it' } });
    const slug = listing.docs[0]!.slug;
    const article = await ssr.reader.get<Article>(`catalogs/articles/${slug}`, { query: { lang: 'it' } });
    const department = article.categories[0]!.slug;
    for (const [url, expected] of [['/', '<main'], [`/d/${department}`, listing.docs.length > 0 ? '<main' : ''], [`/p/${slug}`, article.name]] as const) {
      const result = await ssr.render({ url, origin: ORIGIN, reader: ssr.reader });
      expect(result.kind, url).toBe('html');
      if (result.kind !== 'html') continue;
      expect(result.status, url).toBe(200);
      expect(result.body, url).toContain(expected);
      // React fell back to client rendering if anything suspended or threw during the render.
      expect(result.body, url).not.toContain('Switched to client rendering');
    }
  });

  it("gives the home page the company and the web site with a search box bound to the live search", async () => {
    const result = await ssr.render({ url: '/en', origin: ORIGIN, reader: ssr.reader });
    if (result.kind !== 'html') throw new Error(`home rendered as ${result.kind}`);
    const items = [...result.head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const shop = await ssr.reader.get<{ name: string; company: { legalName: string; vatNumber: string; city: string } }>('shop', { query: { lang: 'en' } });
    const organization = items.find((item) => item['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org', name: shop.name, legalName: shop.company.legalName, vatID: shop.company.vatNumber,
      address: { '@type': 'PostalAddress', addressLocality: shop.company.city },
    });
    const webSite = items.find((item) => item['@type'] === 'WebSite');
    expect(webSite).toMatchObject({
      url: `${ORIGIN}/en`, inLanguage: 'en', publisher: { '@id': organization!['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/en?cerca={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('keeps each page in its own language when renders run at the same time', async () => {
    const listing = await ssr.reader.get<CatalogueResult>('catalogs/departments', { query: { lang: 'it' } });
    const slug = listing.docs[0]!.slug;
    const langs = ['it', 'en', 'fr', 'es', 'de', 'en', 'it'] as const;
    const names = await Promise.all(langs.map((lang) => ssr.reader.get<Article>(`catalogs/articles/${slug}`, { query: { lang } }).then((a) => a.name)));
    const pages = await Promise.all(langs.map((lang) => ssr.render({ url: lang === 'it' ? `/p/${slug}` : `/${lang}/p/${slug}`, origin: ORIGIN, reader: ssr.reader })));
    pages.forEach((result, index) => {
      expect(result.kind).toBe('html');
      if (result.kind !== 'html') return;
      expect(result.lang).toBe(langs[index]);
      expect(result.body).toContain(asHtmlText(names[index]!));
    });
  });

  it('refuses reads a public page must not make on the server (the visitor\'s cart)', async () => {
    await expect(ssr.reader.get('checkout/ss')).rejects.toMatchObject({ statusCode: 501 });
  });
});
