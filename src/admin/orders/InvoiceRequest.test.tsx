// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../contract/address';
import { testRoot } from '../../lib/test-root';
import { InvoiceRequest } from './InvoiceRequest';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const address = (invoice: boolean) => ({
  id: 1, name: { first: 'Giulia', last: 'Bianchi' }, street: 'Via Roma 12', city: 'Abano Terme', province: 'PD', zipcode: '35031', phone: '049 123',
  isInvoice: invoice,
  ...(invoice ? { invoice: { name: 'Officina Bianchi srl', vatnumber: '01234567890', pec: 'officina@pec.it', sdi: 'M5UXCR1' }, fiscalcode: 'BNCGLI90E54G224X' } : {}),
}) as unknown as Address;

describe('InvoiceRequest', () => {
  it('shows the staff whom the invoice is made out to: company, partita IVA, codice fiscale, PEC and SDI code', () => {
    view.render(<I18nProvider i18n={i18n}><InvoiceRequest address={address(true)} /></I18nProvider>);
    const pairs = [...view.host.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Ragione sociale: Officina Bianchi srl', 'Partita IVA: 01234567890', 'Codice fiscale: BNCGLI90E54G224X', 'PEC: officina@pec.it', 'Codice SDI: M5UXCR1',
    ]);
  });

  it('shows nothing for a billing address that asks for no invoice', () => {
    view.render(<I18nProvider i18n={i18n}><InvoiceRequest address={address(false)} /></I18nProvider>);
    expect(view.host.querySelector('[data-testid="invoice-request"]')).toBeNull();
  });
});
