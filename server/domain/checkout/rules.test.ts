import { describe, expect, it } from 'vitest';
import { currentStep, deliveryTime } from './rules.js';

describe('deliveryTime', () => {
  it('takes the enum value the shop data names, and reads days by their upper end', () => {
    expect(deliveryTime({ on: true, value: 'FAST' })).toBe('FAST');
    expect(deliveryTime({ on: true, value: '0' })).toBe('INSTANT');
    expect(deliveryTime({ on: true, value: '1/2' })).toBe('PRIME');
    expect(deliveryTime({ on: true, value: '1-3' })).toBe('FAST');
    expect(deliveryTime({ on: true, value: '3/5' })).toBe('NORMAL');
    expect(deliveryTime({ on: true, value: '5/10' })).toBe('SLOW');
  });
  it('says nothing when off, missing or unreadable', () => {
    expect(deliveryTime({ on: false, value: 'FAST' })).toBeNull();
    expect(deliveryTime(null)).toBeNull();
    expect(deliveryTime({ on: true, value: 'soon' })).toBeNull();
  });
});

describe('currentStep', () => {
  const all = { signedIn: true, addresses: true, shipping: true, payment: true };
  it('is the first step whose choice is missing', () => {
    expect(currentStep({ ...all, signedIn: false })).toBe('accedi');
    expect(currentStep({ ...all, addresses: false, shipping: false })).toBe('indirizzi');
    expect(currentStep({ ...all, shipping: false })).toBe('spedizione');
    expect(currentStep({ ...all, payment: false })).toBe('pagamento');
    expect(currentStep(all)).toBe('conferma');
  });
});
