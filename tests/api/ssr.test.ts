// Server-rendered public pages (docs/decisions/080-ssr.md, 081-ssr-page-cache.md) from the
// built bundles (`npm run build` writes dist/ and dist-server/), on a seeded database.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, CatalogueResult } from '../../contract/catalogue.js';
import { PUBLIC_URL, startTestApi, type TestApi } from './harness.js';

const DIST = resolve('dist');
const BUNDLE = resolve('dist-server/entry-server.js');

let api: TestApi;
let article: Article;

const page = (path: string, headers: Record<string, string> = {}) =>
  api.fetch(path, { headers: { accept: 'text/html,application/xhtml+xml', ...headers }, redirect: 'manual' });
const apiGet = async <T>(path: string) =>
  (await (await api.fetch(`/v1/${path}`, { headers: { 'x-shop-id': 'raggio' } })).json()) as T;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

beforeAll(async () => {
  if (!existsSync(BUNDLE) || !existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('The server-render bundle is missing: run `npm run build` first.');
  }
  api = await startTestApi({ distDir: DIST });
  const listing = await apiGet<CatalogueResult>('catalogs/departments?lang=it');
  const card = listing.docs.find((c) => c.grade === 'simple' && c.available)!;
  article = await apiGet<Article>(`catalogs/articles/${card.slug}?lang=it`);
});
afterAll(async () => {
  await api?.close();
});

describe('server-rendered product pages', () => {
  it('renders the Italian product page with its data, head and JSON-LD', async () => {
    const res = await page(`/p/${article.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="it"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${article.name}</h1>`));
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/p/${article.slug}"`);
    expect(html).toContain(`hreflang="x-default"`);
    expect(html).toContain(`href="${PUBLIC_URL}/en/p/${article.slug}"`);
    const product = jsonLd(html).find((item) => item['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string } };
    expect(product.name).toBe(article.name);
    expect(product.offers).toMatchObject({ priceCurrency: 'EUR', price: ((article.prices.discounted ?? article.prices.gross) / 100).toFixed(2) });
    // The router's state for hydration follows the app.
    expect(html).toMatch(/<div id="root">.+<\/div><script[^>]*>.*\$_TSR/s);
  });

  it('renders the English page in English', async () => {
    const english = await apiGet<Article>(`catalogs/articles/${article.slug}?lang=en`);
    const res = await page(`/en/p/${article.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${english.name}</h1>`));
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/en/p/${article.slug}"`);
  });

  it('answers an unknown product with the 404 page and a 404 status', async () => {
    const res = await page('/p/no-such-product-here');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`history.replaceState(history.state,'',"/404")`);
  });

  it('answers a path no route knows with the 404 page and a 404 status, in the language it names', async () => {
    const res = await page('/en/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Page not found');
    // The client stores the named language, as its router would have on /en/…
    expect(html).toContain(`localStorage.setItem('lang',"en")`);
    expect(html).toContain(`history.replaceState(history.state,'',"/404")`);
    const bare = await page('/foo');
    expect(bare.status).toBe(404);
    const bareHtml = await bare.text();
    expect(bareHtml).toContain('<title>Pagina non trovata');
    expect(bareHtml).not.toContain('localStorage.setItem');
  });

  it('gives a promo page its breadcrumb JSON-LD and preloads its largest picture', async () => {
    const promo = await apiGet<{ label: string; cover?: { url: string }; articles: { img: { url: string } | null }[] }>('pages_promos/black-friday?lang=it');
    const res = await page('/l/black-friday');
    expect(res.status).toBe(200);
    const html = await res.text();
    const crumbs = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', promo.label]);
    expect(crumbs.itemListElement.at(-1)?.item).toBe(`${PUBLIC_URL}/l/black-friday`);
    const lead = promo.cover ?? promo.articles[0]!.img!;
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*imagesrcset="${lead.url}/[^>]*fetchpriority="high"`));
  });

  it('removes the main language prefix with a redirect', async () => {
    const res = await page(`/it/p/${article.slug}`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`/p/${article.slug}`);
  });

  it('keeps private pages on the client shell', async () => {
    const html = await (await page('/carrello')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('$_TSR');
  });

  it('opens public pages in the visitor\'s browsing context group, private pages in their own', async () => {
    for (const path of [`/p/${article.slug}`, '/d/bici', `/it/p/${article.slug}`, '/p/no-such-article']) {
      expect((await page(path)).headers.get('cross-origin-opener-policy'), path).toBe('unsafe-none');
    }
    expect((await page('/carrello')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('sends the document headers with every page, rendered or shell, and only the answer headers with JSON (decision 186)', async () => {
    for (const path of [`/p/${article.slug}`, '/d/bici', '/carrello']) {
      const headers = (await page(path)).headers;
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
    const json = (await api.fetch('/v1/shop', { headers: { 'x-shop-id': 'raggio' } })).headers;
    expect(json.get('x-content-type-options')).toBe('nosniff');
    expect(json.get('x-frame-options')).toBe('DENY');
    expect(json.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(json.has('permissions-policy')).toBe(false);
    expect(json.has('cross-origin-opener-policy')).toBe(false);
  });
});

describe('the rendered page cache', () => {
  it('answers a repeated view with the same ETag, and a matching If-None-Match with 304', async () => {
    const path = `/d?mnkfltsort=price_asc`;
    const first = await page(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const body = await first.text();
    const second = await page(path);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);
    // A browser's view: the same page, compressed (fetch decodes it), the same validator.
    const compressed = await page(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(compressed.headers.get('etag')).toBe(etag);
    expect(compressed.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await compressed.text()).toBe(body);
    const revalidated = await page(path, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // Another search is another page.
    const other = await page('/d?mnkfltsort=price_desc');
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers the 404 page in full even to its own ETag: preconditions hold for 2xx answers only (RFC 9110 §13.2.1)', async () => {
    const path = '/p/no-such-article';
    const first = await page(path);
    expect(first.status).toBe(404);
    const body = await first.text();
    for (let view = 0; view < 2; view++) {
      const again = await page(path, { 'if-none-match': first.headers.get('etag')! });
      expect(again.status).toBe(404);
      expect(await again.text()).toBe(body);
    }
  });
});
