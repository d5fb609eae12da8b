// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../../contract/address';
import { testRoot } from '../../../lib/test-root';
import { AddressRoleCard } from './AddressRoleCard';
import type { AddressRole, Panel, PanelMode } from './addresses-rules';

// The billing and shipping cards side by side, as the step lays them out: change, new and edit
// are mutually exclusive across both.

const view = testRoot();
const address = (id: number): Address => ({
  id, name: { first: 'Ada', last: `N${id}` }, street: `Via ${id}`, cap: 'PD_028060', city: 'Padova', province: 'PD', zipcode: '35121',
  phone: '049 000000', isDefaultBilling: id === 1, isDefaultShipping: id === 1, isInvoice: false,
});
const book = [address(1), address(2)];
let actions: [AddressRole, PanelMode][];
let picks: number[];

function render(panel: Panel, online = true) {
  actions = [];
  picks = [];
  view.render(
    <I18nProvider i18n={i18n}>
      {(['billing', 'shipping'] as const).map((role) => (
        <AddressRoleCard
          key={role} role={role} title={role} address={book[0]!} book={book} panel={panel} online={online}
          onAction={(mode) => actions.push([role, mode])} onPick={(picked) => picks.push(picked.id)} form={null} alert={null}
        />
      ))}
    </I18nProvider>,
  );
}
const button = (testId: string) => view.host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe('the address cards of the addresses step', () => {
  it('offer change, new and edit while nothing is open', () => {
    render(null);
    for (const id of ['address-billing-change', 'address-billing-new', 'address-billing-edit', 'address-shipping-edit']) expect(button(id).disabled).toBe(false);
    act(() => button('address-shipping-edit').click());
    expect(actions).toEqual([['shipping', 'edit']]);
  });

  it('disable every other action while one card\'s list is open, which lists the book as radios', () => {
    render({ role: 'shipping', mode: 'change' });
    expect(button('address-shipping-change').getAttribute('aria-expanded')).toBe('true');
    expect(button('address-shipping-change').disabled).toBe(false);
    for (const id of ['address-shipping-new', 'address-shipping-edit', 'address-billing-change', 'address-billing-new', 'address-billing-edit']) {
      expect(button(id).disabled).toBe(true);
    }
    const radios = [...view.host.querySelectorAll<HTMLInputElement>('input[name="address-shipping"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    act(() => radios[1]!.click());
    expect(picks).toEqual([2]);
  });

  it('offer nothing offline', () => {
    render(null, false);
    expect(button('address-billing-change').disabled).toBe(true);
    expect(button('address-billing-new').disabled).toBe(true);
    expect(button('address-billing-edit').disabled).toBe(true);
  });
});
