import { describe, expect, it } from 'vitest';
import { computeCashier, splitVat } from './cashier.js';

const courier = { methodId: 2, free: false, gross: 899 };

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
  });
  it('sums lines with their own VAT rates and adds shipping to the total', () => {
    const cashier = computeCashier([{ gross: 12200, vatRate: 22 }, { gross: 1040, vatRate: 4 }], courier);
    expect(cashier).toMatchObject({ gross: 13240, taxable: 11000, tax: 2240, total: 14139 });
  });
});
