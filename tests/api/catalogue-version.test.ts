// The catalogue version and orders' stock moves (docs/decisions/166-sales-settle-the-catalogue-version.md):
// a sale reaches the version at most once per settle time, so a busy shop keeps its cached
// answers and pages; a sale that sells an article out, or stock that comes back, reaches it at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema } from '../../contract/catalogue.js';
import { catalogueVersion } from '../../server/domain/catalogue/version.js';
import { giveBackStock } from '../../server/domain/orders/stock.js';
import { payments } from '../../server/db/schema.js';
import { eventually, getJson } from './catalogue-fixtures.js';
import { startTestApi, type TestApi } from './harness.js';
import { insertTrackedArticle, intentOk, readyBuyer } from './order-fixtures.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } }); });
afterAll(async () => { await api?.close(); });

/** An order of `quantity` pieces placed through the API (the intent takes the stock). */
async function sell(articleId: number, quantity: number): Promise<void> {
  const buyer = await readyBuyer(api, articleId, quantity);
  await intentOk(api, buyer);
}

// Re-read on every get (no age bounds), settling sales for a minute or not at all.
const settling = () => catalogueVersion(api.db, 0, 0, 60_000);
const unsettled = () => catalogueVersion(api.db, 0, 0, 0);
const versionOf = async (reader: ReturnType<typeof catalogueVersion>) => (await reader.get()).version;

describe('the catalogue version and orders’ stock moves', () => {
  it('a sale moves the stock part, which a settling version takes only after its settle time', async () => {
    const articleId = await insertTrackedArticle(api.db, 3);
    const [slow, fast] = [settling(), unsettled()];
    const [slowBefore, fastBefore] = [await versionOf(slow), await versionOf(fast)];
    await sell(articleId, 1);
    expect(await versionOf(fast)).not.toBe(fastBefore);
    expect(await versionOf(slow)).toBe(slowBefore);
  });

  it('a sale that sells the article out, and stock that comes back, move a settling version at once', async () => {
    const articleId = await insertTrackedArticle(api.db, 2);
    const slow = settling();
    const inStock = await versionOf(slow);
    await sell(articleId, 2);
    const soldOut = await versionOf(slow);
    expect(soldOut).not.toBe(inStock);
    await api.db.transaction((tx) => giveBackStock(tx, [{ articleId, quantity: 1 }]));
    expect(await versionOf(slow)).not.toBe(soldOut);
  });

  it('is known without waiting only while get would not wait: after a read and until its wait age', async () => {
    const reader = catalogueVersion(api.db, 1000, 60_000, 0);
    expect(reader.known()).toBeUndefined();
    const read = await reader.get();
    expect(reader.known()).toBe(read);
    const stale = catalogueVersion(api.db, 0, 0, 0);
    await stale.get();
    await new Promise((r) => setTimeout(r, 5));
    expect(stale.known()).toBeUndefined();
  });

  it('the product answer says sold out as soon as the last piece is sold', async () => {
    const articleId = await insertTrackedArticle(api.db, 1);
    const answer = async () => articleSchema.parse(await getJson(api, `/v1/catalogs/articles/${articleId}`));
    expect((await answer()).outOfStock).toBe(false);
    await sell(articleId, 1);
    const after = await eventually(answer, (a) => a.outOfStock);
    expect(after.outOfStock).toBe(true);
    expect(after.stock.quantity).toBe(0);
  });
});

describe('the catalogue version and the payment methods on offer', () => {
  it('a payment method switched off or on moves it at once: a page kept with or without the closed-shop banner is not answered again', async () => {
    const reader = settling();
    const open = await versionOf(reader);
    await api.db.update(payments).set({ available: false }).where(eq(payments.id, 'paypal'));
    try {
      const switched = await versionOf(reader);
      expect(switched).not.toBe(open);
      await api.db.update(payments).set({ available: true }).where(eq(payments.id, 'paypal'));
      expect(await versionOf(reader)).toBe(open);
    } finally {
      await api.db.update(payments).set({ available: true }).where(eq(payments.id, 'paypal'));
    }
  });
});
