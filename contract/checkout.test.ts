import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout.js';
import { emptyCheckout } from './test-checkout.js';

const empty = emptyCheckout();

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
