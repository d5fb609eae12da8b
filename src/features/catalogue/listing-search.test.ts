import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { ListingParams } from '../../lib/catalogue-api';
import {
  filtersOf, hasFilters, paramsFromSearch, searchFromParams, validateListingSearch, withFilters,
} from './listing-search';

/** What the router does with a search object: URL text, then parsed and validated again. */
function throughUrl(params: ListingParams): { url: string; back: ListingParams } {
  const url = defaultStringifySearch({ ...searchFromParams(params) });
  return { url, back: paramsFromSearch(validateListingSearch(defaultParseSearch(url))) };
}

describe('listing URL ↔ listing query', () => {
  it('round-trips every choice through the URL text', () => {
    const params: ListingParams = {
      page: 3, sort: 'price_desc', brands: ['ciclo-rosa', 'veloce_2'], labels: ['nuovo'],
      options: [12, 105], price_min: 1000, price_max: 250000,
    };
    const { url, back } = throughUrl(params);
    expect(back).toEqual(params);
    expect(url).toBe(
      '?mnkfltpage=3&mnkfltsort=price_desc&mnkfltbrands=ciclo-rosa%2Cveloce_2&mnkfltlabels=nuovo&mnkfltoptions=12%2C105&mnkfltprice_min=1000&mnkfltprice_max=250000',
    );
  });

  it('keeps a lone option id or numeric slug unquoted and still a list', () => {
    const { url, back } = throughUrl({ options: [7], brands: ['2024'] });
    expect(url).toBe('?mnkfltbrands=2024&mnkfltoptions=7');
    expect(back).toEqual({ options: [7], brands: ['2024'] });
  });

  it('leaves page 1 and empty lists out of the URL', () => {
    expect(searchFromParams({ page: 1, brands: [], labels: undefined })).toEqual({});
    expect(throughUrl({}).url).toBe('');
  });

  it('accepts repeated parameters written by hand', () => {
    expect(paramsFromSearch(defaultParseSearch('?mnkfltbrands=a&mnkfltbrands=b&mnkfltoptions=3&mnkfltoptions=4'))).toEqual({
      brands: ['a', 'b'], options: [3, 4],
    });
  });

  it('drops bad values instead of failing', () => {
    const parsed = paramsFromSearch(defaultParseSearch(
      '?mnkfltpage=0&mnkfltsort=cheapest&mnkfltbrands=Ok%2Cgood%2C..%2C&mnkfltoptions=1%2Cx%2C-4%2C2.5&mnkfltprice_min=-1&mnkfltprice_max=abc&other=1',
    ));
    expect(parsed).toEqual({ brands: ['good'], options: [1] });
    expect(paramsFromSearch({ mnkfltpage: 'abc', mnkfltlabels: { a: 1 }, mnkfltoptions: [true, null] })).toEqual({});
    expect(paramsFromSearch({ mnkfltpage: 2.5 })).toEqual({});
  });

  it('drops an inverted price range, keeps a one-sided one', () => {
    expect(paramsFromSearch({ mnkfltprice_min: 5000, mnkfltprice_max: 1000 })).toEqual({});
    expect(paramsFromSearch({ mnkfltprice_min: '5000' })).toEqual({ price_min: 5000 });
  });

  it('removes duplicates and caps lists at 50', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(paramsFromSearch({ mnkfltoptions: many }).options).toHaveLength(50);
    expect(paramsFromSearch({ mnkfltbrands: 'a,a,b' }).brands).toEqual(['a', 'b']);
  });
});

describe('filters', () => {
  const current: ListingParams = { page: 4, sort: 'name_desc', brands: ['a'], price_max: 900 };

  it('separates filters from page and sort', () => {
    expect(filtersOf(current)).toEqual({ brands: ['a'], price_max: 900 });
    expect(hasFilters(current)).toBe(true);
    expect(hasFilters({ page: 2, sort: 'price_asc' })).toBe(false);
  });

  it('applying filters keeps the sort and goes back to page 1', () => {
    expect(withFilters(current, { labels: ['nuovo'] })).toEqual({ sort: 'name_desc', labels: ['nuovo'] });
    expect(withFilters(current, {})).toEqual({ sort: 'name_desc' });
  });
});
