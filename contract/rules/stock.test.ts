import { describe, expect, it } from 'vitest';
import { quantityBounds } from './quantity.js';
import { effectiveStock, isOutOfStock, stockItemOf, type StockItem, type StockSource } from './stock.js';

const unit = (grade: 'simple' | 'variant', available: boolean, on: boolean, quantity: number): StockItem => ({
  grade, available, stock: { on, quantity },
});
const container = (...variants: StockItem[]): StockItem => ({
  grade: 'container', available: true, stock: { on: false, quantity: 0 }, variants,
});
const bundle = (available: boolean, ...members: StockItem[]): StockItem => ({
  grade: 'bundle', available, stock: { on: false, quantity: 0 }, members,
});

describe('isOutOfStock', () => {
  it.each(['simple', 'variant'] as const)('%s: out when unavailable or tracked at zero, in otherwise', (grade) => {
    expect(isOutOfStock(unit(grade, true, true, 3))).toBe(false);
    expect(isOutOfStock(unit(grade, true, true, 0))).toBe(true);
    expect(isOutOfStock(unit(grade, false, true, 3))).toBe(true);
    expect(isOutOfStock(unit(grade, true, false, 0))).toBe(false);
  });

  it('container: out only when every variant is tracked at zero', () => {
    expect(isOutOfStock(container(unit('variant', true, true, 0), unit('variant', true, true, 0)))).toBe(true);
    expect(isOutOfStock(container(unit('variant', true, true, 0), unit('variant', true, true, 1)))).toBe(false);
    expect(isOutOfStock(container(unit('variant', true, true, 0), unit('variant', true, false, 0)))).toBe(false);
  });

  it('container: variants that cannot be sold count as out, and no variants means out', () => {
    expect(isOutOfStock(container(unit('variant', false, true, 5)))).toBe(true);
    expect(isOutOfStock(container())).toBe(true);
  });

  it('bundle: out when unavailable or when any member is out', () => {
    const inStock = unit('simple', true, true, 2);
    expect(isOutOfStock(bundle(true, inStock, container(unit('variant', true, true, 1))))).toBe(false);
    expect(isOutOfStock(bundle(false, inStock))).toBe(true);
    expect(isOutOfStock(bundle(true, inStock, unit('simple', true, true, 0)))).toBe(true);
  });

  it('bundle: a container member with no variants makes it out', () => {
    expect(isOutOfStock(bundle(true, unit('simple', true, true, 2), container()))).toBe(true);
  });
});

describe('effectiveStock', () => {
  it('simple and variant articles keep their own stock', () => {
    expect(effectiveStock(unit('simple', true, true, 4))).toEqual({ on: true, quantity: 4 });
  });
  it('a container sums its variants and is tracked only when all are', () => {
    expect(effectiveStock(container(unit('variant', true, true, 2), unit('variant', true, true, 3)))).toEqual({ on: true, quantity: 5 });
    expect(effectiveStock(container(unit('variant', true, true, 2), unit('variant', true, false, 0))).on).toBe(false);
  });
  it('a bundle allows as many as its scarcest tracked member', () => {
    const members = [
      { ...unit('simple', true, true, 7), quantityInBundle: 2 },
      unit('simple', true, true, 5),
      unit('simple', true, false, 0),
    ];
    expect(effectiveStock({ ...bundle(true), members })).toEqual({ on: true, quantity: 3 });
    expect(effectiveStock(bundle(true, unit('simple', true, false, 0)))).toEqual({ on: false, quantity: 0 });
  });
});

describe('stockItemOf', () => {
  const noLimits = { quantity: { min: { on: false, value: 1 }, max: { on: false, value: 99 } } };
  // A bundle as the catalogue sends it: 2 wheels of 7 in stock, 1 frame of 5, untracked tape.
  const member = (quantityInBundle: number, on: boolean, quantity: number) => ({
    grade: 'simple' as const, available: true, stock: { on, quantity }, variants: [], articles: [], quantityInBundle,
  });
  const bundleArticle: StockSource = {
    grade: 'bundle', available: true, stock: { on: false, quantity: 0 }, variants: [],
    articles: [member(2, true, 7), member(1, true, 5), member(3, false, 0)],
  };

  it("counts how many whole bundles the members make: each member's stock over its quantity, the least", () => {
    expect(effectiveStock(stockItemOf(bundleArticle))).toEqual({ on: true, quantity: 3 });
  });
  it("gives the bundle's quantity maximum the same figure", () => {
    const stock = effectiveStock(stockItemOf(bundleArticle));
    expect(quantityBounds({ stock, cart: noLimits }).max).toBe(3);
  });
  it('takes an article that does not say it is available as switched on, and keeps a container\'s variants', () => {
    const container: StockSource = {
      grade: 'container', stock: { on: true, quantity: 0 },
      variants: [{ available: true, stock: { on: true, quantity: 2 } }, { available: true, stock: { on: true, quantity: 1 } }],
    };
    expect(stockItemOf(container).available).toBe(true);
    expect(effectiveStock(stockItemOf(container))).toEqual({ on: true, quantity: 3 });
  });
  it("ignores a non-bundle's articles", () => {
    expect(stockItemOf({ ...member(1, true, 4), articles: [member(1, true, 0)] }).members).toBeUndefined();
  });
});
