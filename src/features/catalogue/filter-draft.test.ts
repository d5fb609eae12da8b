import { describe, expect, it } from 'vitest';
import { isSelected, priceBounds, priceSliderDisabled, sameFilters, setPrice, toggleOption, type OptionsFilter } from './filter-draft';

const brands: OptionsFilter = { kind: 'brands', key: 'brands', label: 'Marca', options: [] };
const colour: OptionsFilter = { kind: 'attribute', key: 'options', slug: 'colore', label: 'Colore', options: [] };
const price = { min: 1999, max: 250050 };

describe('toggleOption', () => {
  it('adds and removes an option, leaving no empty list behind', () => {
    const one = toggleOption({}, brands, 'veloce');
    expect(one).toEqual({ brands: ['veloce'] });
    expect(isSelected(one, brands, 'veloce')).toBe(true);
    expect(toggleOption(one, brands, 'veloce')).toEqual({ brands: undefined });
  });

  it('keeps attribute option ids as numbers, apart from other groups', () => {
    expect(toggleOption({ brands: ['a'] }, colour, 12)).toEqual({ brands: ['a'], options: [12] });
  });
});

describe('price range', () => {
  it('rounds the slider bounds outward to whole euros', () => {
    expect(priceBounds(price)).toEqual({ min: 1900, max: 250100 });
  });

  it('is disabled when min equals max', () => {
    expect(priceSliderDisabled({ min: 5000, max: 5000 })).toBe(true);
    expect(priceSliderDisabled(price)).toBe(false);
  });

  it('sets either end; an end at its bound is no limit', () => {
    const low = setPrice({}, price, 'min', 10000);
    expect(low).toEqual({ price_min: 10000 });
    expect(setPrice(low, price, 'max', 50000)).toEqual({ price_min: 10000, price_max: 50000 });
    expect(setPrice(low, price, 'min', 1900)).toEqual({ price_min: undefined });
    expect(setPrice({ price_max: 9000 }, price, 'max', 999999)).toEqual({ price_max: undefined });
  });

  it('never lets the ends cross', () => {
    expect(setPrice({ price_max: 5000 }, price, 'min', 8000)).toEqual({ price_max: 5000, price_min: 5000 });
    expect(setPrice({ price_min: 8000 }, price, 'max', 3000)).toEqual({ price_min: 8000, price_max: 8000 });
  });
});

describe('sameFilters', () => {
  it('ignores the order of chosen options and empty lists', () => {
    expect(sameFilters({ options: [2, 1], brands: [] }, { options: [1, 2] })).toBe(true);
    expect(sameFilters({ price_min: 100 }, {})).toBe(false);
  });
});
