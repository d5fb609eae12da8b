import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../../contract/catalogue';
import type { SearchResult } from '../../../contract/search';
import { moveActive, searchGroups } from './search-options';

const card = (id: number, slug: string): ArticleCard => ({
  id, slug, name: slug, brand: null, img: null, labels: [], grade: 'simple', available: true,
  outOfStock: false, stock: { on: false, quantity: 0 }, prices: { gross: 1000, discount: 0 },
});

const empty: SearchResult = { articles: [], departments: [], categories: [], brands: [], pagesPromos: [] };

describe('searchGroups', () => {
  it('keeps the spec order, skips empty groups and numbers options across groups', () => {
    const groups = searchGroups({
      ...empty,
      pagesPromos: [{ slug: 'carbonio', label: 'Carbonio' }],
      articles: [card(1, 'telaio-gravel'), card(2, 'ruote-gravel')],
      departments: [{ id: 3, slug: 'bici', path: 'bici', name: 'Bici' }],
    });
    expect(groups.map((g) => g.key)).toEqual(['departments', 'articles', 'pagesPromos']);
    expect(groups.flatMap((g) => g.options.map((o) => [o.index, o.href]))).toEqual([
      [0, '/d/bici'], [1, '/p/telaio-gravel'], [2, '/p/ruote-gravel'], [3, '/l/carbonio'],
    ]);
  });

  it('links categories and brands to their listing by slug (/d/{slug}, decision 090)', () => {
    const groups = searchGroups({
      ...empty,
      categories: [{ id: 4, slug: 'bici-gravel', path: 'bici.bici-gravel', name: 'Gravel' }],
      brands: [{ id: 5, slug: 'stelvio', name: 'Stelvio' }],
    });
    expect(groups.flatMap((g) => g.options.map((o) => `${o.label} ${o.href}`))).toEqual([
      'Gravel /d/bici-gravel', 'Stelvio /d/stelvio',
    ]);
  });

  it('has no groups before an answer and for an answer with nothing in it', () => {
    expect(searchGroups(undefined)).toEqual([]);
    expect(searchGroups(empty)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(null, 4, 1)).toBe(0);
    expect(moveActive(null, 4, -1)).toBe(3);
  });

  it('wraps at both ends', () => {
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(1, 4, 1)).toBe(2);
  });

  it('has nothing to move to in an empty list', () => {
    expect(moveActive(null, 0, 1)).toBeNull();
    expect(moveActive(2, 0, -1)).toBeNull();
  });
});
