import { describe, expect, it } from 'vitest';
import {
  clampQuantity, limitOf, limitReached, quantityBounds, quantityControlActive, quantityRefusal, stepperVisible, stockShortfall,
  type QuantityRules,
} from './quantity.js';

const rules = (min: [boolean, number], max: [boolean, number], stock: [boolean, number]): QuantityRules => ({
  stock: { on: stock[0], quantity: stock[1] },
  cart: { quantity: { min: { on: min[0], value: min[1] }, max: { on: max[0], value: max[1] } } },
});

describe('quantityBounds', () => {
  it('defaults to 1..99 with nothing configured and stock untracked', () => {
    expect(quantityBounds(rules([false, 5], [false, 3], [false, 0]))).toEqual({ min: 1, max: 99, purchasable: true, limit: 'order' });
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
  const bounds = { min: 2, max: 6 };
  it('keeps quantities inside the bounds', () => {
    expect(clampQuantity(1, bounds)).toBe(2);
    expect(clampQuantity(9, bounds)).toBe(6);
    expect(clampQuantity(4.7, bounds)).toBe(4);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
  });
});

describe('quantityControlActive', () => {
  it('is active only in stock with a max above 1', () => {
    expect(quantityControlActive(false, { min: 1, max: 2 })).toBe(true);
    expect(quantityControlActive(false, { min: 1, max: 1 })).toBe(false);
    expect(quantityControlActive(true, { min: 1, max: 9 })).toBe(false);
    expect(quantityControlActive(false, { min: 4, max: 3 })).toBe(false);
  });
});

describe('stockShortfall', () => {
  it('refuses adding beyond tracked stock and says how many are left', () => {
    expect(stockShortfall({ on: true, quantity: 3 }, 2, 2)).toBe(3);
    expect(stockShortfall({ on: true, quantity: 3 }, 1, 2)).toBeNull();
    expect(stockShortfall({ on: false, quantity: 0 }, 50, 50)).toBeNull();
  });
});

describe('stepperVisible', () => {
  it('hides the − and + buttons when stock is tracked and one piece or none is left', () => {
    expect(stepperVisible({ on: true, quantity: 1 })).toBe(false);
    expect(stepperVisible({ on: true, quantity: 0 })).toBe(false);
  });
  it('shows them for more tracked stock and for untracked stock', () => {
    expect(stepperVisible({ on: true, quantity: 2 })).toBe(true);
    expect(stepperVisible({ on: false, quantity: 0 })).toBe(true);
  });
});

describe('which limit the maximum is', () => {
  it('is the stock when tracked stock sets the maximum, a per-order maximum otherwise', () => {
    expect(quantityBounds(rules([false, 1], [true, 5], [true, 3])).limit).toBe('stock');
    expect(quantityBounds(rules([false, 1], [true, 5], [true, 7])).limit).toBe('order');
    expect(quantityBounds(rules([false, 1], [true, 5], [false, 0])).limit).toBe('order');
  });
  it("is the order for the shop's default ceiling, and the stock on a tie", () => {
    expect(quantityBounds(rules([false, 1], [false, 0], [false, 0])).limit).toBe('order');
    expect(quantityBounds(rules([false, 1], [false, 0], [true, 150]))).toMatchObject({ max: 150, limit: 'stock' });
    expect(quantityBounds(rules([false, 1], [true, 5], [true, 5])).limit).toBe('stock');
    expect(limitOf({ on: true, quantity: 5 }, 5)).toBe('stock');
  });
  it('is reached only at the maximum of something that can be bought', () => {
    const stock = { on: true, quantity: 20 };
    expect(limitReached(stock, { min: 1, max: 5 }, 5)).toBe('order');
    expect(limitReached(stock, { min: 1, max: 5 }, 4)).toBeNull();
    expect(limitReached({ on: true, quantity: 3 }, { min: 1, max: 3 }, 3)).toBe('stock');
    expect(limitReached({ on: true, quantity: 1 }, { min: 2, max: 1 }, 2)).toBeNull();
  });
});

describe('quantityRefusal', () => {
  const bounds = quantityBounds(rules([true, 2], [true, 4], [true, 10]));
  it('refuses beyond tracked stock first, with how many exist (409 OUT_OF_STOCK)', () => {
    expect(quantityRefusal({ on: true, quantity: 3 }, { min: 1, max: 3 }, 2, 4))
      .toEqual({ code: 'OUT_OF_STOCK', statusCode: 409, available: 3 });
  });
  it('refuses over a per-order maximum as out of bounds, not as out of stock (400)', () => {
    expect(quantityRefusal({ on: true, quantity: 10 }, bounds, 3, 5))
      .toEqual({ code: 'QUANTITY_OUT_OF_BOUNDS', statusCode: 400, min: 2, max: 4, above: true });
  });
  it('refuses below the minimum, not as over the maximum', () => {
    expect(quantityRefusal({ on: true, quantity: 10 }, bounds, 0, 1))
      .toEqual({ code: 'QUANTITY_OUT_OF_BOUNDS', statusCode: 400, min: 2, max: 4, above: false });
  });
  it('allows quantities inside the bounds, and lowering a line to what is left', () => {
    expect(quantityRefusal({ on: true, quantity: 10 }, bounds, 0, 4)).toBeNull();
    expect(quantityRefusal({ on: true, quantity: 4 }, { min: 1, max: 4 }, 6, 4)).toBeNull();
  });
});
