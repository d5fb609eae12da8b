import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../../contract/checkout';
import type { PaymentMethod, PaymentMethodId } from '../../../../contract/shop';
import { errorShown, methodAllowed, methodsOfShop, paymentBody, preselectedMethod, surchargeOf } from './payment-rules';

const method = (id: PaymentMethodId, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id, name: id, actived: true, available: true, additionalPrice: { on: false, value: 0 }, ...extra,
});
const all = (['stripe', 'paypal', 'bankTransfer', 'mark', 'pos', 'cash'] as const).map((id) => method(id));
const checkout = (payment: PaymentMethodId | null, shipping: Checkout['shipping']['method'], id: string | null = null) => ({
  payment: { method: payment, id },
  shipping: { method: shipping, id: 1, pickup: null },
});

describe('the payment step', () => {
  it('switches bank transfer and cash on delivery to card with delivery shipping', () => {
    expect(methodAllowed('bankTransfer', 'delivery')).toBe(false);
    expect(methodAllowed('mark', 'delivery')).toBe(false);
    expect(methodAllowed('pos', 'delivery')).toBe(true);
    expect(methodAllowed('paypal', 'delivery')).toBe(true);
  });

  it('switches pos to card with courier shipping, and leaves the others', () => {
    expect(methodAllowed('pos', 'courier')).toBe(false);
    expect(methodAllowed('bankTransfer', 'courier')).toBe(true);
    expect(methodAllowed('pos', 'pickup')).toBe(true);
  });

  it('preselects the checkout\'s method through the switch rules, if the shop offers it', () => {
    expect(preselectedMethod(checkout('bankTransfer', 'courier'), all)).toBe('bankTransfer');
    expect(preselectedMethod(checkout('bankTransfer', 'delivery'), all)).toBe('stripe');
    expect(preselectedMethod(checkout('pos', 'courier'), all)).toBe('stripe');
    expect(preselectedMethod(checkout(null, 'courier'), all)).toBeNull();
    expect(preselectedMethod(checkout('cash', 'pickup'), [method('stripe')])).toBeNull();
  });

  it('hides the error box while card is selected', () => {
    expect(errorShown('paypal', 'Pagamento non riuscito')).toBe('Pagamento non riuscito');
    expect(errorShown('stripe', 'Pagamento non riuscito')).toBeNull();
    expect(errorShown(null, null)).toBeNull();
  });

  it('counts a surcharge only when it is on', () => {
    expect(surchargeOf(method('mark', { additionalPrice: { on: true, value: 500 } }))).toBe(500);
    expect(surchargeOf(method('mark', { additionalPrice: { on: false, value: 500 } }))).toBe(0);
  });

  it('offers offline only the shop\'s actived and available methods', () => {
    expect(methodsOfShop([method('stripe'), method('paypal', { available: false }), method('cash', { actived: false })]).map((m) => m.id)).toEqual(['stripe']);
  });

  it('keeps the saved card of a card payment, and sends no id for other methods', () => {
    expect(paymentBody('stripe', checkout('stripe', 'courier', 'card_1'))).toEqual({ method: 'stripe', id: 'card_1' });
    expect(paymentBody('stripe', checkout('paypal', 'courier', null))).toEqual({ method: 'stripe', id: null });
    expect(paymentBody('mark', checkout('stripe', 'courier', 'card_1'))).toEqual({ method: 'mark', id: null });
  });
});
