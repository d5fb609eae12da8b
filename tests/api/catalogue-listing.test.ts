// GET /v1/catalogs/departments[/{slug}[/{brand}]] (docs/product/catalogue.md#listing; docs/decisions/040-listing-query.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, SORT_KEYS, catalogueResultSchema, type CatalogueResult } from '../../contract/catalogue.js';
import { pricePaid } from '../../contract/rules/prices.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { containerWithVariants, departmentWithDescendants, getJson } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const listing = async (path: string): Promise<CatalogueResult> => catalogueResultSchema.parse(await getJson(api, `/v1/catalogs/departments${path}`));
const filterOf = <K extends CatalogueResult['filters'][number]['kind']>(r: CatalogueResult, kind: K) =>
  r.filters.find((f) => f.kind === kind) as Extract<CatalogueResult['filters'][number], { kind: K }> | undefined;

describe('the shop root listing', () => {
  it('pages every container, simple article and bundle, never a variant, 24 a page', async () => {
    const [count] = await rows<{ n: number }>(api.db, sql`select count(*)::int as n from articles where grade <> 'variant'`);
    const first = await listing('');
    expect(first.department).toBeNull();
    expect(first.pagination).toMatchObject({ page: 1, counts: count!.n, totalPages: Math.ceil(count!.n / PAGE_SIZE), hasPrevPage: false, prevPage: null });
    expect(first.docs).toHaveLength(Math.min(PAGE_SIZE, count!.n));
    expect(first.docs.every((d) => d.grade !== 'variant')).toBe(true);
    const last = await listing(`?page=${first.pagination.totalPages}`);
    expect(last.pagination).toMatchObject({ hasNextPage: false, nextPage: null });
    expect(last.docs.length).toBe(count!.n - (first.pagination.totalPages - 1) * PAGE_SIZE);
  });

  it('answers an empty page past the last one, not an error', async () => {
    const body = await listing('?page=999');
    expect(body.docs).toEqual([]);
    expect(body.pagination.page).toBe(999);
  });

  it('offers the five sort keys with labels in the request language', async () => {
    const it = await listing('');
    expect(it.sorter).toMatchObject({ selected: null });
    expect(it.sorter.options.map((o) => o.key)).toEqual([...SORT_KEYS]);
    expect(it.sorter.options[0]!.label).toBe('Prezzo più basso');
    expect((await listing('?lang=en')).sorter.options[0]!.label).toBe('Lowest price');
  });
});

