import { describe, expect, it } from 'vitest';
import { isPaidLater, surchargeOf, switchedPayment } from './payment.js';

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

describe('surchargeOf', () => {
  it('is the value when on, nothing when off, never below 0', () => {
    expect(surchargeOf({ on: true, value: 250 })).toBe(250);
    expect(surchargeOf({ on: false, value: 250 })).toBe(0);
    expect(surchargeOf({ on: true, value: -100 })).toBe(0);
  });
});

describe('isPaidLater', () => {
  it('names the methods an order waits on, not the online ones', () => {
    expect(['bankTransfer', 'mark', 'pos', 'cash'].every((m) => isPaidLater(m as never))).toBe(true);
    expect(isPaidLater('stripe')).toBe(false);
    expect(isPaidLater('paypal')).toBe(false);
    expect(isPaidLater(null)).toBe(false);
  });
});
