// The listing index (docs/decisions/089-listing-index.md): listings counted in memory from facts
// read once per catalogue version must answer exactly what the listing statement answers, and
// a catalogue change must reach the counts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResultSchema } from '../../contract/catalogue.js';
import { articles } from '../../server/db/schema.js';
import { catalogueAnswers } from '../../server/domain/catalogue/catalogue-answers.js';
import { indexedListingRows } from '../../server/domain/catalogue/listing-counts.js';
import { listingIndex, readyListingIndex } from '../../server/domain/catalogue/listing-index.js';
import { listingStatement, type ListingRow, type ListingSpec } from '../../server/domain/catalogue/listing-sql.js';
import { rows } from '../../server/domain/catalogue/rows.js';
import { departmentWithDescendants, getJson } from './catalogue-fixtures.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const sorted = (found: ListingRow[]) => found.map((r) => `${r.kind}:${r.key}:${r.n}:${r.lo}`).sort();

async function specsFor(): Promise<ListingSpec[]> {
  const department = await departmentWithDescendants(api.db);
  const [brand] = await rows<{ id: number; slug: string }>(api.db, sql`select id, slug from brands order by id limit 1`);
  const labelSlugs = (await rows<{ slug: string }>(api.db, sql`select slug from labels order by id limit 2`)).map((l) => l.slug);
  const options = await rows<{ id: number; attribute_id: number }>(api.db, sql`
    select o.id, o.attribute_id from attribute_options o order by o.attribute_id, o.id limit 3`);
  const byAttribute = new Map<number, number[]>();
  for (const o of options) byAttribute.set(o.attribute_id, [...(byAttribute.get(o.attribute_id) ?? []), o.id]);
  const base = { lang: 'it' as const, page: 1, optionsByAttribute: new Map<number, number[]>(), brandSlugs: [], labelSlugs: [] };
  return [
    { ...base, scope: {} },
    { ...base, scope: {}, page: 2, sort: 'name_desc', lang: 'en' },
    { ...base, scope: { departmentPath: department.path }, sort: 'price_asc', priceMin: 5000 },
    { ...base, scope: { departmentPath: department.path }, sort: 'offered_desc', brandSlugs: [brand!.slug] },
    { ...base, scope: { departmentPath: department.path }, sort: 'createdAt_desc', labelSlugs },
    { ...base, scope: { brandId: brand!.id }, sort: 'price_desc', priceMax: 200000 },
    { ...base, scope: {}, optionsByAttribute: byAttribute, labelSlugs: labelSlugs.slice(0, 1) },
    // An option that exists nowhere matches nothing (listing.ts maps it to attribute 0).
    { ...base, scope: {}, optionsByAttribute: new Map([[0, [0]]]) },
  ];
}

describe('listings from the listing index', () => {
  it('answer the page, total, price range and every count the listing statement answers', async () => {
    const index = await listingIndex(api.db);
    for (const spec of await specsFor()) {
      const viaStatement = await rows<ListingRow>(api.db, listingStatement(spec));
      expect(sorted(indexedListingRows(index, spec)), JSON.stringify({ ...spec, optionsByAttribute: [...spec.optionsByAttribute] }))
        .toEqual(sorted(viaStatement));
    }
  });

  it('follow a catalogue change: a price change moves the price range and the price filter counts', async () => {
    const department = await departmentWithDescendants(api.db);
    const before = await listingIndex(api.db);
    const spec: ListingSpec = { lang: 'it', page: 1, scope: { departmentPath: department.path }, optionsByAttribute: new Map(), brandSlugs: [], labelSlugs: [] };
    const maxBefore = indexedListingRows(before, spec).find((r) => r.kind === 'price')!.n!;
    const [simple] = await rows<{ id: number }>(api.db, sql`
      select a.id from articles a join article_categories ac on ac.article_id = a.id join departments d on d.id = ac.department_id
      where a.grade = 'simple' and (d.path = ${department.path} or d.path like ${`${department.path}.%`}) order by a.id limit 1`);
    const dearer = maxBefore + 100_000;
    await api.db.update(articles).set({ priceGross: dearer, priceDiscounted: null }).where(eq(articles.id, simple!.id));
    await catalogueAnswers(api.db).changed();

    const after = await listingIndex(api.db);
    expect(after.version).not.toBe(before.version);
    expect(indexedListingRows(after, spec).find((r) => r.kind === 'price')!.n).toBe(dearer);
    expect(indexedListingRows(after, { ...spec, priceMin: dearer }).find((r) => r.kind === 'total')!.n).toBe(1);
    // And the call answers from it once it is ready.
    expect(await readyListingIndex(api.db)).toBe(after);
    const answer = catalogueResultSchema.parse(await getJson(api, `/v1/catalogs/departments/${department.slug}?price_min=${dearer}`));
    expect(answer.pagination.counts).toBe(1);
    expect(answer.docs.map((d) => d.id)).toEqual([simple!.id]);
    expect(answer.filters[0]).toMatchObject({ kind: 'price', max: dearer });
  });
});
