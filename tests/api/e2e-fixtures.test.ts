// The e2e suite's fixture route (decision 079): present only with E2E_FIXTURES=1, validated, and
// the stock it sets is what the cart sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
let articleId: number;
const put = (body: unknown) => api.fetch('/v1/e2e/stock', {
  method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

beforeAll(async () => {
  process.env.E2E_FIXTURES = '1';
  api = await startTestApi();
  const listing = await (await api.fetch('/v1/catalogs/departments')).json() as { docs: { id: number; grade: string }[] };
  articleId = listing.docs.find((d) => d.grade === 'simple')!.id;
});
afterAll(async () => {
  delete process.env.E2E_FIXTURES;
  await api?.close();
});

describe('PUT /v1/e2e/stock', () => {
  it("sets an article's tracked stock, and an add beyond it is refused", async () => {
    const res = await put({ articleId, quantity: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ articleId, quantity: 0 });
    const add = await api.fetch('/v1/checkout/ss/carts', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: articleId, quantity: 1 }),
    });
    expect(add.status).toBe(409);
  });

  it('refuses bad input with the failing fields and an unknown article with 404', async () => {
    expect(failingFields(await expectError(await put({ articleId: 'x', quantity: -1 }), 400, 'VALIDATION_ERROR')))
      .toEqual(['articleId', 'quantity']);
    await expectError(await put({ articleId: 999_999, quantity: 1 }), 404, 'ARTICLE_NOT_FOUND');
  });

});

describe('PUT /v1/e2e/payments (decision 091)', () => {
  const putPayments = (body: unknown) => api.fetch('/v1/e2e/payments', {
    method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const shopAvailable = async () => ((await (await api.fetch('/v1/shop')).json()) as { available: boolean }).available;
  const addBook = () => api.fetch('/v1/checkout/ss/carts', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: untracked, quantity: 1 }),
  });
  let untracked: number; // a simple article with plenty of stock
  beforeAll(async () => {
    const listing = await (await api.fetch('/v1/catalogs/departments')).json() as { docs: { id: number; grade: string; available: boolean }[] };
    untracked = listing.docs.find((d) => d.grade === 'simple' && d.available && d.id !== articleId)!.id;
    await put({ articleId: untracked, quantity: 50 });
  });

  it('switches the shop off and on at once: GET shop says so and cart adds follow', async () => {
    expect(await (await putPayments({ available: false })).json()).toEqual({ available: false });
    expect(await shopAvailable()).toBe(false);
    await expectError(await addBook(), 409, 'SHOP_UNAVAILABLE');
    expect((await putPayments({ available: true })).status).toBe(200);
    expect(await shopAvailable()).toBe(true);
    expect((await addBook()).status).toBe(200);
  });

  it('refuses a body without a boolean', async () => {
    expect(failingFields(await expectError(await putPayments({ available: 'no' }), 400, 'VALIDATION_ERROR'))).toEqual(['available']);
  });
});

describe('without E2E_FIXTURES', () => {
  it('the fixture routes do not exist', async () => {
    delete process.env.E2E_FIXTURES;
    await api.restart();
    expect((await put({ articleId, quantity: 3 })).status).toBe(404);
    expect((await api.fetch('/v1/e2e/payments', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"available":false}' })).status).toBe(404);
  });
});
