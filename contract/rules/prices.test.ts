import { describe, expect, it } from 'vitest';
import { pricePaid, pricesOf } from './prices.js';

describe('pricesOf', () => {
  it('computes the whole percentage off', () => {
    expect(pricesOf(10000, 7500)).toEqual({ gross: 10000, discounted: 7500, discount: 25 });
    expect(pricesOf(2999, 1999)).toEqual({ gross: 2999, discounted: 1999, discount: 33 });
  });
  it('ignores a missing discount or one not below gross', () => {
    expect(pricesOf(5000, null)).toEqual({ gross: 5000, discount: 0 });
    expect(pricesOf(5000, 5000)).toEqual({ gross: 5000, discount: 0 });
  });
  it('the price paid is the discounted one when there is one', () => {
    expect(pricePaid(pricesOf(5000, 4000))).toBe(4000);
    expect(pricePaid(pricesOf(5000, null))).toBe(5000);
  });
});
