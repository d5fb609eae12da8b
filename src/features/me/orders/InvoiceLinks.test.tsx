// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderInvoice } from '../../../../contract/invoices';
import { testRoot } from '../../../lib/test-root';
import { InvoiceLinks } from './InvoiceLinks';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000001';
const invoice: OrderInvoice = { id: '8d0c4a8e-0000-4000-8000-000000000002', kind: 'TD01', number: 7, year: 2026, issuedOn: '2026-11-29', total: 10990 };
const note: OrderInvoice = { ...invoice, id: '8d0c4a8e-0000-4000-8000-000000000003', kind: 'TD04', number: 8, total: 500 };

/** Renders the links and waits for them (the mutation answers outside act(): the test waits for what shows). */
async function render(invoices: OrderInvoice[]) {
  view.render(<QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><InvoiceLinks order={{ id: ORDER_ID, invoices }} /></I18nProvider></QueryClientProvider>);
  if (invoices.length > 0) await vi.waitFor(() => expect(view.host.querySelectorAll('button')).toHaveLength(invoices.length));
}

describe('InvoiceLinks', () => {
  it('names the invoice and its credit note by number and year, and opens the copy fetched with the token in a new tab', async () => {
    const calls: { url: string; accept: string | undefined }[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, accept: (init.headers as Record<string, string>).accept });
      return Promise.resolve(new Response('<!doctype html><p>Copia di cortesia</p>', { headers: { 'content-type': 'text/html' } }));
    }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:copia', revokeObjectURL: () => {} }));
    const tab = { location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await render([invoice, note]);
    const buttons = [...view.host.querySelectorAll('[data-testid="order-invoices"] button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Fattura n. 7/2026', 'Nota di credito n. 8/2026']);
    (buttons[0] as HTMLButtonElement).click();
    expect(opened).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:copia'));
    expect(calls).toEqual([{ url: `/v1/orders/${ORDER_ID}/invoices/${invoice.id}`, accept: 'text/html' }]);
  });

  it('closes the tab and says so when the copy cannot be fetched; shows nothing for an order with no invoice', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Fattura non trovata', statusCode: 404 }), { status: 404, headers: { 'content-type': 'application/json' } }))));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await render([invoice]);
    (view.host.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(view.host.querySelector('[role="alert"]')?.textContent).toContain('Non siamo riusciti ad aprire la fattura'));
    expect(tab.close).toHaveBeenCalled();
    view.remount();
    await render([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.host.textContent).toBe('');
  });
});
