import { describe, expect, it } from 'vitest';
import type { Brand, Department } from '../../../contract/shop';
import { lastDepValue, listingSubject } from './listing-subject';

const cover = { url: '/img/c', width: 1920, height: 800 };
const department = (id: number, slug: string, name: string, parent: number | null = null): Department => ({
  id, parent, slug, path: slug, name, shortDescription: `${name} short`, description: `${name} long`, cover,
});
const brand = (id: number, slug: string, name: string): Brand => ({ id, slug, name, featured: true, description: `${name} text` });
const shop = {
  departments: [department(1, 'bici', 'Bici'), department(2, 'strada', 'Strada', 1)],
  brands: [brand(9, 'veloce', 'Veloce')],
};

describe('listingSubject', () => {
  it('names the shop root', () => {
    expect(listingSubject(shop, {}, 'Negozio')).toEqual({ kind: 'root', name: 'Negozio' });
  });

  it('finds departments and categories by slug', () => {
    expect(listingSubject(shop, { slug: 'strada' }, 'x')).toMatchObject({ kind: 'department', name: 'Strada', shortDescription: 'Strada short', cover });
  });

  it('finds brands by slug', () => {
    expect(listingSubject(shop, { slug: 'veloce' }, 'x')).toMatchObject({ kind: 'brand', name: 'Veloce', description: 'Veloce text' });
  });

  it('narrows a department to a brand', () => {
    expect(listingSubject(shop, { slug: 'bici', brand: 'veloce' }, 'x')).toMatchObject({ name: 'Bici', brandName: 'Veloce' });
  });

  it('knows nothing of unknown slugs (the route answers /404)', () => {
    expect(listingSubject(shop, { slug: 'nope' }, 'x')).toBeNull();
    expect(listingSubject(shop, { slug: 'bici', brand: 'nope' }, 'x')).toBeNull();
    expect(listingSubject(shop, { slug: 'veloce', brand: 'veloce' }, 'x')).toBeNull();
  });
});

describe('lastDepValue', () => {
  it('remembers the path after /d/, nothing for the root', () => {
    expect(lastDepValue({ slug: 'bici' })).toBe('bici');
    expect(lastDepValue({ slug: 'bici', brand: 'veloce' })).toBe('bici/veloce');
    expect(lastDepValue({})).toBeNull();
  });
});
