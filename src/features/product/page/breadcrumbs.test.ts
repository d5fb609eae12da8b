import { describe, expect, it } from 'vitest';
import { crumbsOf } from './breadcrumbs';

describe('crumbsOf', () => {
  const departments = [{ slug: 'abbigliamento', name: 'Abbigliamento' }, { slug: 'maglie', name: 'Maglie' }];

  it('gives one crumb per path segment, named from the departments', () => {
    expect(crumbsOf({ path: 'abbigliamento.maglie', slug: 'maglie', name: 'Maglie' }, departments)).toEqual([
      { slug: 'abbigliamento', name: 'Abbigliamento' },
      { slug: 'maglie', name: 'Maglie' },
    ]);
  });

  it('falls back to the category name and then the slug', () => {
    expect(crumbsOf({ path: 'bici.strada', slug: 'strada', name: 'Strada' }, [])).toEqual([
      { slug: 'bici', name: 'bici' },
      { slug: 'strada', name: 'Strada' },
    ]);
  });

  it('is empty without a category', () => {
    expect(crumbsOf(undefined, departments)).toEqual([]);
  });
});
