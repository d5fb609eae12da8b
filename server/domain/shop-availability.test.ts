import { describe, expect, it } from 'vitest';
import { isShopAvailable } from './shop-availability.js';

const ok = { payments: [{ actived: true, available: true }], shippingsCount: 1, subStatus: 'actived' };

describe('isShopAvailable', () => {
  it('is open with a usable payment, a shipping and an active or free subscription', () => {
    expect(isShopAvailable(ok)).toBe(true);
    expect(isShopAvailable({ ...ok, subStatus: 'free' })).toBe(true);
  });
  it('is closed when no payment is both actived and available', () => {
    expect(isShopAvailable({ ...ok, payments: [{ actived: true, available: false }, { actived: false, available: true }] })).toBe(false);
  });
  it('is closed without shippings', () => {
    expect(isShopAvailable({ ...ok, shippingsCount: 0 })).toBe(false);
  });
  it('is closed with any other subscription status', () => {
    expect(isShopAvailable({ ...ok, subStatus: 'suspended' })).toBe(false);
  });
});
