// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import { testRoot } from '../../lib/test-root';
import { PackingSlip, type SlipShop } from './PackingSlip';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const shop = {
  name: 'Raggio Bici',
  company: { legalName: 'Raggio S.r.l.', street: 'Via Roma 1', zipcode: '35100', city: 'Padova', province: 'PD', country: 'IT', countryName: 'Italia', vatNumber: '01234567890', email: 'a@b.it', phone: '049' },
} as SlipShop;

const item = (id: string, name: string, quantity: number, options: { attribute: string; value: string }[], brand?: string) => ({
  id, articleId: 1, name, slug: id, grade: 'simple', options, quantity, ...(brand ? { brand: { name: brand } } : {}),
  prices: { gross: 123456, grossRevenue: 246912 }, refund: { on: false, quantity: 0 },
});

const order = (pickup: boolean) => ({
  id: '8d0c4a8e-0000-4000-8000-000000000001', number: 'R-2026-00042', placedAt: '2026-11-28T09:30:00.000Z', createdAt: '2026-11-28T09:29:00.000Z',
  addresses: { shipping: { name: { first: 'Giulia', last: 'Bianchi' }, street: 'Via Dante 7', zipcode: '20121', city: 'Milano', province: 'MI', phone: '+39 333 1234567', note: 'Citofono 3' } },
  shipping: {
    method: pickup ? 'pickup' : 'courier', id: 1,
    pickup: pickup ? { point: 1, name: 'Negozio di Padova', address: { street: 'Via Roma 1', zipcode: '35100', city: 'Padova' }, date: '2026-12-02', hour: { from: '10:00', to: '12:00' } } : null,
  },
  items: [item('a', 'Casco Aero', 2, [{ attribute: 'Taglia', value: 'M' }, { attribute: 'Colore', value: 'Rosso' }], 'Kask'), item('b', 'Camera d\'aria', 1, [])],
  gift: { on: true, message: 'Buon compleanno' },
  totals: { total: 493824, refunded: 0, refundable: 493824 },
}) as unknown as AdminOrder;

describe('PackingSlip', () => {
  it('shows the shop, the order, where it goes and the articles with variant and quantity, and no price', () => {
    view.render(<I18nProvider i18n={i18n}><PackingSlip order={order(false)} shop={shop} /></I18nProvider>);
    const slip = view.host.querySelector('[data-testid="packing-slip"]')!;
    const text = slip.textContent!;
    expect(text).toContain('Raggio Bici');
    expect(text).toContain("Distinta dell'ordine R-2026-00042");
    expect(text).toMatch(/28\/11\/(20)?26/);
    const destination = slip.querySelector('[data-testid="slip-destination"]')!.textContent!;
    expect(destination).toContain('Giulia Bianchi');
    expect(destination).toContain('Via Dante 7');
    expect(destination).toContain('20121 Milano (MI)');
    expect(destination).toContain('Citofono 3');
    const rows = [...slip.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([['Kask Casco Aero', 'Taglia: M, Colore: Rosso', '2'], ["Camera d'aria", '—', '1']]);
    expect(text).toContain('Buon compleanno');
    // No price anywhere: neither the lines' nor the total.
    expect(text).not.toMatch(/€|1\.234|4\.938|2\.469/);
  });

  it('names the pickup point and its day for an order collected at the shop', () => {
    view.render(<I18nProvider i18n={i18n}><PackingSlip order={order(true)} shop={shop} /></I18nProvider>);
    const destination = view.host.querySelector('[data-testid="slip-destination"]')!.textContent!;
    expect(view.host.textContent).toContain('Ritiro in negozio');
    expect(destination).toContain('Giulia Bianchi');
    expect(destination).toContain('Negozio di Padova, Via Roma 1, 35100 Padova');
    expect(destination).toContain('10:00–12:00');
    expect(destination).not.toContain('Via Dante');
  });
});