describe('a department listing', () => {
  it('holds the articles of the department and of every category below it', async () => {
    const department = await departmentWithDescendants(api.db);
    const body = await listing(`/${department.slug}`);
    expect(body.department).toMatchObject({ kind: 'department', slug: department.slug, path: department.path });
    expect(body.pagination.counts).toBe(department.listed);
  });

  it('names a category or a brand by the same slug form', async () => {
    const [category] = await rows<{ slug: string }>(api.db, sql`select slug from departments where parent_id is not null order by id limit 1`);
    expect((await listing(`/${category!.slug}`)).department?.kind).toBe('category');
    const [brand] = await rows<{ slug: string; n: number }>(api.db, sql`
      select b.slug, count(a.id)::int as n from brands b join articles a on a.brand_id = b.id and a.grade <> 'variant'
      group by b.slug order by n desc limit 1`);
    const byBrand = await listing(`/${brand!.slug}`);
    expect(byBrand.department).toMatchObject({ kind: 'brand', slug: brand!.slug });
    expect(byBrand.pagination.counts).toBe(brand!.n);
  });

  it('narrows a department to one brand with the /{department}/{brand} form', async () => {
    const department = await departmentWithDescendants(api.db);
    const whole = await listing(`/${department.slug}`);
    const brand = filterOf(whole, 'brands')!.options[0]!;
    const narrowed = await listing(`/${department.slug}/${brand.value}`);
    expect(narrowed.department?.brand?.slug).toBe(brand.value);
    expect(narrowed.pagination.counts).toBe(brand.count);
    expect(narrowed.docs.every((d) => d.brand?.slug === brand.value)).toBe(true);
  });

  it('puts the price filter first, with min and max of the prices paid over the matching articles', async () => {
    const department = await departmentWithDescendants(api.db);
    const first = await listing(`/${department.slug}`);
    const docs = [...first.docs];
    for (let page = 2; page <= first.pagination.totalPages; page++) docs.push(...(await listing(`/${department.slug}?page=${page}`)).docs);
    const paid = docs.map((d) => pricePaid(d.prices));
    expect(first.filters[0]).toMatchObject({ kind: 'price', min: Math.min(...paid), max: Math.max(...paid) });
  });

  it('filters by brand, label, price range and attribute option, counting the other groups', async () => {
    const department = await departmentWithDescendants(api.db);
    const whole = await listing(`/${department.slug}`);
    const brand = filterOf(whole, 'brands')!.options[0]!;
    const byBrand = await listing(`/${department.slug}?brands=${brand.value}`);
    expect(byBrand.pagination.counts).toBe(brand.count);
    // Choosing a brand keeps the other brands on offer, with their own counts.
    expect(filterOf(byBrand, 'brands')!.options.length).toBe(filterOf(whole, 'brands')!.options.length);
    expect(filterOf(byBrand, 'brands')!.options.find((o) => o.value === brand.value)!.selected).toBe(true);

    const label = filterOf(whole, 'labels')?.options[0];
    if (label) {
      const byLabel = await listing(`/${department.slug}?labels=${label.value}`);
      expect(byLabel.pagination.counts).toBe(label.count);
      expect(byLabel.docs.every((d) => d.labels.some((l) => l.slug === label.value))).toBe(true);
    }

    const price = whole.filters[0]!;
    if (price.kind !== 'price') throw new Error('price filter first');
    const middle = Math.round((price.min + price.max) / 2);
    const cheap = await listing(`/${department.slug}?price_max=${middle}&sort=price_desc`);
    expect(cheap.docs.every((d) => pricePaid(d.prices) <= middle)).toBe(true);
    expect(cheap.pagination.counts).toBeLessThan(whole.pagination.counts);
  });

  it('filters by attribute options: alternatives within one attribute', async () => {
    const container = await containerWithVariants(api.db);
    const optionA = container.variants[0]!.options[0]!;
    const one = await listing(`?options=${optionA}`);
    expect(one.pagination.counts).toBeGreaterThan(0);
    expect(one.docs.every((d) => d.grade === 'container')).toBe(true);
    const attribute = one.filters.find((f) => f.kind === 'attribute' && f.options.some((o) => o.value === optionA));
    expect(attribute).toBeDefined();
    if (attribute?.kind === 'attribute') {
      const sibling = attribute.options.find((o) => o.value !== optionA);
      if (sibling) {
        const both = await listing(`?options=${optionA}&options=${sibling.value}`);
        expect(both.pagination.counts).toBeGreaterThanOrEqual(one.pagination.counts);
      }
    }
  });

  it('sorts by price paid, both ways, and by name', async () => {
    const asc = (await listing('?sort=price_asc')).docs.map((d) => pricePaid(d.prices));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await listing('?sort=price_desc')).docs.map((d) => pricePaid(d.prices));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await listing('?sort=name_desc')).docs.map((d) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await listing('?sort=offered_desc')).docs[0]!.prices.discount).toBeGreaterThan(0);
  });

  it('answers the related articles asked by ids, in that order', async () => {
    const ids = (await listing('')).docs.slice(0, 3).map((d) => d.id).reverse();
    expect(ids).toHaveLength(3);
    const body = await listing(`?${ids.map((id) => `ids=${id}`).join('&')}`);
    expect(body.docs.map((d) => d.id)).toEqual(ids);
  });
});

describe('bad listing input', () => {
  it.each([
    ['?page=0', 'page'], ['?page=abc', 'page'], ['?sort=foo', 'sort'], ['?price_min=500&price_max=100', 'price_min'],
    ['?options=abc', 'options.0'], ['?price_min=-1', 'price_min'], ['?brands=Not%20A%20Slug', 'brands.0'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const error = await expectError(await api.fetch(`/v1/catalogs/departments${query}`), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toContain(field);
  });

  it('answers 404 for a slug naming no department, category or brand', async () => {
    await expectError(await api.fetch('/v1/catalogs/departments/no-such-place'), 404, 'NOT_FOUND');
    const department = await departmentWithDescendants(api.db);
    await expectError(await api.fetch(`/v1/catalogs/departments/${department.slug}/no-such-brand`), 404, 'NOT_FOUND');
  });
});
