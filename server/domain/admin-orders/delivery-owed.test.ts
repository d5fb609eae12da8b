// The delivery cost a whole withdrawal gives back (docs/decisions/249-after-the-sale.md).
import { describe, expect, it } from 'vitest';
import type { QuotableShipping } from '../../../contract/rules/shipping.js';
import type { OrderRow } from '../orders/steps.js';
import { deliveryOwed } from './refund-plan.js';

const order = (method: string, paid: number, goods = 5000, free = false) => ({
  checkout: {
    cashier: { gross: goods, promo: { gross: 0 }, shipping: { free, gross: free ? 0 : paid } },
    shipping: { method },
  },
}) as unknown as OrderRow;

const courier: QuotableShipping = { id: 1, type: 'courier', countries: ['IT'], feeGross: 899, freeFromGross: 7999 };
const cheaper: QuotableShipping = { id: 2, type: 'standard', countries: ['IT'], feeGross: 599, freeFromGross: null };
const abroad: QuotableShipping = { id: 3, type: 'courier', countries: ['FR'], feeGross: 1, freeFromGross: null };
const express: QuotableShipping = { id: 4, type: 'express', countries: ['IT'], feeGross: 1490, freeFromGross: null };
const pickup: QuotableShipping = { id: 5, type: 'pickup', countries: ['IT'], feeGross: 0, freeFromGross: 0 };
const options = [courier, express, pickup, abroad];

describe('deliveryOwed', () => {
  it('is the fee paid for a standard delivery, nothing for a free one', () => {
    expect(deliveryOwed(order('courier', 899), options)).toBe(899);
    expect(deliveryOwed(order('courier', 0, 9000, true), options)).toBe(0);
  });

  it("is, for an express delivery, the cheapest standard method's price for the order's country and goods, never above the fee", () => {
    expect(deliveryOwed(order('express', 1490), options)).toBe(899);
    expect(deliveryOwed(order('express', 1490), [...options, cheaper])).toBe(599);
    // The courier would have carried these goods free.
    expect(deliveryOwed(order('express', 1490, 8000), options)).toBe(0);
    expect(deliveryOwed(order('express', 500), options)).toBe(500);
  });

  it('is the fee paid when no standard method serves the country', () => {
    expect(deliveryOwed(order('express', 1490), [express, pickup, abroad])).toBe(1490);
  });
});
