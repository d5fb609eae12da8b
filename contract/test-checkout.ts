// An empty guest checkout, for tests on either side (not imported by the app or the server).
import { NO_PROMO, type Checkout } from './checkout.js';

export function emptyCheckout(): Checkout {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000000',
    items: [], unavailableItems: [], bundleItems: [], pg18Items: [], promoItems: [],
    counts: { items: 0, quantity: 0 },
    cashier: {
      gross: 0, taxable: 0, tax: 0, total: 0,
      promo: NO_PROMO,
      shipping: { free: false, gross: 899 },
      payment: { additionalGross: 0 },
    },
    delivery: { country: 'IT', time: null },
    addresses: { billing: null, shipping: null },
    gift: { on: false, message: '' },
    payment: { method: null, id: null },
    shipping: { method: null, id: null, pickup: null },
    customer: null,
    steps: { current: { slug: 'accedi' }, list: [{ slug: 'accedi' }] },
    session: { kind: 'guest' },
  };
}
