// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import { testRoot } from '../../lib/test-root';
import { DeliveryDayForm } from './DeliveryDayForm';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000001';
const shipped = (shipment: Partial<NonNullable<AdminOrder['shipment']>> | null) => ({
  id: ORDER_ID, number: 'R-249', status: 'shipped',
  shipment: shipment && { carrier: 'brt', trackingNumber: 'BRT1', trackingUrl: null, at: '2026-11-20T09:00:00.000Z', ...shipment },
}) as unknown as AdminOrder;

const render = (order: AdminOrder) => view.render(
  <QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><DeliveryDayForm order={order} /></I18nProvider></QueryClientProvider>,
);

describe('DeliveryDayForm (decision 249)', () => {
  it('on a shipped courier order: a labelled date from the shipping day to today, saved with PUT', async () => {
    const calls: { url: string; method: string | undefined; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response('{}', { status: 200 }));
    }));
    render(shipped({}));
    expect(view.host.textContent).toContain('Consegna non registrata');
    const field = view.host.querySelector('input')!;
    expect(field.type).toBe('date');
    expect(view.host.querySelector(`label[for="${field.id}"]`)!.textContent).toBe('Consegnato il');
    expect(field.min).toBe('2026-11-20');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '2026-11-22');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      view.host.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
    });
    expect(calls[0]).toEqual({ url: `/v1/admin/orders/${ORDER_ID}/delivery`, method: 'PUT', body: { deliveredOn: '2026-11-22' } });
  });

  it('shows the recorded day; nothing before shipping or for a pickup', () => {
    render(shipped({ deliveredOn: '2026-11-22' }));
    expect(view.host.querySelector('[data-testid="delivered-on"]')!.textContent).toMatch(/Consegnato il .*22 novembre 2026/);
    view.remount();
    render(shipped(null));
    expect(view.host.textContent).toBe('');
    view.remount();
    render(shipped({ carrier: 'pickup' }));
    expect(view.host.textContent).toBe('');
  });
});
