// Catalogue calls and public pages asked again are answered before the app
// (docs/decisions/185-repeat-catalogue-calls-before-the-app.md, 187-repeat-page-views-before-the-app.md):
// a repeat is the app's own answer byte for byte, in every coding and for If-None-Match, in the
// language asked; a catalogue change reaches it as it reaches the app; the shop header is still
// checked; a page answers only a navigation; and each repeat is counted under its route pattern.
// Over node:http, which hands back the bytes as sent (fetch would decode them). The pages need
// the built bundles (`npm run build`), as tests/api/ssr.test.ts does.
import { existsSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema } from '../../contract/catalogue.js';
import { articles } from '../../server/db/schema.js';
import { catalogueAnswers } from '../../server/domain/catalogue/catalogue-answers.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { departmentWithDescendants } from './catalogue-fixtures.js';
import { expectError, startTestApi, type TestApi } from './harness.js';

const METRICS_TOKEN = 'scraper-secret-0123456789';
let api: TestApi;
let slug = '';
let department = '';

const DIST = resolve('dist');

beforeAll(async () => {
  if (!existsSync(resolve('dist-server/entry-server.js')) || !existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('The server-render bundle is missing: run `npm run build` first.');
  }
  api = await startTestApi({ env: { METRICS_TOKEN }, distDir: DIST });
  const [article] = await api.db.select({ slug: articles.slug }).from(articles).where(eq(articles.grade, 'simple')).limit(1);
  slug = article!.slug;
  department = (await departmentWithDescendants(api.db)).slug;
});
afterAll(async () => { await api?.close(); });

interface Sent { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** GET as sent: status, headers but the request id and date, and the undecoded bytes. */
async function sent(path: string, headers: Record<string, string> = {}): Promise<Sent> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => get(`${api.baseUrl}${path}`, { headers }, resolve).on('error', reject));
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const { 'x-request-id': _id, date: _date, ...kept } = res.headers;
  return { status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) };
}

const CODINGS = { identity: undefined, gzip: 'gzip', br: 'gzip, deflate, br, zstd' } as const;

