import { describe, expect, it } from 'vitest';
import { quotableOf, quoteShipping, thresholdsOf } from './shipping.js';

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

describe('quoteShipping with a chosen method', () => {
  const express = { id: 4, type: 'express', countries: ['IT'], feeGross: 1590, freeFromGross: null };
  it('quotes the chosen method while it serves the country: pickup free, express its fee', () => {
    expect(quoteShipping([italy, pickup, express], 1000, 'IT', { id: 1, method: 'pickup' })).toEqual({ methodId: 1, free: true, gross: 0 });
    expect(quoteShipping([italy, pickup, express], 90_000, 'IT', { id: 4, method: 'express' })).toEqual({ methodId: 4, free: false, gross: 1590 });
  });
  it('falls back to the first courier when the chosen method is gone or does not serve', () => {
    expect(quoteShipping([italy, express], 1000, 'IT', { id: 1, method: 'pickup' })).toEqual({ methodId: 2, free: false, gross: 899 });
    expect(quoteShipping([italy, express], 1000, 'IT', { id: 4, method: 'courier' })).toEqual({ methodId: 2, free: false, gross: 899 });
  });
});

describe('thresholdsOf and quotableOf', () => {
  it('publish a method and read it back unchanged', () => {
    for (const m of [pickup, italy, abroad]) expect(quotableOf({ ...m, thresholds: thresholdsOf(m) })).toEqual(m);
  });
});
