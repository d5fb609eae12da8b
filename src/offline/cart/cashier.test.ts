import { describe, expect, it } from 'vitest';
import { NO_PROMO } from '../../../contract/checkout';
import type { ShippingMethod } from '../../../contract/shop';
import { provisionalCashier } from './cashier';
import { checkoutWith, serverItem } from './test-data';

const shippings: ShippingMethod[] = [{
  id: 1, type: 'courier', name: 'Corriere', countries: ['IT'],
  thresholds: { fixed: { on: true, value: 899 }, free: { on: true, value: 7999 } },
}];
const line = (articleId: number, total: number, vatRate: number) =>
  serverItem({ articleId, quantity: 1, vatRate, prices: { gross: total, discount: 0, unit: total, total } });

describe('provisionalCashier with a discount code', () => {
  const base = checkoutWith([]);
  const previous = base.cashier;
  const benvenuto = { ...NO_PROMO, id: 2, active: true, code: 'BENVENUTO', type: 'price' as const, discount: 1500, minCart: { on: true, value: 10_000 } };

  it('evaluates the code the server applied on the lines edited offline, as the server would', () => {
    const below = provisionalCashier([line(1, 7500, 22)], { ...base, cashier: { ...previous, promo: benvenuto } }, shippings);
    expect(below.promo).toMatchObject({ enabled: false, gross: 0, missing: 2500 });
    expect(below.total).toBe(7500 + 899);
    const reached = provisionalCashier([line(1, 7500, 22), line(2, 3000, 4)], { ...base, cashier: { ...previous, promo: benvenuto } }, shippings);
    // The same numbers the API answers for this cart (tests/api/discount-codes.test.ts).
    expect(reached.promo).toMatchObject({ enabled: true, gross: 1500, missing: 0 });
    expect(reached).toMatchObject({ gross: 10_500, taxable: 7742, tax: 1258, total: 9000, shipping: { free: true, gross: 0 } });
  });

  it('leaves a cart without a code as it was', () => {
    const cashier = provisionalCashier([line(1, 2500, 22)], base, shippings);
    expect(cashier.promo).toEqual(NO_PROMO);
    expect(cashier).toMatchObject({ gross: 2500, total: 2500 + 899 });
  });
});

describe('provisionalCashier with a chosen shipping method', () => {
  const methods: ShippingMethod[] = [
    ...shippings,
    { id: 2, type: 'express', name: 'Espresso', countries: ['IT'], thresholds: { fixed: { on: true, value: 1590 }, free: { on: false, value: 0 } } },
    { id: 3, type: 'pickup', name: 'Ritiro', countries: ['IT'], thresholds: { fixed: { on: false, value: 0 }, free: { on: true, value: 0 } } },
  ];
  const chosen = (id: number, method: 'express' | 'pickup') => ({ ...checkoutWith([]), shipping: { method, id, pickup: null } });

  it('quotes the method the customer chose, as the server does, not the first courier', () => {
    expect(provisionalCashier([line(1, 2500, 22)], chosen(2, 'express'), methods)).toMatchObject({ shipping: { free: false, gross: 1590 }, total: 2500 + 1590 });
    expect(provisionalCashier([line(1, 2500, 22)], chosen(3, 'pickup'), methods)).toMatchObject({ shipping: { free: true, gross: 0 }, total: 2500 });
  });

  it('falls back to the first courier when the chosen method is gone from the shop', () => {
    expect(provisionalCashier([line(1, 2500, 22)], chosen(9, 'express'), methods)).toMatchObject({ shipping: { gross: 899 } });
  });
});
