import { describe, expect, it } from 'vitest';
import { isProductAvailable } from './availability.js';
import type { StockItem } from './stock.js';

const simple = (available: boolean, on: boolean, quantity: number): StockItem => ({ grade: 'simple', available, stock: { on, quantity } });

describe('isProductAvailable', () => {
  it('simple or variant: unavailable when switched off or tracked at zero', () => {
    expect(isProductAvailable(simple(true, true, 1))).toBe(true);
    expect(isProductAvailable(simple(true, false, 0))).toBe(true);
    expect(isProductAvailable(simple(true, true, 0))).toBe(false);
    expect(isProductAvailable(simple(false, true, 9))).toBe(false);
    expect(isProductAvailable({ grade: 'variant', available: true, stock: { on: true, quantity: 0 } })).toBe(false);
  });

  it('container: unavailable when switched off or when every variant is tracked and none is left', () => {
    const variants = [{ available: true, stock: { on: true, quantity: 0 } }, { available: true, stock: { on: true, quantity: 2 } }];
    expect(isProductAvailable({ grade: 'container', available: true, stock: { on: false, quantity: 0 }, variants })).toBe(true);
    expect(isProductAvailable({ grade: 'container', available: false, stock: { on: false, quantity: 0 }, variants })).toBe(false);
    const empty = variants.map((v) => ({ ...v, stock: { on: true, quantity: 0 } }));
    expect(isProductAvailable({ grade: 'container', available: true, stock: { on: false, quantity: 0 }, variants: empty })).toBe(false);
  });

  it('bundle: unavailable when any member is', () => {
    const bundle = (members: StockItem[]): StockItem => ({ grade: 'bundle', available: true, stock: { on: false, quantity: 0 }, members });
    expect(isProductAvailable(bundle([simple(true, true, 1), simple(true, false, 0)]))).toBe(true);
    expect(isProductAvailable(bundle([simple(true, true, 1), simple(false, false, 0)]))).toBe(false);
    expect(isProductAvailable({ ...bundle([simple(true, true, 1)]), available: false })).toBe(false);
  });
});
