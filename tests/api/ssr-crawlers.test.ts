// Public pages for any request that takes HTML (decision 204): curl's */*, no Accept at all, and
// the link-preview bots get the server-rendered page with its title, description, Open Graph
// tags and canonical, not the empty shell; a JSON client asking a page path gets the shell, and
// both answers say Vary: Accept. Needs the built bundles (`npm run build`).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, CatalogueResult } from '../../contract/catalogue.js';
import type { PageMeta } from '../../contract/meta.js';
import { PUBLIC_URL, startTestApi, type TestApi } from './harness.js';

const DIST = resolve('dist');
const BUNDLE = resolve('dist-server/entry-server.js');

/** What each client sends (User-Agent and Accept as they do). */
const CLIENTS: Record<string, Record<string, string>> = {
  curl: { 'user-agent': 'curl/8.5.0', accept: '*/*' },
  'no Accept': { 'user-agent': 'Go-http-client/1.1' },
  facebookexternalhit: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*' },
  Twitterbot: { 'user-agent': 'Twitterbot/1.0', accept: '*/*' },
  Slackbot: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  WhatsApp: { 'user-agent': 'WhatsApp/2.23.20.0 A' },
};

let api: TestApi;
let article: Article;

const apiGet = async <T>(path: string) => (await (await api.fetch(`/v1/${path}`, { headers: { 'x-shop-id': 'raggio' } })).json()) as T;
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string | undefined) => text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

beforeAll(async () => {
  if (!existsSync(BUNDLE) || !existsSync(resolve(DIST, 'index.html'))) throw new Error('The server-render bundle is missing: run `npm run build` first.');
  api = await startTestApi({ distDir: DIST });
  const listing = await apiGet<CatalogueResult>('catalogs/departments?lang=it');
  article = await apiGet<Article>(`catalogs/articles/${listing.docs.find((c) => c.available)!.slug}?lang=it`);
});
afterAll(async () => { await api?.close(); });

describe('pages for curl and link-preview bots', () => {
  for (const [client, headers] of Object.entries(CLIENTS)) {
    it(`${client} gets the product page with its title, description, og:title and canonical, and Vary: Accept`, async () => {
      const res = await api.fetch(`/p/${article.slug}`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('vary')).toMatch(/(^|,\s*)Accept(,|$)/);
      const html = await res.text();
      const meta = await apiGet<PageMeta>(`meta?fullPath=${encodeURIComponent(`/p/${article.slug}`)}`);
      expect(decode(attr(html, /<title>([^<]*)<\/title>/))).toBe(meta.title);
      expect(decode(attr(html, /<meta name="description" content="([^"]*)"/))).toBe(meta.description);
      expect(decode(attr(html, /<meta property="og:title" content="([^"]*)"/))).toBe(meta.title);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/p/${article.slug}`);
      expect(html).toContain(article.name);
    });
  }

  it('renders the home page in English for a bot too, with the English title', async () => {
    const html = await (await api.fetch('/en', { headers: CLIENTS.Twitterbot })).text();
    expect(html).toContain('<html lang="en"');
    const meta = await apiGet<PageMeta>('meta?fullPath=%2Fen');
    expect(decode(attr(html, /<title>([^<]*)<\/title>/))).toBe(meta.title);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/en`);
  });

  it('gives a JSON client the shell, saying Vary: Accept, and leaves API calls, files and private pages as they were', async () => {
    const json = await api.fetch(`/p/${article.slug}`, { headers: { accept: 'application/json' } });
    expect(json.headers.get('vary')).toMatch(/(^|,\s*)Accept(,|$)/);
    expect(await json.text()).toContain('<div id="root"></div>');
    const call = await api.fetch('/v1/shop', { headers: { accept: '*/*', 'x-shop-id': 'raggio' } });
    expect(call.headers.get('content-type')).toContain('application/json');
    const unknown = await api.fetch('/v1/no-such-call', { headers: { accept: '*/*' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    const manifest = await api.fetch('/manifest.webmanifest', { headers: { accept: '*/*' } });
    expect(await manifest.text()).not.toContain('<html');
    // The worker's precache asks for the shell by its file name with */*: the file, not a 404 page.
    const shell = await api.fetch('/index.html', { headers: { accept: '*/*' } });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"></div>');
    // A <video> asks for its source with */* too: the promo video, not a 404 page.
    const video = await api.fetch('/media/wheel-576.webm', { headers: { accept: '*/*' } });
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(await (await api.fetch('/carrello', { headers: CLIENTS.curl })).text()).toContain('<div id="root"></div>');
  });
});

describe('the support page and the no-JavaScript message', () => {
  it('gives /assistenza its own title and description in each language, the same as GET meta', async () => {
    const titles = new Set<string>();
    for (const [path, lang] of [['/assistenza', 'it'], ['/en/assistenza', 'en'], ['/fr/assistenza', 'fr'], ['/es/assistenza', 'es'], ['/de/assistenza', 'de']] as const) {
      const html = await (await api.fetch(path, { headers: CLIENTS.curl })).text();
      const meta = await apiGet<PageMeta>(`meta?fullPath=${encodeURIComponent(path)}`);
      const title = decode(attr(html, /<title>([^<]*)<\/title>/));
      const description = decode(attr(html, /<meta name="description" content="([^"]*)"/));
      expect(title, path).toBe(meta.title);
      expect(description, path).toBe(meta.description);
      expect(html, path).toContain(`<html lang="${lang}"`);
      titles.add(title!);
    }
    expect(titles.size).toBe(5);
    const en = await apiGet<PageMeta>('meta?fullPath=%2Fen%2Fassistenza');
    expect(en.title).toMatch(/^Support \|/);
    // The shop's own words for the page (seo_pages), not the site-wide description.
    expect(en.description).toBe('Write to us about orders, returns and damaged products.');
  });

  it('says the no-JavaScript message in the page\'s language', async () => {
    const noscript = async (path: string) => attr(await (await api.fetch(path, { headers: CLIENTS.curl })).text(), /<noscript>([^<]*)<\/noscript>/);
    expect(await noscript('/')).toBe('Raggio: per usare il negozio attiva JavaScript.');
    expect(await noscript('/en')).toBe('Raggio: to use the shop, turn on JavaScript.');
    expect(await noscript('/de/assistenza')).toBe('Raggio: Um den Shop zu nutzen, aktiviere JavaScript.');
  });
});
