// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { StatementReturn } from '../../../contract/withdrawals';
import { testRoot } from '../../lib/test-root';
import { dropSession, saveSession } from '../lib/session';
import { ReturnsSection } from './ReturnsSection';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); dropSession(); });

const ORDER_ID = '8d0c4a8e-0000-4000-8000-000000000001';
const STATEMENT_ID = '8d0c4a8e-0000-4000-8000-000000000009';
const returnIn = (state: StatementReturn['state']): StatementReturn => ({
  state, acceptedAt: null, shipBy: null, refusedAt: null, refusedReason: null, goodsReceivedAt: null, receivedLines: null,
  deductions: 0, refundBy: '2026-12-13', refundId: null, refundedAt: null,
});
const orderWith = (ret: StatementReturn, vatnumber?: string) => ({
  id: ORDER_ID, number: 'R-245',
  addresses: { billing: { isInvoice: Boolean(vatnumber), ...(vatnumber ? { invoice: { name: 'Officina srl', vatnumber, pec: '', sdi: 'M5UXCR1' } } : {}) } },
  withdrawals: [{
    id: STATEMENT_ID, receivedAt: '2026-11-29T09:00:00.000Z', name: 'Giulia Rossi', email: 'giulia@example.it', reason: null,
    lines: [{ itemId: 'line-1', quantity: 2, name: 'Sella Aria' }], return: ret,
  }],
}) as unknown as AdminOrder;

const input = (element: HTMLInputElement | HTMLSelectElement, value: string) => {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

function fakeServer() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return Promise.resolve(new Response('{}', { status: 200 }));
  }));
  return calls;
}

const render = (order: AdminOrder) => view.render(
  <QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><ReturnsSection order={order} /></I18nProvider></QueryClientProvider>,
);
const button = (name: string) => [...view.host.querySelectorAll('button')].find((b) => b.textContent === name);

