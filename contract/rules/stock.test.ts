import { describe, expect, it } from 'vitest';
import { effectiveStock, isOutOfStock, type StockItem } from './stock.js';

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
