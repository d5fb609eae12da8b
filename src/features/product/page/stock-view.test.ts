import { describe, expect, it } from 'vitest';
import type { Article } from '../../../../contract/catalogue';
import { stockView } from './stock-view';

const base = {
  grade: 'simple', available: true, stock: { on: true, quantity: 4 }, variants: [], articles: [],
} as unknown as Article;

describe('stockView', () => {
  it('counts what is left of a tracked article', () => {
    expect(stockView(base)).toEqual({ soldOut: false, left: 4, unavailable: false });
  });

  it('says nothing about quantity when stock is not tracked', () => {
    expect(stockView({ ...base, stock: { on: false, quantity: 0 } })).toEqual({ soldOut: false, left: null, unavailable: false });
  });

  it('is sold out and unavailable at zero', () => {
    expect(stockView({ ...base, stock: { on: true, quantity: 0 } })).toEqual({ soldOut: true, left: null, unavailable: true });
  });

  it('makes a bundle unavailable when a member is', () => {
    const member = { ...base, available: false, quantityInBundle: 1 };
    const bundle = { ...base, grade: 'bundle', stock: { on: false, quantity: 0 }, articles: [member] } as unknown as Article;
    expect(stockView(bundle)).toMatchObject({ soldOut: true, unavailable: true });
  });

  it("says how many whole bundles the members make: each member's stock over its quantity in the bundle, the least", () => {
    // Two of a member with 7 left make 3 bundles; the other member (5 left, one a bundle) allows 5.
    const pair = { ...base, stock: { on: true, quantity: 7 }, quantityInBundle: 2 };
    const single = { ...base, stock: { on: true, quantity: 5 }, quantityInBundle: 1 };
    const bundle = { ...base, grade: 'bundle', stock: { on: false, quantity: 0 }, articles: [pair, single] } as unknown as Article;
    expect(stockView(bundle)).toEqual({ soldOut: false, left: 3, unavailable: false });
  });
});
