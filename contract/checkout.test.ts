import { describe, expect, it } from 'vitest';
import { checkoutSchema, type Checkout } from './checkout.js';

const empty: Checkout = {
  id: 'c0ffee00-0000-4000-8000-000000000000',
  items: [], unavailableItems: [], bundleItems: [], pg18Items: [], promoItems: [],
  counts: { items: 0, quantity: 0 },
  cashier: {
    gross: 0, taxable: 0, tax: 0, total: 0,
    promo: { active: false, enabled: true, code: null, type: null, discount: 0, gross: 0, minCart: { on: false, value: 0 } },
    shipping: { free: false, gross: 899 },
    payment: { additionalGross: 0 },
  },
  delivery: { country: 'IT', time: null },
  addresses: { billing: null, shipping: null },
  gift: { on: false, message: '' },
  payment: { method: null, id: null },
  shipping: { method: null, id: null, pickup: null },
  customer: null,
  steps: { current: { slug: 'accedi' }, list: [{ slug: 'accedi' }, { slug: 'indirizzi' }] },
  session: { kind: 'guest' },
};

describe('checkoutSchema', () => {
  it('accepts an empty cart', () => {
    expect(checkoutSchema.parse(empty)).toEqual(empty);
  });
  it('refuses money that is not whole cents', () => {
    const fractional = { ...empty, cashier: { ...empty.cashier, total: 8.99 } };
    expect(checkoutSchema.safeParse(fractional).success).toBe(false);
  });
  it('refuses an unknown checkout step', () => {
    expect(checkoutSchema.safeParse({ ...empty, steps: { current: { slug: 'pay' }, list: [] } }).success).toBe(false);
  });
});
