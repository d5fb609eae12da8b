// GET /v1/catalogs/articles/{id} (docs/product/catalogue.md#article, docs/product/catalogue.md#variants).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema, articleCardsSchema, type Article } from '../../contract/catalogue.js';
import { articles } from '../../server/db/schema.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { bundleWithMembers, containerWithVariants, eventually, getJson } from './catalogue-fixtures.js';
import { expectError, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const byNumber = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

const article = async (idOrSlug: string | number, query = '', headers: Record<string, string> = {}): Promise<Article> =>
  articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${idOrSlug}${query}`, headers));

describe('GET /v1/catalogs/articles/{id}', () => {
  it('answers the same article by numeric id and by slug, in the contract shape', async () => {
    const [row] = await api.db.select().from(articles).where(eq(articles.grade, 'simple')).limit(1);
    const byId = await article(row!.id);
    const bySlug = await article(row!.slug);
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({ id: row!.id, sku: row!.sku, slug: row!.slug, grade: 'simple', vatRate: row!.vatRate });
    expect(byId.name).toBe(row!.name.it);
  });

  it('resolves texts in the asked language: lang query, else Accept-Language, Italian by default', async () => {
    const [row] = await rows<{ id: number; it: string; en: string }>(api.db, sql`
      select id, name->>'it' as it, name->>'en' as en from articles
      where grade = 'simple' and name->>'en' <> name->>'it' limit 1`);
    expect((await article(row!.id)).name).toBe(row!.it);
    expect((await article(row!.id, '?lang=en')).name).toBe(row!.en);
    expect((await article(row!.id, '', { 'accept-language': 'en-GB,en;q=0.8' })).name).toBe(row!.en);
  });

  it('gives a container its variants and, per attribute option, the variants and in-stock variants having it', async () => {
    const container = await containerWithVariants(api.db);
    const body = await article(container.slug);
    expect(body.grade).toBe('container');
    expect(body.container).toBeNull();
    expect(body.variants.map((v) => v.id)).toEqual(container.variants.map((v) => v.id));
    for (const attribute of body.attributes) {
      expect(attribute.selected).toBeNull();
      for (const option of attribute.options) {
        const having = container.variants.filter((v) => v.options.includes(option.id));
        expect(byNumber(option.variants)).toEqual(byNumber(having.map((v) => v.id)));
        const inStock = having.filter((v) => v.available && !(v.stockOn && v.quantity <= 0));
        expect(byNumber(option.variants2)).toEqual(byNumber(inStock.map((v) => v.id)));
      }
    }
    for (const variant of body.variants) {
      expect(byNumber(variant.options)).toEqual(container.variants.find((v) => v.id === variant.id)!.options);
      expect(variant.attributes.every((a) => /^[a-z0-9-]+=.+$/.test(a))).toBe(true);
    }
  });

  it('gives a variant its container and its own options selected', async () => {
    const container = await containerWithVariants(api.db);
    const variant = container.variants[1]!;
    const body = await article(variant.slug);
    expect(body.grade).toBe('variant');
    expect(body.container).toEqual({ id: container.id, slug: container.slug });
    expect(byNumber(body.attributes.map((a) => a.selected!))).toEqual(variant.options);
    expect(body.imgs.length).toBeGreaterThan(0);
    expect(body.categories.length).toBeGreaterThan(0);
  });

  it('counts a container out of stock only when none of its variants can be sold', async () => {
    const container = await containerWithVariants(api.db);
    for (const v of container.variants) await api.db.update(articles).set({ stockOn: true, stockQuantity: 0 }).where(eq(articles.id, v.id));
    // Another process's write shows within a few seconds (the version is re-read once a second).
    const soldOut = await eventually(() => article(container.id), (a) => a.outOfStock);
    expect(soldOut).toMatchObject({ outOfStock: true, available: false, stock: { on: true, quantity: 0 } });
    expect(soldOut.attributes.flatMap((a) => a.options.flatMap((o) => o.variants2))).toEqual([]);

    await api.db.update(articles).set({ stockQuantity: 2 }).where(eq(articles.id, container.variants[0]!.id));
    const back = await eventually(() => article(container.id), (a) => !a.outOfStock);
    expect(back).toMatchObject({ outOfStock: false, available: true, stock: { on: true, quantity: 2 } });
  });

  it('lists a bundle\'s members as full articles with their quantities', async () => {
    const bundle = await bundleWithMembers(api.db);
    const body = await article(bundle.id);
    expect(body.grade).toBe('bundle');
    expect(body.articles.map((m) => [m.id, m.quantityInBundle])).toEqual(bundle.members.map((m) => [m.id, m.quantity]));
    for (const member of body.articles) {
      if (member.grade === 'container') expect(member.variants.length).toBeGreaterThan(0);
    }
  });

  it('describes images as /img/{key} with the source size, the first one as img', async () => {
    const container = await containerWithVariants(api.db);
    const body = await article(container.id);
    expect(body.img).toEqual(body.imgs[0]);
    for (const img of body.imgs) {
      expect(img.url).toMatch(/^\/img\/[^/]+$/);
      expect(img.width).toBeGreaterThan(0);
    }
  });

  it('answers 404 in the error shape for an unknown id or slug', async () => {
    await expectError(await api.fetch('/v1/catalogs/articles/999999'), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/catalogs/articles/no-such-bike'), 404, 'NOT_FOUND');
  });

  it('refuses an id that is neither a number nor a slug with 400', async () => {
    await expectError(await api.fetch('/v1/catalogs/articles/bad%20slug!'), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/catalogs/articles/1?lang=xx'), 400, 'VALIDATION_ERROR');
  });

  it('is cacheable: ETag, 304 on If-None-Match, public Cache-Control', async () => {
    const [row] = await api.db.select().from(articles).where(eq(articles.grade, 'simple')).limit(1);
    const first = await api.fetch(`/v1/catalogs/articles/${row!.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await api.fetch(`/v1/catalogs/articles/${row!.id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await api.fetch(`/v1/catalogs/articles/${row!.id}?lang=en`, { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
  });
});

describe('GET /v1/catalogs/articles/highlighteds', () => {
  it('lists highlighted articles as cards, never variants', async () => {
    const cards = articleCardsSchema.parse(await getJson(api, '/v1/catalogs/articles/highlighteds'));
    const highlighted = await api.db.select({ id: articles.id }).from(articles).where(eq(articles.highlighted, true));
    expect(cards.length).toBeGreaterThan(0);
    const ids = new Set(highlighted.map((h) => h.id));
    for (const card of cards) {
      expect(ids.has(card.id)).toBe(true);
      expect(card.grade).not.toBe('variant');
    }
  });
});
