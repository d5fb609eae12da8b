import { describe, expect, it } from 'vitest';
import type { ArticleSet, CartArticle } from './article-set.js';
import { bundleUnits, checkLineQuantity, lineFacts, lineIssue } from './line-rules.js';
import { CartRefusal } from './refusal.js';

const base: CartArticle = {
  id: 0, grade: 'simple', containerId: null, brandId: null, sku: 'X', slug: 'x', name: { it: 'X' }, available: true,
  stockOn: false, stockQuantity: 0, cartMinOn: false, cartMinValue: 1, cartMaxOn: false, cartMaxValue: 99,
  priceGross: 1000, priceDiscounted: null, vatRate: 22, pg18: false,
};
const a = (id: number, over: Partial<CartArticle> = {}): CartArticle => ({ ...base, id, ...over });

// 1 simple tracked 4; 2 container with variants 3 (tracked 2) and 4 (untracked); 5 bundle of 1 and 2.
const set: ArticleSet = {
  articles: new Map([
    a(1, { stockOn: true, stockQuantity: 4 }), a(2, { grade: 'container' }),
    a(3, { grade: 'variant', containerId: 2, stockOn: true, stockQuantity: 2 }), a(4, { grade: 'variant', containerId: 2 }),
    a(5, { grade: 'bundle' }),
  ].map((r) => [r.id, r])),
  members: new Map([[5, [{ memberId: 1, quantity: 1 }, { memberId: 2, quantity: 1 }]]]),
};
const facts = (id: number, selection: number[] = []) => lineFacts(set, set.articles.get(id)!, selection, 99);
const refusal = (f: () => void) => {
  try { f(); } catch (err) { return err instanceof CartRefusal ? { code: err.code, payload: err.payload } : err; }
  return null;
};

describe('bundleUnits', () => {
  it('pairs each container member with its chosen variant, in member order', () => {
    const result = bundleUnits(set, 5, [4]);
    expect('units' in result && result.units.map((u) => [u.member.id, u.unit.id])).toEqual([[1, 1], [2, 4]]);
  });
  it('asks for a selection when there is none, and refuses one that does not fit', () => {
    expect(bundleUnits(set, 5, [])).toEqual({ problem: 'required', expected: 1 });
    expect(bundleUnits(set, 5, [1])).toEqual({ problem: 'invalid', expected: 1 });
    expect(bundleUnits(set, 5, [3, 4])).toEqual({ problem: 'invalid', expected: 1 });
  });
});

describe('lineFacts and lineIssue', () => {
  it('bounds a bundle by the scarcest chosen unit', () => {
    expect(facts(5, [3]).stock).toEqual({ on: true, quantity: 2 });
    expect(facts(5, [4]).stock).toEqual({ on: true, quantity: 4 });
  });
  it('reports a switched-off container of a variant, a sold-out line, and a quantity over the stock', () => {
    const off: ArticleSet = { ...set, articles: new Map(set.articles).set(2, a(2, { grade: 'container', available: false })) };
    expect(lineIssue(lineFacts(off, set.articles.get(3)!, [], 99), 1)).toBe('unavailable');
    const sold: ArticleSet = { ...set, articles: new Map(set.articles).set(1, a(1, { stockOn: true, stockQuantity: 0 })) };
    expect(lineIssue(lineFacts(sold, sold.articles.get(1)!, [], 99), 1)).toBe('outOfStock');
    expect(lineIssue(facts(1), 5)).toBe('quantity');
    expect(lineIssue(facts(1), 4)).toBeNull();
    expect(lineIssue(facts(5, [9]), 1)).toBe('unavailable');
  });
});

describe('checkLineQuantity', () => {
  it('refuses beyond tracked stock with how many exist, and outside the bounds with them', () => {
    expect(refusal(() => checkLineQuantity(facts(1), 5, 3))).toEqual({ code: 'OUT_OF_STOCK', payload: { available: 4, inCart: 3 } });
    expect(refusal(() => checkLineQuantity(facts(4), 100, 0))).toEqual({ code: 'QUANTITY_OUT_OF_BOUNDS', payload: { min: 1, max: 99, inCart: 0 } });
    expect(refusal(() => checkLineQuantity(facts(1), 4, 3))).toBeNull();
  });
  it("says a per-order maximum is one, not that stock is short; below the minimum it gives the range", () => {
    const limited: ArticleSet = { ...set, articles: new Map(set.articles).set(1, a(1, { stockOn: true, stockQuantity: 40, cartMaxOn: true, cartMaxValue: 5, cartMinOn: true, cartMinValue: 2 })) };
    const one = lineFacts(limited, limited.articles.get(1)!, [], 99);
    const message = (f: () => void) => { try { f(); } catch (err) { return err instanceof CartRefusal ? err.text : err; } return null; };
    expect(message(() => checkLineQuantity(one, 6, 4))).toMatchObject({ it: 'Massimo 5 per ordine', en: 'At most 5 per order' });
    expect(message(() => checkLineQuantity(one, 1, 0))).toMatchObject({ it: 'La quantità deve essere compresa tra 2 e 5' });
  });
  it('lets a line over the stock be lowered to what is left', () => {
    expect(refusal(() => checkLineQuantity(facts(1), 4, 6))).toBeNull();
  });
});
