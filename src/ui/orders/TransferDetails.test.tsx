// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { testRoot } from '../../lib/test-root';
import { TransferDetails } from './TransferDetails';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const transfer = {
  beneficiary: 'Raggio Cicli S.r.l.', iban: 'IT94I0306911166100000063718', bic: 'BCITITMM', bank: 'Intesa Sanpaolo', amount: 4899, reference: 'R2026-000123',
};
const orderWith = (method: 'courier' | 'pickup', withTransfer = true) => ({
  transfer: withTransfer ? transfer : null,
  checkout: { shipping: { method, id: 1, pickup: null } },
}) as unknown as Pick<Order, 'transfer' | 'checkout'>;

const render = (order: Pick<Order, 'transfer' | 'checkout'>) =>
  view.render(<I18nProvider i18n={i18n}><TransferDetails order={order} /></I18nProvider>);
const field = (testId: string) => view.host.querySelector(`[data-testid="${testId}"]`);

describe('TransferDetails', () => {
  it('shows nothing for an order without transfer details', () => {
    render(orderWith('courier', false));
    expect(field('transfer-details')).toBeNull();
  });

  it('lists the account, the amount and the reference under their labels, in a region named by its heading', () => {
    render(orderWith('courier'));
    const section = field('transfer-details')!;
    const heading = section.querySelector('h2')!;
    expect(heading.textContent).toBe('Dati per il bonifico');
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    const labels = [...section.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['Beneficiario', 'IBAN', 'BIC/SWIFT', 'Banca', 'Importo', 'Causale']);
    expect(field('transfer-beneficiary')!.textContent).toBe('Raggio Cicli S.r.l.');
    expect(field('transfer-reference')!.textContent).toBe('R2026-000123');
    expect(field('transfer-amount')!.textContent).toMatch(/48,99/);
    expect(section.textContent).toContain("Spediremo l'ordine appena riceveremo il bonifico.");
  });

  it('groups the IBAN in fours by layout, so its text (what is copied) stays compact', () => {
    render(orderWith('courier'));
    const iban = field('transfer-iban')!;
    expect(iban.textContent).toBe('IT94I0306911166100000063718');
    expect([...iban.querySelectorAll('span > span')].map((s) => s.textContent)).toEqual(['IT94', 'I030', '6911', '1661', '0000', '0063', '718']);
  });

  it('says a pickup is collected once the transfer arrives', () => {
    render(orderWith('pickup'));
    expect(field('transfer-details')!.textContent).toContain("Potrai ritirare l'ordine appena riceveremo il bonifico.");
    expect(field('transfer-details')!.textContent).not.toContain('Spediremo');
  });
});
