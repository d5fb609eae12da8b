import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../../contract/shop';
import { splitVat } from '../../../contract/rules/vat';
import { lineKeyOf, lineKeyOfAdd } from './line-key';
import { lineFromSnapshot } from './line-from-snapshot';
import { project } from './projection';
import { checkoutWith, containerArticle, serverItem } from './test-data';
import type { OutboxPayload } from '../kinds';

const entries = (...payloads: OutboxPayload[]) => payloads.map((payload) => ({ payload }));
const shippings: ShippingMethod[] = [{
  id: 1, type: 'courier', name: 'Corriere', countries: ['IT'],
  thresholds: { fixed: { on: true, value: 899 }, free: { on: true, value: 10_000 } },
}];

describe('the projected cart', () => {
  const wheel = serverItem({ articleId: 7, quantity: 2, prices: { gross: 1000, discount: 0, unit: 1000, total: 2000 } });
  const server = checkoutWith([wheel]);

  it('is the server state as it is when nothing is pending', () => {
    expect(project(server, [])).toEqual({ state: server, pending: 0, provisional: false });
  });

  it('applies an add of a variant, a quantity change and a removal in order, with provisional totals', () => {
    const shirt = containerArticle(100);
    const line = lineFromSnapshot({ article: shirt, variantId: 101, quantity: 1 });
    const shirtKey = lineKeyOfAdd({ article: shirt, variantId: 101 });
    const { state, pending, provisional } = project(server, entries(
      { kind: 'add', lineKey: shirtKey, body: { id: 100, variantId: 101, quantity: 1 }, line },
      { kind: 'setQuantity', lineKey: shirtKey, quantity: 3 },
      { kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 1 },
    ), shippings);
    expect(pending).toBe(3);
    expect(provisional).toBe(true);
    expect(state.items.map((i) => [i.name, i.quantity, i.prices.total])).toEqual([['Articolo 7', 1, 1000], ['Maglia', 3, 12_000]]);
    expect(state.items[1]?.options).toEqual([{ attribute: 'Taglia', value: 'M' }]);
    expect(state.counts).toEqual({ items: 2, quantity: 4 });
    // 130,00 € of goods: above the 100,00 € threshold, shipping is free.
    expect(state.cashier).toMatchObject({ gross: 13_000, shipping: { free: true, gross: 0 }, total: 13_000 });
    expect(state.cashier.taxable).toBe(splitVat(1000, 22).taxable + splitVat(12_000, 22).taxable);
    expect(state.cashier.tax).toBe(13_000 - state.cashier.taxable);
  });

  it('charges the shipping fee below the threshold and nothing for an emptied cart', () => {
    const removed = project(server, entries({ kind: 'remove', lineKey: lineKeyOf(wheel) }), shippings).state;
    expect(removed.items).toEqual([]);
    expect(removed.cashier).toMatchObject({ gross: 0, total: 0 });
    const grown = project(server, entries({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 3 }), shippings).state;
    expect(grown.cashier).toMatchObject({ gross: 3000, shipping: { free: false, gross: 899 }, total: 3899 });
  });

  it('adds to the existing line of the same article instead of making a second one', () => {
    const again = { ...wheel, quantity: 1 };
    const { state } = project(server, entries({ kind: 'add', lineKey: lineKeyOf(wheel), body: { id: 7, quantity: 1 }, line: again }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
  });

  it('moves a line whose quantity leaves its bounds to the unavailable list, and back', () => {
    const over = project(server, entries({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 11 })).state;
    expect(over.items).toEqual([]);
    expect(over.unavailableItems[0]).toMatchObject({ quantity: 11, issue: 'quantity' });
    const serverOver = checkoutWith([]);
    serverOver.unavailableItems = [{ ...wheel, quantity: 11, issue: 'quantity' }];
    const fixed = project(serverOver, entries({ kind: 'setQuantity', lineKey: lineKeyOf(wheel), quantity: 4 })).state;
    expect(fixed.items[0]).toMatchObject({ quantity: 4, issue: null });
  });

  it('ignores a change of a line that is not there', () => {
    const { state } = project(server, entries({ kind: 'setQuantity', lineKey: 'a999', quantity: 2 }));
    expect(state.items).toEqual(server.items);
  });
});
