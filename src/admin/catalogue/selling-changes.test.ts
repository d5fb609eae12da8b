import { describe, expect, it } from 'vitest';
import { draftOf, sellingChanges, type SellingDraft } from './selling-changes';

const before: SellingDraft = draftOf({ price: 5990, discountedPrice: null, stockTracked: true, stock: 3, onSale: false });
const change = (next: Partial<SellingDraft>) => sellingChanges({ ...before, ...next }, before, (what) => what);

describe('sellingChanges', () => {
  it('sends only what changed, amounts read the Italian way', () => {
    expect(before.price).toBe('59,90');
    expect(change({ price: '1.234,50', stock: '7' })).toEqual({ price: 123450, stock: 7 });
    expect(change({})).toEqual({});
  });

  it("refuses past the contract's limits on the page, not with the server's rule (1 000 000,00 € and 1 000 000 pieces)", () => {
    expect(change({ price: '1.000.000,00' })).toEqual({ price: 100_000_000 });
    expect(change({ price: '1.000.000,01' })).toBe('priceMax');
    expect(change({ discountedPrice: '2.000.000' })).toBe('discountMax');
    expect(change({ stock: '1000000' })).toEqual({ stock: 1_000_000 });
    expect(change({ stock: '1000001' })).toBe('stockMax');
  });

  it('refuses what is not an amount or a count', () => {
    expect(change({ price: '0' })).toBe('price');
    expect(change({ discountedPrice: 'abc' })).toBe('discount');
    expect(change({ stock: '-1' })).toBe('stock');
  });
});
