// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import { testRoot } from '../../lib/test-root';
import { ShipForm } from './ShipForm';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000002';
const order = { id: ORDER_ID, number: 'R-193', status: 'tookcharge' } as unknown as AdminOrder;

function recordCalls() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return Promise.resolve(new Response('{}', { status: 200 }));
  }));
  return calls;
}

const setValue = (element: HTMLInputElement | HTMLSelectElement, value: string) => act(async () => {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
});

const submit = () => act(async () => { view.host.querySelector('form')!.requestSubmit(); });

describe('ShipForm', () => {
  it('refuses a courier with only spaces for a tracking number in words, sending nothing', async () => {
    const calls = recordCalls();
    view.render(<QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><ShipForm order={order} /></I18nProvider></QueryClientProvider>);
    await setValue(view.host.querySelector('input')!, '   ');
    await submit();
    expect(view.host.querySelector('[role="alert"]')!.textContent)
      .toBe('Scrivi il numero di tracciamento: con un corriere serve. Senza numero scegli «Altro».');
    expect(calls).toEqual([]);
  });

  it("ships with 'Altro' and no tracking number", async () => {
    const calls = recordCalls();
    view.remount();
    view.render(<QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><ShipForm order={order} /></I18nProvider></QueryClientProvider>);
    await setValue(view.host.querySelector('select')!, 'other');
    expect(view.host.querySelector('label:nth-of-type(2) span')!.textContent).toBe('Numero di tracciamento (facoltativo)');
    await submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: `/v1/admin/orders/${ORDER_ID}/ship`, body: { carrier: 'other', trackingNumber: '' } });
    expect(view.host.querySelector('[role="alert"]')).toBeNull();
  });
});
