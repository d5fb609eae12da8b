// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { AdminApiError } from '../lib/api';
import { BulkShipResults } from './BulkShipResults';
import { shipEach, summariseShipping, type SendShip, type ShipOutcome } from './bulk-ship';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const requests = [
  { orderId: 'a', number: 'R-1', carrier: 'brt' as const, trackingNumber: ' 123 ' },
  { orderId: 'b', number: 'R-2', carrier: 'brt' as const, trackingNumber: '456' },
  { orderId: 'c', number: 'R-3', carrier: 'brt' as const, trackingNumber: '789' },
];

describe('shipEach', () => {
  it('calls the single ship once per order, each with its own key, and goes on after a refusal', async () => {
    const calls: { orderId: string; body: unknown; key: string }[] = [];
    const send: SendShip = (orderId, body, key) => {
      calls.push({ orderId, body, key });
      if (orderId === 'b') return Promise.reject(new AdminApiError(409, 'ORDER_STATUS_CONFLICT', "L'ordine è nello stato «Spedito»: questa azione non è possibile."));
      return Promise.resolve({});
    };
    const heard: ShipOutcome[] = [];
    let n = 0;
    const outcomes = await shipEach(requests, send, (o) => heard.push(o), () => `key-${(n += 1)}`);
    expect(calls).toEqual([
      { orderId: 'a', body: { carrier: 'brt', trackingNumber: '123' }, key: 'key-1' },
      { orderId: 'b', body: { carrier: 'brt', trackingNumber: '456' }, key: 'key-2' },
      { orderId: 'c', body: { carrier: 'brt', trackingNumber: '789' }, key: 'key-3' },
    ]);
    expect(outcomes).toEqual([
      { orderId: 'a', number: 'R-1', shipped: true },
      { orderId: 'b', number: 'R-2', shipped: false, code: 'ORDER_STATUS_CONFLICT', message: "L'ordine è nello stato «Spedito»: questa azione non è possibile." },
      { orderId: 'c', number: 'R-3', shipped: true },
    ]);
    expect(heard).toEqual(outcomes);
    expect(summariseShipping(outcomes)).toEqual({ shipped: 2, refused: 1 });
  });

  it('counts a network failure as a refusal of that order only', async () => {
    const send: SendShip = (orderId) => (orderId === 'a' ? Promise.reject(new AdminApiError(0, 'NETWORK', 'No connection')) : Promise.resolve({}));
    const outcomes = await shipEach(requests.slice(0, 2), send);
    expect(outcomes.map((o) => o.shipped)).toEqual([false, true]);
    expect(outcomes[0]).toMatchObject({ code: 'NETWORK', message: 'No connection' });
  });
});

describe('BulkShipResults', () => {
  const outcomes: ShipOutcome[] = [
    { orderId: 'a', number: 'R-1', shipped: true },
    { orderId: 'b', number: 'R-2', shipped: false, code: 'IS_A_PICKUP', message: "L'ordine è da ritirare in negozio: non si spedisce." },
  ];

  it('says how many were shipped and refused, and why each refused one was', () => {
    view.render(<I18nProvider i18n={i18n}><BulkShipResults outcomes={outcomes} total={2} /></I18nProvider>);
    const results = view.host.querySelector('[data-testid="bulk-ship-results"]')!;
    expect(results.querySelector('[role="status"]')!.textContent).toBe('Spediti: 1. Rifiutati: 1.');
    const items = [...results.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['R-1 — spedito', "R-2 — rifiutato: L'ordine è da ritirare in negozio: non si spedisce."]);
    expect(items.map((li) => li.className)).toEqual(['ok', 'refused']);
  });

  it('counts the orders done while the others are still going', () => {
    view.render(<I18nProvider i18n={i18n}><BulkShipResults outcomes={outcomes.slice(0, 1)} total={3} /></I18nProvider>);
    expect(view.host.querySelector('[role="status"]')!.textContent).toBe('Spedizione in corso: 1 di 3…');
  });
});
