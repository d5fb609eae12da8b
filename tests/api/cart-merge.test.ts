// mergeCarts: at sign-in the session cart joins the user's cart (decision 066). Sign-in comes
// later; the merge is called directly and its result read back over HTTP.
import { describe, expect, it } from 'vitest';
import { mergeCarts } from '../../server/domain/cart/merge.js';
import { cartApiSuite, lineOf, Visitor } from './cart-fixtures.js';

const { api, fx } = cartApiSuite();

describe('mergeCarts', () => {
  it('adds up lines of the same article and selection within the bounds, moves the others, empties the source', async () => {
    const session = new Visitor(api);
    const user = new Visitor(api);
    await session.add({ id: fx.book, quantity: 2 });
    await session.add({ id: fx.bottle, quantity: 4 });
    await session.add({ id: fx.kit, variantId: [fx.jersey.large], quantity: 1 });
    const from = await session.add({ id: fx.gel, quantity: 3 });
    await user.add({ id: fx.book, quantity: 5 });
    await user.add({ id: fx.bottle, quantity: 3 });
    await user.add({ id: fx.kit, variantId: [fx.jersey.small], quantity: 1 });
    const into = await user.add({ id: fx.gel, quantity: 2 });

    await mergeCarts(api.db, from.id, into.id);

    const merged = await user.state();
    expect(lineOf(merged, fx.book)?.quantity).toBe(7);
    // 4 + 3 bottles, but only 5 exist; 3 + 2 gels, but at most 4 per order.
    expect(lineOf(merged, fx.bottle)?.quantity).toBe(5);
    expect(lineOf(merged, fx.gel)?.quantity).toBe(4);
    expect(merged.bundleItems.map((l) => [l.selection, l.quantity]).sort()).toEqual([[[fx.jersey.large], 1], [[fx.jersey.small], 1]].sort());
    expect(merged.unavailableItems).toEqual([]);
    expect((await session.state()).counts).toEqual({ items: 0, quantity: 0 });
  });

  it('changes nothing when a cart is merged into itself', async () => {
    const visitor = new Visitor(api);
    const state = await visitor.add({ id: fx.book, quantity: 2 });
    await mergeCarts(api.db, state.id, state.id);
    expect((await visitor.state()).counts).toEqual({ items: 1, quantity: 2 });
  });
});
