import { describe, expect, it } from 'vitest';
import { currentStep, deliveryTime, switchedPayment } from './rules.js';

describe('switchedPayment', () => {
  it('turns bank transfer and cash on delivery into card with delivery shipping, pos into card with a courier', () => {
    expect(switchedPayment('bankTransfer', 'delivery')).toBe('stripe');
    expect(switchedPayment('mark', 'delivery')).toBe('stripe');
    expect(switchedPayment('pos', 'courier')).toBe('stripe');
  });
  it('leaves every other pair as chosen', () => {
    expect(switchedPayment('bankTransfer', 'courier')).toBe('bankTransfer');
    expect(switchedPayment('mark', 'courier')).toBe('mark');
    expect(switchedPayment('pos', 'pickup')).toBe('pos');
    expect(switchedPayment('paypal', 'delivery')).toBe('paypal');
    expect(switchedPayment('pos', null)).toBe('pos');
  });
});

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
