import { describe, expect, it } from 'vitest';
import { priceParts } from './price-parts';

describe('priceParts', () => {
  it('shows the gross alone when not discounted', () => {
    expect(priceParts({ gross: 1999, discount: 0 }, 'simple')).toEqual({ paid: 1999, before: null, discount: null, from: false });
  });

  it('pays the discounted price and crosses out the gross', () => {
    expect(priceParts({ gross: 10000, discounted: 8000, discount: 20 }, 'variant')).toEqual({
      paid: 8000, before: 10000, discount: 20, from: false,
    });
  });

  it('ignores a discounted price that is not lower than gross', () => {
    expect(priceParts({ gross: 5000, discounted: 5000, discount: 0 }, 'bundle').before).toBeNull();
  });

  it("marks containers as a 'from' price", () => {
    expect(priceParts({ gross: 5000, discount: 0 }, 'container').from).toBe(true);
  });
});
