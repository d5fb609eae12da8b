import { describe, expect, it } from 'vitest';
import { article, containerArticle } from '../../../offline/cart/test-data';
import { addVariantId, orderLimitReached, purchaseRules } from './purchase-rules';

const limits = (min: number | null, max: number | null) => ({
  quantity: { min: { on: min !== null, value: min ?? 1 }, max: { on: max !== null, value: max ?? 99 } },
});

describe("the product page's purchase rules", () => {
  it('starts at the configured minimum and stops at the tighter of maximum and tracked stock', () => {
    const rules = purchaseRules(article({ id: 1, stock: { on: true, quantity: 7 }, cart: limits(2, 10) }));
    expect(rules.bounds).toMatchObject({ min: 2, max: 7 });
    expect(rules).toMatchObject({ soldOut: false, quantityActive: true, stepper: true });
  });

  it('defaults to 1..99 for untracked stock without limits', () => {
    const rules = purchaseRules(article({ id: 1, stock: { on: false, quantity: 0 } }));
    expect(rules.bounds).toMatchObject({ min: 1, max: 99 });
    expect(rules.quantityActive).toBe(true);
  });

  it('hides the stepper and locks the field when one tracked piece is left', () => {
    const rules = purchaseRules(article({ id: 1, stock: { on: true, quantity: 1 } }));
    expect(rules).toMatchObject({ soldOut: false, quantityActive: false, stepper: false });
  });

  it('locks the field when the maximum is 1 although the stock is larger', () => {
    const rules = purchaseRules(article({ id: 1, stock: { on: true, quantity: 9 }, cart: limits(null, 1) }));
    expect(rules).toMatchObject({ quantityActive: false, stepper: true });
  });

  it('is sold out at zero tracked stock, or with less left than the minimum', () => {
    expect(purchaseRules(article({ id: 1, stock: { on: true, quantity: 0 } })).soldOut).toBe(true);
    expect(purchaseRules(article({ id: 1, stock: { on: true, quantity: 2 }, cart: limits(3, null) })).soldOut).toBe(true);
  });

  it("bounds a container by its variants' stock", () => {
    const rules = purchaseRules(containerArticle(100));
    expect(rules.bounds.max).toBe(3);
    expect(rules.soldOut).toBe(false);
  });

  it("bounds a bundle by how many whole bundles its members make, as its stock figure says", () => {
    const member = (id: number, quantity: number, quantityInBundle: number) => ({
      ...article({ id, stock: { on: true, quantity } }), quantityInBundle,
    });
    const rules = purchaseRules(article({ id: 5, grade: 'bundle', stock: { on: false, quantity: 0 }, articles: [member(6, 7, 2), member(7, 5, 1)] }));
    expect(rules.stock).toEqual({ on: true, quantity: 3 });
    expect(rules.bounds.max).toBe(3);
  });

  it('tells the field to say a per-order maximum is reached, but not a stock limit (the stock line says that)', () => {
    const byOrder = purchaseRules(article({ id: 1, stock: { on: true, quantity: 30 }, cart: limits(null, 4) }));
    expect(orderLimitReached(byOrder, 4)).toBe(true);
    expect(orderLimitReached(byOrder, 3)).toBe(false);
    const byStock = purchaseRules(article({ id: 1, stock: { on: true, quantity: 3 }, cart: limits(null, 4) }));
    expect(orderLimitReached(byStock, 3)).toBe(false);
    expect(orderLimitReached(purchaseRules(article({ id: 1, stock: { on: false, quantity: 0 } })), 99)).toBe(true);
    expect(orderLimitReached(purchaseRules(article({ id: 1, stock: { on: true, quantity: 0 } })), 1)).toBe(false);
  });

  it("sends a bundle's chosen variants and nothing for other grades", () => {
    const bundle = article({ id: 5, grade: 'bundle' });
    expect(addVariantId(bundle, [11, 12])).toEqual([11, 12]);
    expect(addVariantId(bundle, [])).toBeUndefined();
    expect(addVariantId(article({ id: 6 }), [11])).toBeUndefined();
  });
});
