import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../contract/checkout';
import { serverItem } from '../../../offline/cart/test-data';
import { paymentName, purchaseState, shippingReview } from './confirm-rules';

describe('the confirm step', () => {
  it('goes back to the cart when nothing is left to buy, and hides the purchase while items are unavailable', () => {
    expect(purchaseState({ counts: { items: 0, quantity: 0 }, unavailableItems: [] })).toBe('empty');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [serverItem({ articleId: 1 })] })).toBe('unavailable');
    expect(purchaseState({ counts: { items: 2, quantity: 3 }, unavailableItems: [] })).toBe('ready');
  });

  it('names the chosen courier option, and keeps the pickup details', () => {
    const pickup: Checkout['shipping']['pickup'] = {
      point: 20, name: 'Sede', address: { street: 'Via Roma 1', zipcode: '35100', city: 'Padova' }, date: '2026-11-30', hour: { from: '09:00', to: '12:30' },
    };
    expect(shippingReview({ method: 'courier', id: 2, pickup: null }, [{ id: 1, name: 'BRT' }, { id: 2, name: 'GLS' }])).toEqual({ type: 'courier', name: 'GLS', pickup: null });
    expect(shippingReview({ method: 'pickup', id: 20, pickup }, [])).toEqual({ type: 'pickup', name: null, pickup });
    expect(shippingReview({ method: null, id: null, pickup: null }, [])).toBeNull();
  });

  it('names the payment method as the shop does', () => {
    expect(paymentName({ method: 'mark', id: null }, [{ id: 'mark', name: 'Contrassegno' }])).toBe('Contrassegno');
    expect(paymentName({ method: 'cash', id: null }, [])).toBe('cash');
    expect(paymentName({ method: null, id: null }, [])).toBeNull();
  });
});
