// The back office's articles: list, detail and change (docs/decisions/194-back-office-catalogue.md).
// A change reaches the public product call, the listing and the cart, moves the catalogue version
// and is recorded in the article's history; bad input changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleListSchema } from '../../contract/admin-catalogue.js';
import { articleSchema, catalogueResultSchema } from '../../contract/catalogue.js';
import { articles, departments, staffActions } from '../../server/db/schema.js';
import { catalogueVersion } from '../../server/domain/catalogue/version.js';
import { adminArticleOf, insertSimpleArticle, staffCall, staffOk, type Staff } from './admin-catalogue-fixtures.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { lineOf, Visitor } from './cart-fixtures.js';
import { containerWithVariants, getJson } from './catalogue-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let staff: Staff;
beforeAll(async () => {
  api = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });
  staff = await staffSignIn(api);
});
afterAll(async () => { await api?.close(); });

const list = async (query: string) => adminArticleListSchema.parse(await staffOk(api, staff, 'GET', `/v1/admin/articles${query}`));
const publicArticle = async (id: number) => articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${id}`));
const patch = (id: number, body: unknown) => staffCall(api, staff, 'PATCH', `/v1/admin/articles/${id}`, body);
/** The version as a reader that re-reads on every call sees it. */
const versionNow = async () => (await catalogueVersion(api.db, 0, 0, 0).get()).version;
const rowOf = async (id: number) => (await api.db.select().from(articles).where(eq(articles.id, id)))[0]!;
/** The article's changes recorded (a refused one is recorded too, as a refusal: decision 225). */
const historyCount = async (id: number) => (await api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectId, String(id)), isNull(staffActions.refusal)))).length;

describe('the back office articles calls', () => {
  it('are for staff only', async () => {
    const { id } = await insertSimpleArticle(api.db);
    await expectStaffOnly(api, '/v1/admin/articles');
    await expectStaffOnly(api, `/v1/admin/articles/${id}`);
    await expectStaffOnly(api, `/v1/admin/articles/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 1 }) });
    expect((await rowOf(id)).priceGross).toBe(2500);
  });
});

