import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds, quantityControlActive, stockShortfall, type QuantityRules } from './quantity.js';

const rules = (min: [boolean, number], max: [boolean, number], stock: [boolean, number]): QuantityRules => ({
  stock: { on: stock[0], quantity: stock[1] },
  cart: { quantity: { min: { on: min[0], value: min[1] }, max: { on: max[0], value: max[1] } } },
});

describe('quantityBounds', () => {
  it('defaults to 1..99 with nothing configured and stock untracked', () => {
    expect(quantityBounds(rules([false, 5], [false, 3], [false, 0]))).toEqual({ min: 1, max: 99, purchasable: true });
  });
  it('takes the configured minimum when on', () => {
    expect(quantityBounds(rules([true, 2], [false, 0], [false, 0])).min).toBe(2);
  });
  it('is bounded by tracked stock when no maximum is configured', () => {
    expect(quantityBounds(rules([false, 1], [false, 0], [true, 7])).max).toBe(7);
  });
  it('takes the tighter of the configured maximum and the tracked stock', () => {
    expect(quantityBounds(rules([false, 1], [true, 5], [true, 7])).max).toBe(5);
    expect(quantityBounds(rules([false, 1], [true, 5], [true, 3])).max).toBe(3);
    expect(quantityBounds(rules([false, 1], [true, 5], [false, 0])).max).toBe(5);
  });
  it('is not purchasable when tracked stock is below the minimum', () => {
    expect(quantityBounds(rules([true, 4], [false, 0], [true, 3])).purchasable).toBe(false);
    expect(quantityBounds(rules([false, 1], [false, 0], [true, 0])).purchasable).toBe(false);
  });
  it('uses the shop default ceiling when given', () => {
    expect(quantityBounds(rules([false, 1], [false, 0], [false, 0]), 20).max).toBe(20);
  });
});

describe('clampQuantity', () => {
  const bounds = { min: 2, max: 6, purchasable: true };
  it('keeps quantities inside the bounds', () => {
    expect(clampQuantity(1, bounds)).toBe(2);
    expect(clampQuantity(9, bounds)).toBe(6);
    expect(clampQuantity(4.7, bounds)).toBe(4);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
  });
});

describe('quantityControlActive', () => {
  it('is active only in stock with a max above 1', () => {
    expect(quantityControlActive(false, { min: 1, max: 2, purchasable: true })).toBe(true);
    expect(quantityControlActive(false, { min: 1, max: 1, purchasable: true })).toBe(false);
    expect(quantityControlActive(true, { min: 1, max: 9, purchasable: true })).toBe(false);
  });
});

describe('stockShortfall', () => {
  it('refuses adding beyond tracked stock and says how many are left', () => {
    expect(stockShortfall({ on: true, quantity: 3 }, 2, 2)).toBe(3);
    expect(stockShortfall({ on: true, quantity: 3 }, 1, 2)).toBeNull();
    expect(stockShortfall({ on: false, quantity: 0 }, 50, 50)).toBeNull();
  });
});
