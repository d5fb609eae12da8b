// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary } from '../../../contract/admin-orders';
import { testRoot } from '../../lib/test-root';
import { BulkShipDialog } from './BulkShipDialog';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const summary = (id: string, number: string, shippingMethod: AdminOrderSummary['shippingMethod']) => ({
  id, number, status: 'pending', placedAt: '2026-11-28T09:00:00.000Z', total: 1000, paymentMethod: 'mark', shippingMethod,
  customer: { id: 1, name: { first: 'A', last: 'B' }, email: 'a@b.it' }, itemCount: 1,
}) as AdminOrderSummary;

const input = (element: HTMLInputElement | HTMLSelectElement, value: string) => {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

describe('BulkShipDialog', () => {
  it('ships each order through its own ship call and key, leaves pickups out, and tells each outcome', async () => {
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, key: headers['Idempotency-Key'] ?? null, body: JSON.parse(String(init.body)) });
      return Promise.resolve(url.includes('/o2/')
        ? new Response(JSON.stringify({ code: 'ORDER_STATUS_CONFLICT', message: 'Già spedito.', statusCode: 409 }), { status: 409 })
        : new Response('{}', { status: 200 }));
    }));
    const orders = [summary('o1', 'R-1', 'courier'), summary('o2', 'R-2', 'express'), summary('o3', 'R-3', 'pickup')];
    const client = new QueryClient();
    view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><BulkShipDialog orders={orders} open onClose={() => {}} /></I18nProvider></QueryClientProvider>);
    const dialog = view.host.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Da ritirare in negozio, non si spediscono: R-3');
    const fields = [...dialog.querySelectorAll('input')];
    expect(fields.map((f) => f.closest('label')!.textContent)).toEqual(["Numero di tracciamento dell'ordine R-1", "Numero di tracciamento dell'ordine R-2"]);
    await act(async () => {
      input(dialog.querySelector('select')!, 'gls');
      input(fields[0]!, 'T-111');
      input(fields[1]!, 'T-222');
    });
    // The whole run inside one act: each call answers at once, so it ends before act returns.
    await act(async () => {
      dialog.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog.querySelector('[role="status"]')!.textContent).toBe('Spediti: 1. Rifiutati: 1.');
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/v1/admin/orders/o1/ship', { carrier: 'gls', trackingNumber: 'T-111' }],
      ['/v1/admin/orders/o2/ship', { carrier: 'gls', trackingNumber: 'T-222' }],
    ]);
    expect(new Set(calls.map((c) => c.key)).size).toBe(2);
    expect(calls.every((c) => c.key)).toBe(true);
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['R-1 — spedito', 'R-2 — rifiutato: Già spedito.']);
  });

  it("takes no tracking number with 'Altro'", async () => {
    const client = new QueryClient();
    view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><BulkShipDialog orders={[summary('o1', 'R-1', 'courier')]} open onClose={() => {}} /></I18nProvider></QueryClientProvider>);
    const dialog = view.host.querySelector('dialog')!;
    expect(dialog.querySelector('input')!.required).toBe(true);
    await act(async () => { input(dialog.querySelector('select')!, 'other'); });
    expect(dialog.querySelector('input')!.required).toBe(false);
    expect(dialog.querySelector('label:has(input)')!.textContent).toContain('(facoltativo)');
  });
  it('says a tracking number of only spaces needs writing, and ships nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><BulkShipDialog orders={[summary('o1', 'R-1', 'courier'), summary('o2', 'R-2', 'courier')]} open onClose={() => {}} /></I18nProvider></QueryClientProvider>);
    const dialog = view.host.querySelector('dialog')!;
    const fields = [...dialog.querySelectorAll('input')];
    await act(async () => {
      input(fields[0]!, 'T-111');
      input(fields[1]!, '   ');
    });
    await act(async () => { dialog.querySelector('form')!.requestSubmit(); });
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Scrivi il numero di tracciamento: con un corriere serve. Senza numero scegli «Altro».');
    expect(fetch).not.toHaveBeenCalled();
  });
});
