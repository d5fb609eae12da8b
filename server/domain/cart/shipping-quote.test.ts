import { describe, expect, it } from 'vitest';
import { quoteShipping } from './shipping-quote.js';

const pickup = { id: 1, type: 'pickup', countries: ['IT'], feeGross: 0, freeFromGross: null };
const italy = { id: 2, type: 'courier', countries: ['IT'], feeGross: 899, freeFromGross: 7999 };
const abroad = { id: 3, type: 'courier', countries: ['FR', 'DE'], feeGross: 1199, freeFromGross: null };

describe('quoteShipping', () => {
  it('charges the Italian fee under the threshold, skipping pickup', () => {
    expect(quoteShipping([pickup, italy, abroad], 0, 'IT')).toEqual({ methodId: 2, free: false, gross: 899 });
    expect(quoteShipping([pickup, italy, abroad], 7998, 'IT')).toEqual({ methodId: 2, free: false, gross: 899 });
  });
  it('is free from the threshold on', () => {
    expect(quoteShipping([italy], 7999, 'IT')).toEqual({ methodId: 2, free: true, gross: 0 });
  });
  it('uses the method serving the country; abroad is never free without a threshold', () => {
    expect(quoteShipping([italy, abroad], 50000, 'FR')).toEqual({ methodId: 3, free: false, gross: 1199 });
  });
  it('quotes nothing when no method serves the country', () => {
    expect(quoteShipping([italy], 1000, 'US')).toEqual({ methodId: null, free: false, gross: 0 });
  });
});
