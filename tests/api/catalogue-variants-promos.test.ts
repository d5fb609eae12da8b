// GET /v1/catalogs/articles/containers/{id}/variants and GET /v1/pages_promos/{slug}.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantMatchSchema } from '../../contract/catalogue.js';
import { promoPageSchema } from '../../contract/promo.js';
import { articles, promoPages } from '../../server/db/schema.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { containerWithVariants, getJson } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const variantPath = (id: number, options: (number | string)[]) =>
  `/v1/catalogs/articles/containers/${id}/variants?${options.map((o) => `options=${o}`).join('&')}`;

describe('GET /v1/catalogs/articles/containers/{id}/variants', () => {
  it('finds the variant having exactly the chosen options, in any order', async () => {
    const container = await containerWithVariants(api.db);
    for (const variant of container.variants) {
      const found = variantMatchSchema.parse(await getJson(api, variantPath(container.id, [...variant.options].reverse())));
      expect(found).toEqual({ id: variant.id, slug: variant.slug });
    }
  });

  it('answers null when no variant has exactly these options', async () => {
    const container = await containerWithVariants(api.db);
    const variant = container.variants[0]!;
    if (variant.options.length > 1) {
      expect(await getJson(api, variantPath(container.id, variant.options.slice(0, 1)))).toBeNull();
    }
    expect(await getJson(api, variantPath(container.id, [...variant.options, 999999]))).toBeNull();
  });

  it('answers 404 for an unknown container or an article that is not one', async () => {
    await expectError(await api.fetch(variantPath(999999, [1])), 404, 'NOT_FOUND');
    const [simple] = await api.db.select({ id: articles.id }).from(articles).where(eq(articles.grade, 'simple')).limit(1);
    await expectError(await api.fetch(variantPath(simple!.id, [1])), 404, 'NOT_FOUND');
  });

  it('refuses missing or non-numeric options and a bad id with 400', async () => {
    const container = await containerWithVariants(api.db);
    expect(failingFields(await expectError(await api.fetch(`/v1/catalogs/articles/containers/${container.id}/variants`), 400, 'VALIDATION_ERROR'))).toContain('options');
    expect(failingFields(await expectError(await api.fetch(variantPath(container.id, ['red'])), 400, 'VALIDATION_ERROR'))).toContain('options.0');
    await expectError(await api.fetch(variantPath(0, [1])), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/catalogs/articles/containers/abc/variants?options=1'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /v1/pages_promos/{slug}', () => {
  it('gives the label, description and the articles as cards in the page order, translated', async () => {
    const [promo] = await rows<{ id: number; slug: string; label: string; label_en: string }>(api.db, sql`
      select p.id, p.slug, p.label->>'it' as label, coalesce(p.label->>'en', p.label->>'it') as label_en from promo_pages p
      where p.active and exists (select 1 from promo_page_articles pa where pa.promo_page_id = p.id) order by p.id limit 1`);
    expect(promo, 'the seed has a promo page with articles').toBeDefined();
    const linked = await rows<{ article_id: number }>(api.db, sql`
      select article_id from promo_page_articles where promo_page_id = ${promo!.id} order by position, article_id`);
    const body = promoPageSchema.parse(await getJson(api, `/v1/pages_promos/${promo!.slug}`));
    expect(body).toMatchObject({ slug: promo!.slug, label: promo!.label });
    expect(body.articles.map((a) => a.id)).toEqual(linked.map((l) => l.article_id));
    expect(promoPageSchema.parse(await getJson(api, `/v1/pages_promos/${promo!.slug}?lang=en`)).label).toBe(promo!.label_en);
  });

  it('answers 404 for an unknown or inactive promo page, 400 for a bad slug', async () => {
    await expectError(await api.fetch('/v1/pages_promos/no-such-sale'), 404, 'NOT_FOUND');
    const [inactive] = await api.db.insert(promoPages).values({ shopId: 'raggio', slug: 'old-sale', label: { it: 'Vecchi saldi' }, active: false }).returning();
    await expectError(await api.fetch(`/v1/pages_promos/${inactive!.slug}`), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/pages_promos/Bad%20Slug'), 400, 'VALIDATION_ERROR');
  });
});