describe('ReturnsSection', () => {
  it('flags a buyer with a VAT number so the staff decide whether the withdrawal is due, and no one else', () => {
    render(orderWith(returnIn('received'), '01234567890'));
    expect(view.host.querySelector('[role="note"]')?.textContent).toBe('Acquisto con partita IVA: valuta se il recesso spetta');
    render(orderWith(returnIn('received')));
    expect(view.host.textContent).not.toContain('partita IVA');
  });

  it('tells a return refunded from one closed with no money moving (all deducted, or the order cancelled before it was paid)', () => {
    render(orderWith({ ...returnIn('refunded'), refundId: '8d0c4a8e-0000-4000-8000-00000000000a' }));
    expect(view.host.querySelector('strong')?.textContent).toBe('Rimborsato');
    view.remount();
    render(orderWith(returnIn('refunded')));
    expect(view.host.querySelector('strong')?.textContent).toBe('Chiuso senza rimborso');
  });

  it('shows a statement to review with its refund deadline, and accepts it through its call', async () => {
    const calls = fakeServer();
    render(orderWith(returnIn('received')));
    expect(view.host.textContent).toContain('Da valutare');
    expect(view.host.textContent).toContain('2 × Sella Aria');
    expect(view.host.textContent).toMatch(/Rimborso entro il .*13 dicembre 2026/);
    expect(button('Merce ricevuta…')).toBeDefined();
    expect(button('Rifiuta…')).toBeDefined();
    await act(async () => {
      button('Accetta il reso')!.click();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
    });
    expect(calls[0]!.url).toBe(`/v1/admin/orders/${ORDER_ID}/withdrawals/${STATEMENT_ID}/accept`);
  });

  it('records the goods line by line, a deduction typed in euros sent in cents with its reason', async () => {
    const calls = fakeServer();
    render(orderWith(returnIn('accepted')));
    expect(button('Accetta il reso')).toBeUndefined();
    await act(async () => { button('Merce ricevuta…')!.click(); });
    const dialog = [...view.host.querySelectorAll('dialog')].find((d) => d.textContent?.includes("Merce ricevuta per l'ordine R-245"))!;
    await act(async () => { input(dialog.querySelector('select')!, 'mounted'); });
    const [units, deduction, reason] = [...dialog.querySelectorAll('input')];
    await act(async () => {
      input(units!, '1');
      input(deduction!, '12,50');
      input(reason!, 'Montata sulla bici');
    });
    await act(async () => {
      dialog.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
    });
    expect(calls[0]).toEqual({
      url: `/v1/admin/orders/${ORDER_ID}/withdrawals/${STATEMENT_ID}/receive`,
      body: { lines: [{ itemId: 'line-1', quantity: 1, condition: 'mounted', deduction: 1250, deductionReason: 'Montata sulla bici' }] },
    });
  });

  it('shows nothing for an order with no statement, and no refund button to a member who is not an owner', () => {
    render({ id: ORDER_ID, number: 'R-1', withdrawals: [] } as unknown as AdminOrder);
    expect(view.host.textContent).toBe('');
    view.remount();
    render(orderWith(returnIn('goodsReceived')));
    expect(view.host.textContent).toContain('Merce ricevuta, da rimborsare');
    expect(button('Rimborsa il reso…')).toBeUndefined();
  });

  it("an owner's refund asks first: Indietro sends nothing, Rimborsa sends the refund's call", async () => {
    saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 1, email: 'owner@raggio.test', name: 'Titolare', role: 'owner' } });
    const calls = fakeServer();
    render(orderWith({ ...returnIn('goodsReceived'), receivedLines: [{ itemId: 'line-1', quantity: 1, condition: 'damaged', deduction: 500, deductionReason: 'Graffiata' }] } as StatementReturn));
    await act(async () => { button('Rimborsa il reso…')!.click(); });
    expect(view.host.textContent).toContain('meno le detrazioni (5,00');
    await act(async () => { button('Indietro')!.click(); });
    expect(calls).toHaveLength(0);
    await act(async () => { button('Rimborsa il reso…')!.click(); });
    await act(async () => {
      button('Rimborsa')!.click();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
    });
    expect(calls[0]!.url).toBe(`/v1/admin/orders/${ORDER_ID}/withdrawals/${STATEMENT_ID}/refund`);
  });

  it('records the proof of shipment on an accepted return; with it an owner may refund before the goods arrive (decision 249)', async () => {
    saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 1, email: 'owner@raggio.test', name: 'Titolare', role: 'owner' } });
    const calls = fakeServer();
    render(orderWith(returnIn('accepted')));
    expect(button('Rimborsa il reso…')).toBeUndefined();
    await act(async () => { button('Prova di spedizione ricevuta…')!.click(); });
    const dialog = [...view.host.querySelectorAll('dialog')].find((d) => d.textContent?.includes('Prova di spedizione del reso'))!;
    const [sentOn, note] = [...dialog.querySelectorAll('input')];
    expect(sentOn!.type).toBe('date');
    await act(async () => {
      input(sentOn!, '2026-11-30');
      input(note!, 'BRT 0123456789');
    });
    await act(async () => {
      dialog.querySelector('form')!.requestSubmit();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
    });
    expect(calls[0]).toEqual({ url: `/v1/admin/orders/${ORDER_ID}/withdrawals/${STATEMENT_ID}/proof`, body: { sentOn: '2026-11-30', note: 'BRT 0123456789' } });
    view.remount();
    render(orderWith({ ...returnIn('accepted'), shipmentProof: { sentOn: '2026-11-30', note: 'BRT 0123456789', recordedAt: '2026-12-01T09:00:00.000Z' } }));
    expect(view.host.querySelector('[data-testid="shipment-proof"]')!.textContent).toMatch(/spedito il .*30 novembre 2026 — BRT 0123456789/);
    expect(button('Rimborsa il reso…')).toBeDefined();
    view.remount();
    // Refunded on it, the goods still to come: they can be checked, with no deduction.
    render(orderWith({ ...returnIn('refunded'), shipmentProof: { sentOn: '2026-11-30', note: 'BRT 1', recordedAt: '2026-12-01T09:00:00.000Z' } }));
    expect(view.host.textContent).toContain('la merce è ancora da ricevere');
    await act(async () => { button('Merce ricevuta…')!.click(); });
    const receive = [...view.host.querySelectorAll('dialog')].find((d) => d.textContent?.includes("Merce ricevuta per l'ordine R-245"))!;
    await act(async () => { input(receive.querySelector('select')!, 'damaged'); });
    expect(receive.querySelectorAll('input')).toHaveLength(1);
  });
});
