import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../contract/address';
import {
  actionEnabled, addressesBody, autoPanel, canProceed, chosenAddress, swapTypeOf, toggledPanel, type Panel,
} from './addresses-rules';

const address = (id: number, flags: Partial<Pick<Address, 'isDefaultBilling' | 'isDefaultShipping'>> = {}): Address => ({
  id, name: { first: 'Ada', last: `N${id}` }, street: `Via ${id}`, cap: 'PD_028060', city: 'Padova', province: 'PD', zipcode: '35121',
  phone: '049 000000', isDefaultBilling: false, isDefaultShipping: false, isInvoice: false, ...flags,
});
const noChoice = { addresses: { billing: null, shipping: null } };

describe('the addresses step', () => {
  it('keeps change, new and edit mutually exclusive across both cards', () => {
    const open: Panel = { role: 'billing', mode: 'new' };
    expect(actionEnabled(null, 'shipping', 'edit')).toBe(true);
    expect(actionEnabled(open, 'shipping', 'change')).toBe(false);
    expect(actionEnabled(open, 'billing', 'edit')).toBe(false);
    expect(toggledPanel(open, 'shipping', 'edit')).toBe(open);
  });

  it('toggles a card\'s list with its change button', () => {
    const list = toggledPanel(null, 'shipping', 'change');
    expect(list).toEqual({ role: 'shipping', mode: 'change' });
    expect(actionEnabled(list, 'shipping', 'change')).toBe(true);
    expect(toggledPanel(list, 'shipping', 'change')).toBeNull();
  });

  it('opens the new billing form by itself when the customer has no address, once the book is known', () => {
    expect(autoPanel([], null)).toEqual({ role: 'billing', mode: 'new' });
    expect(autoPanel(undefined, null)).toBeNull();
    expect(autoPanel([address(1)], null)).toBeNull();
  });

  it('shows the picked address, else the checkout\'s, else the default of the role', () => {
    const book = [address(1, { isDefaultBilling: true }), address(2, { isDefaultShipping: true }), address(3)];
    expect(chosenAddress('billing', null, noChoice, book)?.id).toBe(1);
    expect(chosenAddress('shipping', null, noChoice, book)?.id).toBe(2);
    expect(chosenAddress('shipping', null, { addresses: { billing: null, shipping: address(3) } }, book)?.id).toBe(3);
    expect(chosenAddress('shipping', 1, { addresses: { billing: null, shipping: address(3) } }, book)?.id).toBe(1);
  });

  it('drops a chosen address that left the book, and uses the checkout\'s copy while the book is not loaded', () => {
    const book = [address(1, { isDefaultBilling: true, isDefaultShipping: true })];
    expect(chosenAddress('billing', 9, { addresses: { billing: address(8), shipping: null } }, book)?.id).toBe(1);
    expect(chosenAddress('billing', null, { addresses: { billing: address(8), shipping: null } }, undefined)?.id).toBe(8);
    expect(chosenAddress('billing', null, noChoice, [])).toBeNull();
  });

  it('disables PROCEED while anything is open, an address is missing, offline or sending', () => {
    const ready = { panel: null, billing: address(1), shipping: address(2), online: true, sending: false };
    expect(canProceed(ready)).toBe(true);
    expect(canProceed({ ...ready, panel: { role: 'shipping', mode: 'change' } })).toBe(false);
    expect(canProceed({ ...ready, shipping: null })).toBe(false);
    expect(canProceed({ ...ready, online: false })).toBe(false);
    expect(canProceed({ ...ready, sending: true })).toBe(false);
  });

  it('sends the ids and the gift, its message only with the option on', () => {
    expect(addressesBody(address(1), address(2), { on: true, message: '  Auguri!  ' })).toEqual({ billing: 1, shipping: 2, gift: { on: true, message: 'Auguri!' } });
    expect(addressesBody(address(1), address(1), { on: false, message: 'Auguri!' })).toEqual({ billing: 1, shipping: 1, gift: { on: false, message: '' } });
  });

  it('swaps a new address to the default of the card it was made from', () => {
    expect(swapTypeOf('billing')).toBe('Billing');
    expect(swapTypeOf('shipping')).toBe('Shipping');
  });
});
