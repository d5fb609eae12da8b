import { describe, expect, it } from 'vitest';
import { splitVat } from '../../../contract/rules/vat.js';
import { computeCashier, goodsPaid, type AppliedPromo } from './cashier.js';

const courier = { methodId: 2, free: false, gross: 899 };
const free = { methodId: 2, free: true, gross: 0 };
const noMin = { on: false, value: 0 };
const code = (type: AppliedPromo['rule']['type'], value: number, minCart = noMin): AppliedPromo =>
  ({ id: 7, code: 'TEST', rule: { type, value, minCart } });

describe('splitVat', () => {
  it('derives taxable and tax in whole cents that add up to the gross', () => {
    expect(splitVat(12200, 22)).toEqual({ taxable: 10000, tax: 2200 });
    expect(splitVat(999, 10)).toEqual({ taxable: 908, tax: 91 });
  });
});

describe('computeCashier', () => {
  it('zeroes an empty cart but keeps the shipping quote visible', () => {
    const cashier = computeCashier([], courier);
    expect(cashier).toMatchObject({ gross: 0, taxable: 0, tax: 0, total: 0, shipping: { free: false, gross: 899 } });
    expect(cashier.promo).toMatchObject({ active: false, id: null, gross: 0 });
  });
  it('sums lines with their own VAT rates and adds shipping to the total', () => {
    const cashier = computeCashier([{ gross: 12200, vatRate: 22 }, { gross: 1040, vatRate: 4 }], courier);
    expect(cashier).toMatchObject({ gross: 13240, taxable: 11000, tax: 2240, total: 14139 });
  });
});

describe('computeCashier with a discount code', () => {
  const lines = [{ gross: 12200, vatRate: 22 }, { gross: 1040, vatRate: 4 }];

  it('takes a percentage off each line and derives VAT from what is paid per line', () => {
    const cashier = computeCashier(lines, free, 0, code('percentage', 10));
    // 10 %: 1220 off the 22 % line (10980 left: 9000 + 1980), 104 off the 4 % line (936: 900 + 36).
    expect(cashier.promo).toMatchObject({ active: true, enabled: true, code: 'TEST', type: 'percentage', discount: 10, gross: 1324, missing: 0 });
    expect(cashier).toMatchObject({ gross: 13240, taxable: 9900, tax: 2016, total: 11916 });
    expect(cashier.taxable + cashier.tax).toBe(cashier.gross - cashier.promo.gross);
  });

  it('spreads a fixed amount over the lines; the total drops by exactly the amount', () => {
    const cashier = computeCashier(lines, courier, 0, code('price', 1500));
    // 1500 in proportion 12200 : 1040 is 1382.2 and 117.8: 1382 and 117, the cent left to the larger remainder.
    expect(cashier.promo).toMatchObject({ type: 'price', discount: 1500, gross: 1500 });
    expect(cashier.taxable).toBe(splitVat(12200 - 1382, 22).taxable + splitVat(1040 - 118, 4).taxable);
    expect(cashier.total).toBe(13240 - 1500 + 899);
    expect(cashier.taxable + cashier.tax).toBe(13240 - 1500);
  });

  it('keeps a code below its minimum cart but takes nothing off, saying what is missing', () => {
    const cashier = computeCashier(lines, courier, 0, code('price', 1500, { on: true, value: 20000 }));
    expect(cashier.promo).toMatchObject({ active: true, enabled: false, gross: 0, minCart: { on: true, value: 20000 }, missing: 6760 });
    expect(cashier).toMatchObject({ gross: 13240, taxable: 11000, tax: 2240, total: 14139 });
  });

  it("an 'articles' code takes nothing off the lines", () => {
    const cashier = computeCashier(lines, courier, 0, code('articles', 0));
    expect(cashier.promo).toMatchObject({ active: true, enabled: true, type: 'articles', gross: 0 });
    expect(cashier.total).toBe(14139);
  });
});

describe('goodsPaid', () => {
  it('is the goods after the code, what the free-shipping threshold measures', () => {
    expect(goodsPaid([{ gross: 8500, vatRate: 22 }], code('percentage', 10))).toBe(7650);
    expect(goodsPaid([{ gross: 8500, vatRate: 22 }], null)).toBe(8500);
  });
});
