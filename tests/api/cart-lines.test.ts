// PATCH and DELETE of cart lines, lines that stop being buyable, the cashier, and concurrent adds.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../server/db/schema.js';
import { cartApiSuite, lineOf, setStock, Visitor } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api, fx } = cartApiSuite();

const ITEMS = '/v1/checkout/ss/carts/items';

describe('PATCH and DELETE a line', () => {
  it('sets the quantity within the bounds and stock, refusing outside them', async () => {
    const visitor = new Visitor(api);
    const line = (await visitor.add({ id: fx.jersey.small, quantity: 1 })).items[0]!;
    expect((await visitor.ok('PATCH', `${ITEMS}/${line.id}`, { quantity: 3 })).items[0]).toMatchObject({ id: line.id, quantity: 3 });
    const error = await expectError(await visitor.call('PATCH', `${ITEMS}/${line.id}`, { quantity: 4 }), 409, 'OUT_OF_STOCK');
    expect(error.payload).toEqual({ available: 3, inCart: 3 });
    await expectError(await visitor.call('PATCH', `${ITEMS}/${line.id}`, { quantity: 0 }), 400, 'VALIDATION_ERROR');
    expect(lineOf(await visitor.state(), fx.jersey.small)?.quantity).toBe(3);
  });

  it('removes a line, and a second removal finds nothing (404 ITEM_NOT_FOUND)', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    const state = await visitor.add({ id: fx.bottle, quantity: 1 });
    const book = lineOf(state, fx.book)!;
    const after = await visitor.ok('DELETE', `${ITEMS}/${book.id}`);
    expect(after.items.map((l) => l.articleId)).toEqual([fx.bottle]);
    await expectError(await visitor.call('DELETE', `${ITEMS}/${book.id}`), 404, 'ITEM_NOT_FOUND');
  });

  it("never reaches another session's line: 404 and the line unchanged", async () => {
    const owner = new Visitor(api);
    const other = new Visitor(api);
    await other.state();
    const line = (await owner.add({ id: fx.book, quantity: 2 })).items[0]!;
    await expectError(await other.call('PATCH', `${ITEMS}/${line.id}`, { quantity: 5 }), 404, 'ITEM_NOT_FOUND');
    await expectError(await other.call('DELETE', `${ITEMS}/${line.id}`), 404, 'ITEM_NOT_FOUND');
    expect(lineOf(await owner.state(), fx.book)?.quantity).toBe(2);
  });

  it('refuses an item id that is not a line id (400)', async () => {
    await expectError(await new Visitor(api).call('DELETE', `${ITEMS}/not-a-uuid`), 400, 'VALIDATION_ERROR');
  });
});

describe('the session cart', () => {
  it('keeps its lines across a server restart', async () => {
    const visitor = new Visitor(api);
    const before = await visitor.add({ id: fx.book, quantity: 2 });
    await api.restart();
    expect(await visitor.state()).toEqual(before);
  });
});

describe('lines that can no longer be bought', () => {
  it('moves a line to unavailableItems when its stock is set to 0, says why, and stops charging it', async () => {
    const [article] = await api.db.insert(articles).values({
      shopId: 'raggio', sku: 'CT-DROP', slug: 'cart-test-drop', grade: 'simple', name: { it: 'Calo' }, priceGross: 1200,
      stockOn: true, stockQuantity: 4,
    }).returning();
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.book, quantity: 1 });
    await visitor.add({ id: article!.id, quantity: 3 });

    await setStock(api.db, article!.id, 2);
    let state = await visitor.state();
    expect(state.unavailableItems).toMatchObject([{ articleId: article!.id, quantity: 3, issue: 'quantity', bounds: { min: 1, max: 2 } }]);
    expect(state.counts).toEqual({ items: 1, quantity: 1 });
    expect(state.cashier.gross).toBe(1000);
    // Lowering the quantity to what is left brings it back.
    const id = state.unavailableItems[0]!.id;
    state = await visitor.ok('PATCH', `${ITEMS}/${id}`, { quantity: 2 });
    expect(lineOf(state, article!.id)).toMatchObject({ issue: null, quantity: 2 });
    expect(state.items).toHaveLength(2);

    await setStock(api.db, article!.id, 0);
    state = await visitor.state();
    expect(state.unavailableItems).toMatchObject([{ articleId: article!.id, issue: 'outOfStock' }]);
    expect(state.cashier.gross).toBe(1000);

    await api.db.update(articles).set({ stockQuantity: 9, available: false }).where(eq(articles.id, article!.id));
    expect((await visitor.state()).unavailableItems).toMatchObject([{ articleId: article!.id, issue: 'unavailable' }]);
  });

  it('lists articles not for minors apart, not counted and not charged', async () => {
    const state = await new Visitor(api).add({ id: fx.co2, quantity: 1 });
    expect(state.pg18Items.map((l) => l.articleId)).toEqual([fx.co2]);
    expect(state.counts).toEqual({ items: 0, quantity: 0 });
    expect(state.cashier.total).toBe(0);
  });
});

describe('cashier', () => {
  it('derives taxable and tax per line from its VAT rate, in whole cents, and adds the Italian shipping fee', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.bottle, quantity: 1 }); // 25.00 at 22 %: taxable 20.49, tax 4.51
    await visitor.add({ id: fx.book, quantity: 1 }); // 10.00 at 4 %: taxable 9.62, tax 0.38
    const state = await visitor.add({ id: fx.gel, quantity: 2 }); // 8.00 at 10 %: taxable 7.27, tax 0.73
    expect(state.cashier).toMatchObject({ gross: 4300, taxable: 2049 + 962 + 727, tax: 451 + 38 + 73, shipping: { free: false, gross: 899 }, total: 4300 + 899 });
  });

  it('ships free from 79.99 € of goods, and charges nothing for an empty cart', async () => {
    const visitor = new Visitor(api);
    expect((await visitor.state()).cashier).toMatchObject({ total: 0, shipping: { free: false, gross: 899 } });
    const under = await visitor.add({ id: fx.book, quantity: 7 }); // 70.00
    expect(under.cashier).toMatchObject({ gross: 7000, shipping: { free: false, gross: 899 }, total: 7899 });
    const over = await visitor.add({ id: fx.book, quantity: 1 }); // 80.00
    expect(over.cashier).toMatchObject({ gross: 8000, shipping: { free: true, gross: 0 }, total: 8000 });
  });
});

const addOne = async (visitor: Visitor, id: number) => {
  const res = await visitor.call('POST', '/v1/checkout/ss/carts', { id, quantity: 1 });
  await res.text();
  return res.status;
};

describe('concurrency', () => {
  it('counts every one of 10 parallel adds to one cart', async () => {
    const visitor = new Visitor(api);
    // The session, as a browser's first add opens it (decision 224); then ten at once.
    await visitor.add({ id: fx.jersey.large, quantity: 1 });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => addOne(visitor, fx.book)));
    expect(statuses).toEqual(Array(10).fill(200));
    const state = await visitor.state();
    expect(state.items).toHaveLength(2);
    expect(lineOf(state, fx.book)?.quantity).toBe(10);
  });

  it('never lets parallel adds together pass the tracked stock', async () => {
    const visitor = new Visitor(api);
    await visitor.add({ id: fx.jersey.large, quantity: 1 });
    const statuses = await Promise.all(Array.from({ length: 8 }, () => addOne(visitor, fx.bottle)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(lineOf(await visitor.state(), fx.bottle)?.quantity).toBe(5);
  });
});
