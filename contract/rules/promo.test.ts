import { describe, expect, it } from 'vitest';
import { lineDiscounts, missingForMinCart, type PromoRule } from './promo.js';

const none = { on: false, value: 0 };
const rule = (type: PromoRule['type'], value: number, minCart = none): PromoRule => ({ type, value, minCart });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('lineDiscounts', () => {
  it('takes a percentage off each line, rounded half up to the cent', () => {
    // 10 % of 2500 = 250; of 999 = 99.9 → 100; of 1005 = 100.5 → 101 (half up).
    expect(lineDiscounts([2500, 999, 1005], rule('percentage', 10))).toEqual([250, 100, 101]);
  });
  it('never takes more than 100 %', () => {
    expect(lineDiscounts([1234], rule('percentage', 150))).toEqual([1234]);
  });
  it('spreads a fixed amount over the lines in proportion, adding up to the amount exactly', () => {
    // 1500 over 1000/2000/3000: 250, 500, 750.
    expect(lineDiscounts([1000, 2000, 3000], rule('price', 1500))).toEqual([250, 500, 750]);
    // 1000 over three equal lines: 333 each and the cent left to the first line.
    const thirds = lineDiscounts([999, 999, 999], rule('price', 1000));
    expect(thirds).toEqual([334, 333, 333]);
    expect(sum(thirds)).toBe(1000);
    const odd = lineDiscounts([1799, 4233, 12], rule('price', 777));
    expect(sum(odd)).toBe(777);
  });
  it('never takes a fixed amount larger than the goods', () => {
    expect(lineDiscounts([300, 200], rule('price', 1500))).toEqual([300, 200]);
  });
  it('takes nothing below the minimum cart, and counts from the minimum on', () => {
    const min = { on: true, value: 10000 };
    expect(lineDiscounts([5000, 4999], rule('price', 1500, min))).toEqual([0, 0]);
    expect(sum(lineDiscounts([5000, 5000], rule('price', 1500, min)))).toBe(1500);
  });
  it("takes nothing off the lines for an 'articles' code (its products come free apart)", () => {
    expect(lineDiscounts([5000], rule('articles', 0))).toEqual([0]);
  });
  it('handles an empty cart', () => {
    expect(lineDiscounts([], rule('price', 1500))).toEqual([]);
  });
});

describe('missingForMinCart', () => {
  it('says how many cents are missing, 0 once reached or without a minimum', () => {
    expect(missingForMinCart(7450, { on: true, value: 10000 })).toBe(2550);
    expect(missingForMinCart(10000, { on: true, value: 10000 })).toBe(0);
    expect(missingForMinCart(0, none)).toBe(0);
  });
});
