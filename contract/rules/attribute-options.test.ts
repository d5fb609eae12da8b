import { describe, expect, it } from 'vitest';
import { choose, disabledOptions, matchingVariant, selectableFromAttributes } from './attribute-options.js';

// A frame in sizes S (1), M (2), L (3) and colours red (10), black (11).
const attributes = [
  { id: 100, options: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  { id: 200, options: [{ id: 10 }, { id: 11 }] },
];
const variants = [
  { id: 1001, options: [1, 10], inStock: true },
  { id: 1002, options: [1, 11], inStock: false },
  { id: 1003, options: [2, 11], inStock: true },
  // L exists only in red, sold out; there is no M red at all.
  { id: 1004, options: [3, 10], inStock: false },
];

describe('disabledOptions', () => {
  it('with nothing chosen, disables options no in-stock variant has', () => {
    expect(disabledOptions(attributes, variants, {})).toEqual(new Set([3]));
  });
  it('disables options that do not fit the other choices', () => {
    expect(disabledOptions(attributes, variants, { 200: 10 })).toEqual(new Set([2, 3]));
    expect(disabledOptions(attributes, variants, { 100: 1 })).toEqual(new Set([3, 11]));
  });
});

describe('choose', () => {
  it('clears another choice the new one makes impossible', () => {
    const { selection } = choose(attributes, variants, { 100: 1, 200: 10 }, 100, 2);
    expect(selection).toEqual({ 100: 2, 200: null });
  });
  it('keeps choices that still fit', () => {
    const { selection, disabled } = choose(attributes, variants, { 200: 11 }, 100, 2);
    expect(selection).toEqual({ 100: 2, 200: 11 });
    expect(disabled.has(11)).toBe(false);
  });
});

describe('matchingVariant', () => {
  it('is the variant with exactly the chosen options once all are chosen', () => {
    expect(matchingVariant(attributes, variants, { 100: 2, 200: 11 })).toBe(1003);
  });
  it('is null while an attribute is unchosen or nothing matches', () => {
    expect(matchingVariant(attributes, variants, { 100: 2 })).toBeNull();
    expect(matchingVariant(attributes, variants, { 100: 2, 200: 10 })).toBeNull();
  });
});

describe('selectableFromAttributes', () => {
  it('rebuilds variants and their stock from the options of an Article', () => {
    const built = selectableFromAttributes([
      { id: 100, options: [{ id: 1, variants: [1001, 1002], variants2: [1001] }] },
      { id: 200, options: [{ id: 10, variants: [1001], variants2: [1001] }, { id: 11, variants: [1002], variants2: [] }] },
    ]);
    expect(built.variants).toEqual([
      { id: 1001, options: [1, 10], inStock: true },
      { id: 1002, options: [1, 11], inStock: false },
    ]);
    expect(built.attributes[1]).toEqual({ id: 200, options: [{ id: 10 }, { id: 11 }] });
  });
});
