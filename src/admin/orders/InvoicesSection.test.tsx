// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { AdminInvoice } from '../../../contract/invoices';
import { testRoot } from '../../lib/test-root';
import { InvoicesSection } from './InvoicesSection';

// The query answers outside act(): the test waits for what shows instead.
const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000001';
const invoice: AdminInvoice = {
  id: '8d0c4a8e-0000-4000-8000-000000000002', kind: 'TD01', number: 7, year: 2026, date: '2026-11-29',
  fileName: 'IT04271830160_0000A.xml', total: 10990, invoiceId: null, refundId: null,
};
const orderAsking = (isInvoice: boolean, shipped = false) => ({
  id: ORDER_ID, number: 'R-42', status: shipped ? 'shipped' : 'pending', addresses: { billing: { isInvoice } },
  shipment: shipped ? { carrier: 'brt', trackingNumber: 'BRT 1', trackingUrl: null, at: '2026-11-20T10:00:00.000Z' } : null,
}) as unknown as AdminOrder;

/** Answers the list call with `invoices` and the file call with some XML; records the calls. */
function fakeServer(invoices: AdminInvoice[], posted: { url: string; key: string | null }[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    calls.push(url);
    if (init?.method === 'POST') {
      posted.push({ url, key: new Headers(init.headers).get('idempotency-key') });
      invoices.push(invoice);
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    }
    return Promise.resolve(url.endsWith('/xml')
      ? new Response('<xml/>', { headers: { 'content-type': 'application/xml' } })
      : new Response(JSON.stringify(invoices), { headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

/** Renders the section and waits until its list was asked for and answered. */
async function render(order: AdminOrder, calls: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><InvoicesSection order={order} /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(() => {
    expect(calls.length).toBeGreaterThan(0);
    expect(client.isFetching()).toBe(0);
    expect(view.host.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

describe('InvoicesSection', () => {
  it('lists the invoice and downloads its file under the name the SdI expects', async () => {
    const calls = fakeServer([invoice]);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:fattura', revokeObjectURL: () => {} }));
    await render(orderAsking(true), calls);
    expect(calls).toEqual([`/v1/admin/orders/${ORDER_ID}/invoices`]);
    const item = view.host.querySelector('[data-testid="invoices"] li')!;
    expect(item.textContent).toContain('Fattura n. 7 del');
    expect(item.textContent).toMatch(/109,90/);
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    item.querySelector('button')!.click();
    await vi.waitFor(() => { if (saved.length === 0) throw new Error('not saved yet'); });
    expect(calls.at(-1)).toBe(`/v1/admin/invoices/${invoice.id}/xml`);
    expect(saved).toEqual(['IT04271830160_0000A.xml']);
    click.mockRestore();
  });

  it('says when an asked invoice will come, and shows nothing for an order not asking one', async () => {
    const calls = fakeServer([]);
    await render(orderAsking(true), calls);
    expect(view.host.textContent).toContain('sarà emessa alla spedizione o alla consegna');
    view.remount();
    calls.length = 0;
    await render(orderAsking(false), calls);
    expect(view.host.textContent).toBe('');
  });

  it('offers the invoice of an order that left without it, asking first; confirmed, it is issued once and listed', async () => {
    const posted: { url: string; key: string | null }[] = [];
    const calls = fakeServer([], posted);
    await render(orderAsking(true, true), calls);
    expect(view.host.textContent).not.toContain('sarà emessa alla spedizione');
    const open = [...view.host.querySelectorAll('button')].find((b) => b.textContent === 'Emetti la fattura')!;
    open.click();
    const dialog = await vi.waitFor(() => {
      const shown = view.host.querySelector('dialog[open]');
      if (!shown) throw new Error('no dialog yet');
      return shown;
    });
    expect(dialog.textContent).toContain("Emettere la fattura dell'ordine R-42?");
    expect(posted).toEqual([]);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Sì, emetti la fattura')!.click();
    await vi.waitFor(() => expect(view.host.querySelector('[data-testid="invoices"] li')?.textContent).toContain('Fattura n. 7'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe(`/v1/admin/orders/${ORDER_ID}/invoice`);
    expect(posted[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
