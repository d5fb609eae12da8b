// GET /v1/catalogs/articles/k/e/y/s?value= (docs/product/catalogue.md#search; decisions/043-search.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema, type SearchResult } from '../../contract/search.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { getJson } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const search = async (value: string, query = ''): Promise<SearchResult> =>
  searchResultSchema.parse(await getJson(api, `/v1/catalogs/articles/k/e/y/s?value=${encodeURIComponent(value)}${query}`));

/** An article (not a variant) whose Italian name has a word of at least `min` letters. */
async function articleWithWord(min: number, lang = 'it'): Promise<{ id: number; word: string }> {
  const found = await rows<{ id: number; name: string }>(api.db, sql`
    select id, name->>${lang} as name from articles where grade <> 'variant' order by id`);
  for (const row of found) {
    const word = row.name.toLowerCase().split(/[^\p{L}]+/u).find((w) => w.length >= min);
    if (word) return { id: row.id, word };
  }
  throw new Error('no article name with a long enough word');
}

describe('live search', () => {
  it('finds articles by a word of their name, at most 8, best first', async () => {
    const { word } = await articleWithWord(6);
    const body = await search(word);
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.length).toBeLessThanOrEqual(8);
    expect(body.articles[0]!.name.toLowerCase()).toContain(word);
    expect(body.articles.every((a) => a.grade !== 'variant')).toBe(true);
  });

  it('tolerates a typo and a partial word', async () => {
    const { id, word } = await articleWithWord(7);
    const typo = word.slice(0, 3) + word.slice(4); // one letter left out, as in 'carbnio'
    expect((await search(typo)).articles.map((a) => a.id)).toContain(id);
    const swapped = word.slice(0, -2) + word.at(-1) + word.at(-2); // 'gravle' for 'gravel'
    expect((await search(swapped)).articles.length).toBeGreaterThan(0);
    expect((await search(word.slice(0, 5))).articles.length).toBeGreaterThan(0);
  });

  it('finds carbon parts by the Italian word, the English one or a misspelling', async () => {
    const [carbon] = await rows<{ id: number }>(api.db, sql`
      select id from articles where grade <> 'variant' and name->>'it' ilike '%carbonio%' order by id limit 1`);
    expect(carbon, 'the seed names carbon parts').toBeDefined();
    for (const value of ['carbonio', 'carbnio', 'carbon']) {
      expect((await search(value)).articles.length, value).toBeGreaterThan(0);
    }
  });

  it('finds words of any language', async () => {
    const { id, word } = await articleWithWord(6, 'de');
    expect((await search(word)).articles.map((a) => a.id)).toContain(id);
  });

  it('requires every word to match', async () => {
    const { word } = await articleWithWord(6);
    expect((await search(`${word} zzqxjv`)).articles).toEqual([]);
  });

  it('groups departments, categories, brands and promo pages', async () => {
    const [department] = await rows<{ name: string; slug: string }>(api.db, sql`select name->>'it' as name, slug from departments where parent_id is null order by id limit 1`);
    expect((await search(department!.name)).departments.map((d) => d.slug)).toContain(department!.slug);
    const [category] = await rows<{ name: string; slug: string }>(api.db, sql`select name->>'it' as name, slug from departments where parent_id is not null order by id limit 1`);
    expect((await search(category!.name)).categories.map((d) => d.slug)).toContain(category!.slug);
    const [brand] = await rows<{ name: string; slug: string }>(api.db, sql`select name, slug from brands order by id limit 1`);
    expect((await search(brand!.name)).brands.map((b) => b.slug)).toContain(brand!.slug);
    const [promo] = await rows<{ label: string; slug: string }>(api.db, sql`select label->>'it' as label, slug from promo_pages where active order by id limit 1`);
    if (promo) expect((await search(promo.label)).pagesPromos.map((p) => p.slug)).toContain(promo.slug);
  });

  it('finds a department by a misspelt or unfinished name', async () => {
    const found = await rows<{ name: string; slug: string }>(api.db, sql`select name->>'it' as name, slug from departments order by id`);
    const department = found.find((d) => d.name.split(' ').some((w) => w.length >= 7))!;
    const word = department.name.toLowerCase().split(' ').find((w) => w.length >= 7)!;
    const places = async (value: string) => {
      const body = await search(value);
      return [...body.departments, ...body.categories].map((d) => d.slug);
    };
    expect(await places(word.slice(0, 3) + word.slice(4))).toContain(department.slug);
    expect(await places(word.slice(0, 5))).toContain(department.slug);
  });

  it('answers empty lists when nothing is searchable in the value', async () => {
    expect(await search('!')).toEqual({ articles: [], departments: [], categories: [], brands: [], pagesPromos: [] });
  });

  it('refuses an empty or missing value with 400', async () => {
    for (const path of ['/v1/catalogs/articles/k/e/y/s', '/v1/catalogs/articles/k/e/y/s?value=', '/v1/catalogs/articles/k/e/y/s?value=%20%20']) {
      const error = await expectError(await api.fetch(path), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain('value');
    }
  });
});
