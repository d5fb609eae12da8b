// GET /v1/meta/static and GET /v1/meta?fullPath= (docs/decisions/010-meta-calls.md).
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaStaticSchema, pageMetaSchema } from '../../contract/meta.js';
import { articles, departments, seoPages } from '../../server/db/schema.js';
import { expectError, failingFields, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const meta = async (fullPath: string) => {
  const res = await api.fetch(`/v1/meta?fullPath=${encodeURIComponent(fullPath)}`);
  expect(res.status).toBe(200);
  return pageMetaSchema.parse(await res.json());
};

describe('GET /v1/meta/static', () => {
  it('tells the shop id, languages, image widths and the description in the asked language', async () => {
    const res = await api.fetch('/v1/meta/static?lang=en');
    expect(res.status).toBe(200);
    const body = metaStaticSchema.parse(await res.json());
    expect(body).toMatchObject({ shopId: 'raggio', apiVersion: 'v1', defaultLang: 'it', imageWidths: [88, 576, 1024, 1080, 1920] });
    expect(body.langs).toEqual(expect.arrayContaining(['it', 'en']));
    expect(body.description).toBe('High quality customised bikes and carbon components');
  });
});

describe('GET /v1/meta?fullPath=', () => {
  it('gives the home page the shop title, a prefixed canonical and every alternate', async () => {
    const home = await meta('/');
    expect(home.title).toMatch(/\| Bikes & Components$/);
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    expect(home.lang).toBe('it');
    expect(home.robots).toBe('index,follow');
    expect(home.alternates).toEqual(expect.arrayContaining([
      { hreflang: 'x-default', href: `${PUBLIC_URL}/` },
      expect.objectContaining({ href: `${PUBLIC_URL}/en` }),
    ]));
  });

  it("titles a product page with the product's name in the path's language", async () => {
    const [article] = await api.db.select().from(articles).where(isNull(articles.containerId)).limit(1);
    const page = await meta(`/en/p/${article!.slug}?utm_source=x`);
    expect(page.title).toBe(`${article!.name.en ?? article!.name.it} | Bikes & Components`);
    expect(page.canonical).toBe(`${PUBLIC_URL}/en/p/${article!.slug}`);
    expect(page.lang).toBe('en');
    expect(page.description.length).toBeGreaterThan(0);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it("titles a department listing with the department's name", async () => {
    const [dep] = await api.db.select().from(departments).limit(1);
    expect((await meta(`/fr/d/${dep!.slug}`)).title).toBe(`${dep!.name.fr ?? dep!.name.it} | Bikes & Components`);
  });

  it('takes the terms-of-sale texts from seo_pages', async () => {
    const title = { it: 'Condizioni di vendita Raggio', en: 'Raggio terms of sale' };
    const description = { it: 'Come si conclude il contratto', en: 'How the contract is concluded' };
    const found = await api.db.select().from(seoPages).where(and(eq(seoPages.shopId, 'raggio'), eq(seoPages.path, '/cgv')));
    if (found.length) await api.db.update(seoPages).set({ title, description }).where(eq(seoPages.path, '/cgv'));
    else await api.db.insert(seoPages).values({ shopId: 'raggio', path: '/cgv', title, description });
    expect(await meta('/en/cgv')).toMatchObject({ title: 'Raggio terms of sale | Bikes & Components', description: 'How the contract is concluded' });
    expect((await meta('/cgv')).title).toBe('Condizioni di vendita Raggio | Bikes & Components');
  });

  it('marks personal and transactional pages noindex, without alternates', async () => {
    for (const path of ['/it/carrello', '/en/checkout/spedizione', '/me/orders', '/signin']) {
      const page = await meta(path);
      expect(page.robots).toBe('noindex');
      expect(page.alternates).toEqual([]);
    }
    expect((await meta('/signin')).canonical).toBe(`${PUBLIC_URL}/signin`);
  });

  it('answers 404 for a path that names no page', async () => {
    await expectError(await api.fetch('/v1/meta?fullPath=%2Fp%2Fno-such-product'), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/meta?fullPath=%2Fno%2Fsuch%2Froute'), 404, 'NOT_FOUND');
  });

  it('refuses a missing or garbage fullPath with 400 naming the field', async () => {
    for (const query of ['', '?fullPath=', '?fullPath=abc', '?fullPath=%2F%2Fevil.example', '?fullPath=%2Fa%20b']) {
      const error = await expectError(await api.fetch(`/v1/meta${query}`), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual(['fullPath']);
    }
  });
});
