import { describe, expect, it } from 'vitest';
import { isNotFound, listingPath, listingQuery, relatedArticlesQuery, searchQuery } from './catalogue-api';

describe('catalogue-api', () => {
  it('builds the three listing paths of decision 040', () => {
    expect(listingPath({})).toBe('catalogs/departments');
    expect(listingPath({ slug: 'bici' })).toBe('catalogs/departments/bici');
    expect(listingPath({ slug: 'bici', brand: 'dolomia' })).toBe('catalogs/departments/bici/dolomia');
  });

  it('gives equal listings one cache key, whatever empty values they carry', () => {
    const a = listingQuery('it', { slug: 'bici' }, { brands: [], page: undefined, sort: 'price_asc' }).queryKey;
    const b = listingQuery('it', { slug: 'bici' }, { sort: 'price_asc' }).queryKey;
    expect(a).toEqual(b);
    expect(listingQuery('en', { slug: 'bici' }, { sort: 'price_asc' }).queryKey).not.toEqual(b);
  });

  it('keeps related ids in order in the key and answers [] without asking when there are none', async () => {
    expect(relatedArticlesQuery('it', [3, 1]).queryKey).not.toEqual(relatedArticlesQuery('it', [1, 3]).queryKey);
    const options = relatedArticlesQuery('it', []);
    const fn = options.queryFn as unknown as (ctx: { signal: AbortSignal }) => Promise<unknown>;
    await expect(fn({ signal: new AbortController().signal })).resolves.toEqual([]);
  });

  it('does not search an empty or blank value', () => {
    expect(searchQuery('it', '   ').enabled).toBe(false);
    expect(searchQuery('it', ' gravel ').queryKey).toEqual(['catalogue', 'search', 'it', 'gravel']);
  });

  it("recognises the server's 404", () => {
    expect(isNotFound({ code: 'NOT_FOUND', statusCode: 404, message: 'x' })).toBe(true);
    expect(isNotFound({ code: 'X', statusCode: 500, message: 'x' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