describe('GET /v1/admin/articles', () => {
  it('finds an article by part of its code or of its Italian name, with its row facts', async () => {
    const made = await insertSimpleArticle(api.db, { priceGross: 4200, priceDiscounted: 3900, stockQuantity: 7 });
    const byCode = await list(`?q=${encodeURIComponent(made.sku.slice(4).toUpperCase())}`);
    expect(byCode.total).toBe(1);
    const [department] = await api.db.select().from(departments).where(eq(departments.id, made.departmentId));
    expect(byCode.items[0]).toMatchObject({
      id: made.id, sku: made.sku, grade: 'simple', price: 4200, discountedPrice: 3900, stockTracked: true, stock: 7,
      outOfStock: false, onSale: true, department: { id: made.departmentId, name: department!.name.it },
    });
    const byName = await list(`?q=${encodeURIComponent(`amministrato ${made.sku.slice(4)}`)}`);
    expect(byName.items.map((i) => i.id)).toEqual([made.id]);
  });

  it('pages with a total, never lists variants, and gives a container its variants\' stock summed and the shop\'s price', async () => {
    const first = await list('?page=1&pageSize=5');
    const second = await list('?page=2&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(10);
    const all = await list('?pageSize=100');
    expect(all.items.some((i) => i.grade === 'variant')).toBe(false);
    const container = await containerWithVariants(api.db);
    const row = (await list(`?q=${encodeURIComponent((await rowOf(container.id)).sku)}`)).items.find((i) => i.id === container.id)!;
    const tracked = container.variants.filter((v) => v.stockOn).reduce((sum, v) => sum + Math.max(0, v.quantity), 0);
    expect(row.stock).toBe(tracked);
    // Its price is the one the shop shows: its cheapest sellable variant's.
    expect(row.price).toBe((await publicArticle(container.id)).prices.gross);
  });

  it('filters by on sale, out of stock, brand and department', async () => {
    const off = await insertSimpleArticle(api.db, { available: false });
    const soldOut = await insertSimpleArticle(api.db, { stockQuantity: 0 });
    const notOnSale = await list('?onSale=false&pageSize=100');
    expect(notOnSale.items.map((i) => i.id)).toContain(off.id);
    expect(notOnSale.items.every((i) => !i.onSale)).toBe(true);
    const out = await list('?outOfStock=true&pageSize=100');
    expect(out.items.map((i) => i.id)).toEqual(expect.arrayContaining([off.id, soldOut.id]));
    expect(out.items.every((i) => i.outOfStock)).toBe(true);
    const inStock = await list('?outOfStock=false&pageSize=100');
    expect(inStock.items.every((i) => !i.outOfStock)).toBe(true);
    const all = await list('?pageSize=100');
    const branded = all.items.find((i) => i.brand)!;
    const ofBrand = await list(`?brand=${branded.brand!.id}&pageSize=100`);
    expect(ofBrand.items.every((i) => i.brand?.id === branded.brand!.id)).toBe(true);
    const ofDepartment = await list(`?department=${soldOut.departmentId}&pageSize=100`);
    expect(ofDepartment.items.map((i) => i.id)).toContain(soldOut.id);
    expect(ofDepartment.total).toBeLessThan(all.total);
  });

  it('refuses a page larger than 100 with 400', async () => {
    const error = await expectError(await staffCall(api, staff, 'GET', '/v1/admin/articles?pageSize=101'), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toContain('pageSize');
  });
});

describe('GET /v1/admin/articles/{id}', () => {
  it('answers the article in the five languages, its variants, and 404 for an unknown id', async () => {
    const container = await containerWithVariants(api.db);
    const article = await adminArticleOf(api, staff, container.id);
    expect(article.grade).toBe('container');
    expect(Object.keys(article.names).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    expect(article.names.it).toBe((await rowOf(container.id)).name.it);
    expect(article.variants.map((v) => v.id)).toEqual(container.variants.map((v) => v.id));
    expect(article.variants.every((v) => v.options.length > 0)).toBe(true);
    expect(article.images.length).toBeGreaterThan(0);
    await expectError(await staffCall(api, staff, 'GET', '/v1/admin/articles/999999'), 404, 'ARTICLE_NOT_FOUND');
  });
});

describe('PATCH /v1/admin/articles/{id}', () => {
  it('changes price, discount, stock and on-sale; the product call, the listing and the version follow; the history has the change', async () => {
    const made = await insertSimpleArticle(api.db);
    expect((await publicArticle(made.id)).prices.gross).toBe(2500);
    const versionBefore = await versionNow();

    const changed = await adminArticleOfPatch(made.id, { price: 987_650, discountedPrice: 900_000, stock: 12 });
    expect(changed).toMatchObject({ price: 987_650, discountedPrice: 900_000, stock: 12, stockTracked: true });
    expect(await versionNow()).not.toBe(versionBefore);
    // This process re-read the version with the change: its next answer is new, with no wait.
    const shown = await publicArticle(made.id);
    expect(shown.prices).toMatchObject({ gross: 987_650, discounted: 900_000 });
    expect(shown.stock).toEqual({ on: true, quantity: 12 });
    const [department] = await api.db.select().from(departments).where(eq(departments.id, made.departmentId));
    const listing = catalogueResultSchema.parse(await getJson(api, `/v1/catalogs/departments/${department!.slug}?price_min=900000`));
    expect(listing.docs.map((d) => d.id)).toContain(made.id);

    expect(changed.history).toHaveLength(1);
    expect(changed.history[0]).toMatchObject({
      action: 'article.update',
      before: { price: 2500, discountedPrice: null, stock: 5 },
      after: { price: 987_650, discountedPrice: 900_000, stock: 12 },
      staff: { email: 'staff@raggiocicli.it' },
    });
    expect(Object.keys(changed.history[0]!.before as object).sort()).toEqual(['discountedPrice', 'price', 'stock']);

    await adminArticleOfPatch(made.id, { onSale: false });
    expect((await publicArticle(made.id)).available).toBe(false);
  });

  it('changes names and descriptions per language, keeping the others', async () => {
    const made = await insertSimpleArticle(api.db);
    const before = await rowOf(made.id);
    const changed = await adminArticleOfPatch(made.id, { names: { de: 'Verwalteter Artikel' }, descriptions: { it: 'Nuova descrizione', fr: 'Nouvelle description' } });
    expect(changed.names).toMatchObject({ it: before.name.it, en: before.name.en, de: 'Verwalteter Artikel', fr: '' });
    expect(changed.descriptions).toMatchObject({ it: 'Nuova descrizione', fr: 'Nouvelle description' });
    expect(changed.history[0]!.after).toEqual({
      names: { ...before.name, de: 'Verwalteter Artikel' }, descriptions: { it: 'Nuova descrizione', fr: 'Nouvelle description' },
    });
    const shown = articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${made.id}?lang=de`));
    expect(shown.name).toBe('Verwalteter Artikel');
  });

  it('changes a container\'s variant by the variants array, and refuses a variant of another article', async () => {
    const container = await containerWithVariants(api.db);
    const variant = container.variants[0]!;
    const changed = await adminArticleOfPatch(container.id, { variants: [{ id: variant.id, stock: 41, stockTracked: true, price: 12_300 }] });
    expect(changed.variants.find((v) => v.id === variant.id)).toMatchObject({ stock: 41, price: 12_300, stockTracked: true });
    expect(changed.history.at(-1)!.after).toMatchObject({ variants: { [variant.id]: { stock: 41, price: 12_300 } } });
    const other = await insertSimpleArticle(api.db);
    await expectError(await patch(container.id, { variants: [{ id: other.id, stock: 1 }] }), 400, 'NOT_A_VARIANT');
    await expectError(await patch(container.id, { price: 100 }), 400, 'CHANGE_THE_VARIANTS');
  });

  it('refuses the same variant twice in one change, naming it, and changes nothing (the last one won)', async () => {
    const container = await containerWithVariants(api.db);
    const [first, second] = container.variants;
    const before = await Promise.all([rowOf(first!.id), rowOf(second!.id)]);
    const actions = await historyCount(container.id);
    const body = { variants: [{ id: first!.id, stock: 3 }, { id: second!.id, stock: 4 }, { id: first!.id, stock: 30 }] };
    const error = await expectError(await patch(container.id, body), 400, 'VARIANT_TWICE');
    expect(error.payload).toEqual({ variantId: first!.id });
    expect(error.message).toContain(String(first!.id));
    const english = await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${container.id}?lang=en`, body), 400, 'VARIANT_TWICE');
    expect(english.message).toBe(`Variant ${first!.id} is listed more than once`);
    expect(await Promise.all([rowOf(first!.id), rowOf(second!.id)])).toEqual(before);
    expect(await historyCount(container.id)).toBe(actions);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const made = await insertSimpleArticle(api.db, { priceDiscounted: 2000 });
    const before = await rowOf(made.id);
    const versionBefore = await versionNow();
    for (const body of [{ price: 0 }, { price: 12.5 }, { price: -100 }, { stock: -1 }, { stock: 1.5 }, { onSale: 'yes' }, { discountedPrice: 0 }, { names: { it: 7 } }]) {
      await expectError(await patch(made.id, body), 400, 'VALIDATION_ERROR');
    }
    await expectError(await patch(made.id, { price: 3000, discountedPrice: 3000 }), 400, 'DISCOUNT_NOT_BELOW_PRICE');
    // A price at or below the discount it keeps: the stock given with it is not written either.
    await expectError(await patch(made.id, { price: 1500, stock: 1 }), 400, 'DISCOUNT_NOT_BELOW_PRICE');
    await expectError(await patch(made.id, { names: { it: '  ' } }), 400, 'NAME_REQUIRED');
    await expectError(await patch(made.id, {}), 400, 'NOTHING_TO_CHANGE');
    await expectError(await patch(999_999, { price: 100 }), 404, 'ARTICLE_NOT_FOUND');
    const after = await rowOf(made.id);
    expect(after).toEqual(before);
    expect(await historyCount(made.id)).toBe(0);
    expect(await versionNow()).toBe(versionBefore);
  });

  it('refuses control characters in names and descriptions, in the asked language, and changes nothing (decision 219)', async () => {
    const made = await insertSimpleArticle(api.db);
    const before = await rowOf(made.id);
    for (const [body, field] of [
      [{ names: { de: 'Tab\there' } }, 'names.de'], [{ names: { it: 'Riga\nnuova' } }, 'names.it'],
      [{ names: { en: 'Bell\u0007' } }, 'names.en'], [{ descriptions: { es: 'Escape\u001b[0m' } }, 'descriptions.es'],
    ] as const) {
      const error = await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${made.id}?lang=en`, body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual([field]);
      expect(error.message).toContain('control character');
    }
    expect(await rowOf(made.id)).toEqual(before);
    expect(await historyCount(made.id)).toBe(0);
    const changed = await adminArticleOfPatch(made.id, { descriptions: { it: 'Prima riga\nSeconda riga' } });
    expect(changed.descriptions.it).toBe('Prima riga\nSeconda riga');
  });

  it('answers its refusals in the asked language', async () => {
    const made = await insertSimpleArticle(api.db);
    const error = await expectError(await staffCall(api, staff, 'PATCH', `/v1/admin/articles/${made.id}?lang=en`, { names: { it: '' } }), 400, 'NAME_REQUIRED');
    expect(error.message).toBe('The Italian name is required');
  });

  it('reaches a shopper\'s cart: the line shows the new price, then out of stock at 0', async () => {
    const made = await insertSimpleArticle(api.db);
    const visitor = new Visitor(api);
    await visitor.add({ id: made.id, quantity: 2 });
    await adminArticleOfPatch(made.id, { price: 3100 });
    expect(lineOf(await visitor.state(), made.id)!.prices).toMatchObject({ gross: 3100, unit: 3100, total: 6200 });
    await adminArticleOfPatch(made.id, { stock: 0 });
    const state = await visitor.state();
    expect(state.unavailableItems.find((l) => l.articleId === made.id)?.issue).toBe('outOfStock');
    await expectError(await visitor.call('POST', '/v1/checkout/ss/carts', { id: made.id, quantity: 1 }), 409, 'OUT_OF_STOCK');
  });
});

async function adminArticleOfPatch(id: number, body: unknown) {
  await staffOk(api, staff, 'PATCH', `/v1/admin/articles/${id}`, body);
  return adminArticleOf(api, staff, id);
}
