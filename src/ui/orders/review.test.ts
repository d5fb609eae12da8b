import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../contract/checkout';
import { paymentName, shippingReview } from './review';

describe('naming the shipping and payment choices', () => {
  it('names the chosen courier option, and keeps the pickup details', () => {
    const pickup: Checkout['shipping']['pickup'] = {
      point: 20, name: 'Sede', address: { street: 'Via Roma 1', zipcode: '35100', city: 'Padova' }, date: '2026-11-30', hour: { from: '09:00', to: '12:30' },
    };
    expect(shippingReview({ method: 'courier', id: 2, pickup: null }, [{ id: 1, name: 'BRT' }, { id: 2, name: 'GLS' }])).toEqual({ type: 'courier', name: 'GLS', pickup: null });
    expect(shippingReview({ method: 'pickup', id: 20, pickup }, [])).toEqual({ type: 'pickup', name: null, pickup });
    expect(shippingReview({ method: null, id: null, pickup: null }, [])).toBeNull();
  });

  it('names the payment method as the shop does', () => {
    expect(paymentName({ method: 'mark' }, [{ id: 'mark', name: 'Contrassegno' }])).toBe('Contrassegno');
    expect(paymentName({ method: 'cash' }, [])).toBe('cash');
    expect(paymentName({ method: null }, [])).toBeNull();
  });
});