describe('catalogue calls asked again', () => {
  it('are answered as the app answered them: article, listing and search, in every coding, and 304 on the ETag', async () => {
    const calls = [`/v1/catalogs/articles/${slug}`, `/v1/catalogs/departments/${department}?sort=price_asc`, '/v1/catalogs/articles/k/e/y/s?value=carbonio'];
    for (const path of calls) {
      for (const [name, acceptEncoding] of Object.entries(CODINGS)) {
        // Its own Accept-Language, so that the first call of each coding is the app's.
        const headers = { 'accept-language': `it-IT;q=0.9, ${name}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const first = await sent(path, headers);
        expect(first.status, `${path} ${name}`).toBe(200);
        expect(first.headers['content-encoding'], `${path} ${name}`).toBe(name === 'identity' ? undefined : name);
        expect(await sent(path, headers), `${path} ${name}`).toEqual(first);
      }
      const etag = (await sent(path)).headers.etag as string;
      const revalidate = { 'accept-language': 'it, en;q=0.1', 'if-none-match': etag };
      const notModified = await sent(path, revalidate);
      expect(notModified.status).toBe(304);
      expect(await sent(path, revalidate)).toEqual(notModified);
    }
  });

  it('answer in the language asked, by Accept-Language or ?lang=', async () => {
    const language = async (path: string, headers: Record<string, string>) => {
      const res = await api.fetch(path, { headers });
      expect(res.status).toBe(200);
      return res.headers.get('content-language');
    };
    const path = `/v1/catalogs/articles/${slug}`;
    for (let i = 0; i < 2; i++) {
      expect(await language(path, { 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
      expect(await language(path, { 'accept-language': 'it-IT,it;q=0.9' })).toBe('it');
      expect(await language(path, {})).toBe('it');
      expect(await language(`${path}?lang=de`, { 'accept-language': 'en' })).toBe('de');
    }
  });

  it('follow a catalogue change as the app does: the first call after the version moves has the new price', async () => {
    const path = `/v1/catalogs/articles/${slug}`;
    const price = async () => articleSchema.parse(await (await api.fetch(path)).json()).prices.gross;
    const before = await price();
    expect(await price()).toBe(before);
    await api.db.update(articles).set({ priceGross: before + 1000, updatedAt: new Date() }).where(eq(articles.slug, slug));
    // As after a write this process makes: the version is read again at once.
    await catalogueAnswers(api.db).changed();
    expect(await price()).toBe(before + 1000);
    expect(await price()).toBe(before + 1000);
  });

  it('still refuse a client that names another shop', async () => {
    const path = `/v1/catalogs/articles/${slug}`;
    const headers = { 'x-shop-id': 'another-shop' };
    await expectError(await api.fetch(path, { headers }), 400, 'UNKNOWN_SHOP');
    expect((await api.fetch(path, { headers: { 'x-shop-id': SHOP_ID } })).status).toBe(200);
    await expectError(await api.fetch(path, { headers }), 400, 'UNKNOWN_SHOP');
  });

  it('are each counted under the route pattern, as the app counts them', async () => {
    const count = async () => {
      const text = await (await api.fetch('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const line = text.split('\n').find((l) => l.startsWith('raggio_http_requests_total{') && l.includes('route="/v1/catalogs/articles/:id"') && l.includes('status="200"'));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await api.fetch(`/v1/catalogs/articles/${slug}`)).status).toBe(200);
    expect(await count()).toBe(before + 3);
  });
});

describe('public pages viewed again', () => {
  const NAVIGATION = 'text/html,application/xhtml+xml';

  it('are answered as the app answered them, in every coding, and 304 on the ETag', async () => {
    for (const path of [`/p/${slug}`, `/en/d/${department}?sort=price_asc`]) {
      for (const [name, acceptEncoding] of Object.entries(CODINGS)) {
        const headers = { accept: NAVIGATION, 'accept-language': `de;q=0.5, ${name}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        const first = await sent(path, headers);
        expect(first.status, `${path} ${name}`).toBe(200);
        expect(first.headers['content-type'], `${path} ${name}`).toBe('text/html; charset=UTF-8');
        expect(first.headers['content-security-policy'], `${path} ${name}`).toContain('script-src');
        expect(await sent(path, headers), `${path} ${name}`).toEqual(first);
      }
      const etag = (await sent(path, { accept: NAVIGATION })).headers.etag as string;
      const revalidate = { accept: NAVIGATION, 'accept-language': 'fr', 'if-none-match': etag };
      const notModified = await sent(path, revalidate);
      expect(notModified.status).toBe(304);
      expect(await sent(path, revalidate)).toEqual(notModified);
    }
  });

  it('answer only a request that takes HTML: the same URL asked for JSON after a view is not the page (decision 204)', async () => {
    const path = `/p/${slug}`;
    await sent(path, { accept: NAVIGATION });
    expect((await sent(path, { accept: NAVIGATION })).body.toString()).toContain('$_TSR');
    // curl's */* takes HTML: the kept page.
    expect((await sent(path, { accept: '*/*' })).body.toString()).toContain('$_TSR');
    const other = await sent(path, { accept: 'application/json' });
    expect(other.body.toString()).not.toContain('$_TSR');
  });

  it('follow a catalogue change as the app does: the first view after the version moves has the new price', async () => {
    const path = `/p/${slug}`;
    const offered = async () => {
      const html = (await sent(path, { accept: NAVIGATION })).body.toString();
      const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { price: string } })
        .find((item) => item['@type'] === 'Product');
      return Number(product?.offers?.price);
    };
    const before = await offered();
    expect(await offered()).toBe(before);
    // A price set outright (no promotion), 10 € above the one shown.
    await api.db.update(articles).set({ priceGross: Math.round(before * 100) + 1000, priceDiscounted: null, updatedAt: new Date() }).where(eq(articles.slug, slug));
    await catalogueAnswers(api.db).changed();
    expect(await offered()).toBe(before + 10);
    expect(await offered()).toBe(before + 10);
  });
});
