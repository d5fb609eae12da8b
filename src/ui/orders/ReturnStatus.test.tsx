// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementReturn, Withdrawal } from '../../../contract/withdrawals';
import { testRoot } from '../../lib/test-root';
import { ReturnStatus } from './ReturnStatus';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const statement = (ret: Partial<StatementReturn> | null): Withdrawal => ({
  id: '8d0c4a8e-0000-4000-8000-000000000009', receivedAt: '2026-11-29T09:00:00.000Z', name: 'G', email: 'g@example.it', reason: null,
  lines: [{ itemId: 'l1', quantity: 1, name: 'Sella' }],
  ...(ret ? {
    return: {
      state: 'received', acceptedAt: null, shipBy: null, refusedAt: null, refusedReason: null, goodsReceivedAt: null, receivedLines: null,
      deductions: 0, refundBy: '2026-12-13', refundId: null, refundedAt: null, ...ret,
    },
  } : {}),
});

const shown = (s: Withdrawal) => {
  view.render(<I18nProvider i18n={i18n}><ReturnStatus statement={s} /></I18nProvider>);
  const text = view.host.textContent;
  view.remount();
  return text;
};

describe('ReturnStatus (decision 245)', () => {
  it("tells the customer where each return stands, with its days", () => {
    expect(shown(statement({}))).toBe('Reso: lo stiamo valutando; il rimborso arriva entro il 13/12/2026.');
    expect(shown(statement({ state: 'accepted', shipBy: '2026-12-14' }))).toBe('Reso accettato: spediscici la merce entro il 14/12/2026 (le istruzioni sono nella mail).');
    expect(shown(statement({ state: 'refused', refusedReason: 'Usato' }))).toBe('Reso rifiutato: Usato');
    expect(shown(statement({ state: 'refunded', refundId: '8d0c4a8e-0000-4000-8000-00000000000a' }))).toBe('Reso rimborsato.');
    expect(shown(statement({ state: 'refunded', refundId: null }))).toBe("Reso chiuso: non c'è nulla da rimborsare.");
    // The proof of shipment received (decision 249): the refund may come before the goods.
    expect(shown(statement({ state: 'accepted', shipBy: '2026-12-14', shipmentProof: { sentOn: '2026-12-01', note: 'BRT 123', recordedAt: '2026-12-02T09:00:00.000Z' } })))
      .toBe('Reso accettato: spediscici la merce entro il 14/12/2026 (le istruzioni sono nella mail).'
        + 'Prova di spedizione ricevuta (spedito il 01/12/2026: BRT 123): il rimborso arriva entro il 13/12/2026, anche prima che riceviamo la merce.');
    // An answer stored before returns existed has none: nothing is shown.
    expect(shown(statement(null))).toBe('');
  });
});
