// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../../contract/admin-settings';
import { testRoot } from '../../lib/test-root';
import { ShippingPriceForm } from './ShippingPriceForm';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const shipping: AdminSettings['shippings'][number] = {
  id: 3, type: 'courier', name: 'Corriere Italia', active: true, countries: ['IT'], feeGross: 899, freeFromGross: 7999,
};

/** Records the calls and answers the settings with the price sent. */
function fakeServer() {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { feeGross: number; freeFromGross: number | null };
    bodies.push({ url, method: init.method, body });
    const answer = { ordersEmail: null, bank: { account: null, fromEnvironment: false }, invoicing: { seller: null, fromEnvironment: false }, pickups: [], shippings: [{ ...shipping, ...body }] };
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  }));
  return bodies;
}

/** Types as a person does: React reads the value through the input event. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><ShippingPriceForm shipping={shipping} /></I18nProvider></QueryClientProvider>));
  const [fee, freeFrom] = [...view.host.querySelectorAll('input')];
  const labelOf = (input: HTMLInputElement) => view.host.querySelector(`label[for="${input.id}"]`)?.textContent;
  return { fee: fee!, freeFrom: freeFrom!, labelOf, submit: () => act(() => view.host.querySelector('form')!.requestSubmit()) };
}

describe('ShippingPriceForm', () => {
  it('shows the stored amounts the Italian way, each input with its label', () => {
    fakeServer();
    const { fee, freeFrom, labelOf } = render();
    expect(fee.value).toBe('8,99');
    expect(freeFrom.value).toBe('79,99');
    expect(labelOf(fee)).toContain('Tariffa');
    expect(labelOf(freeFrom)).toContain('Gratuita da');
  });

  it('refuses an amount that is not one beside its field, sending nothing', () => {
    const bodies = fakeServer();
    const { fee, submit } = render();
    act(() => type(fee, '8,9x'));
    submit();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(fee.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!);
    expect(error?.textContent).toContain('importo in euro');
    expect(bodies).toEqual([]);
  });

  it("sends '1.234,50' as cents, and an empty threshold as never free", async () => {
    const bodies = fakeServer();
    const { fee, freeFrom, submit } = render();
    act(() => { type(fee, '1.234,50'); type(freeFrom, ''); });
    submit();
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toBe('Salvato.'));
    expect(bodies).toEqual([{ url: '/v1/admin/settings/shippings/3', method: 'PUT', body: { feeGross: 123450, freeFromGross: null } }]);
    expect(fee.value).toBe('1.234,50');
  });
});
