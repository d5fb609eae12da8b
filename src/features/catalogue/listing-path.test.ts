import { describe, expect, it } from 'vitest';
import { canonicalListingSlug, listingHref } from './listing-path';

const departments = [
  { slug: 'bici', path: 'bici' },
  { slug: 'bici-gravel', path: 'bici.bici-gravel' },
];

describe('canonicalListingSlug', () => {
  it('leaves a slug alone', () => {
    expect(canonicalListingSlug('bici-gravel', departments)).toBeNull();
  });

  it('gives the slug of the department with that path', () => {
    expect(canonicalListingSlug('bici.bici-gravel', departments)).toBe('bici-gravel');
  });

  it('falls back to the last segment for a path no department has (moved category, shop not loaded)', () => {
    expect(canonicalListingSlug('strada.bici-gravel', departments)).toBe('bici-gravel');
    expect(canonicalListingSlug('bici.bici-gravel')).toBe('bici-gravel');
    expect(canonicalListingSlug('bici.bici-gravel.', departments)).toBe('bici-gravel');
  });

  it('has no slug for a path of dots only', () => {
    expect(canonicalListingSlug('..', departments)).toBeNull();
  });
});

describe('listingHref', () => {
  it('builds /d/{slug} and /d/{slug}/{brand}', () => {
    expect(listingHref('bici-gravel')).toBe('/d/bici-gravel');
    expect(listingHref('bici', 'carbonia')).toBe('/d/bici/carbonia');
  });
});
