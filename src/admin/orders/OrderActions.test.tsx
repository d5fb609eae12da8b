// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../contract/admin-orders';
import type { ReturnState } from '../../../contract/withdrawals';
import { testRoot } from '../../lib/test-root';
import { dropSession, saveSession } from '../lib/session';
import { OrderActions } from './OrderActions';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { dropSession(); });

/** A paid transfer order, not shipped, that the owner may cancel; a statement in `state` when given. */
const orderWith = (state?: ReturnState) => ({
  id: '8d0c4a8e-0000-4000-8000-000000000001', number: 'R-272', actions: ['cancel'],
  totals: { refundable: 11900 }, payment: { method: 'bankTransfer' },
  withdrawals: state ? [{
    id: '8d0c4a8e-0000-4000-8000-000000000009', receivedAt: '2026-11-29T09:00:00.000Z', name: 'Giulia Rossi', email: 'g@example.it', reason: null,
    lines: [{ itemId: 'line-1', quantity: 1, name: 'Sella Aria' }],
    return: { state, acceptedAt: null, shipBy: null, refusedAt: null, refusedReason: null, goodsReceivedAt: null, receivedLines: null, deductions: 0, refundBy: '2026-12-13', refundId: null, refundedAt: null },
  }] : [],
}) as unknown as AdminOrder;

async function cancelDialogText(order: AdminOrder): Promise<string> {
  view.render(<QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><OrderActions order={order} /></I18nProvider></QueryClientProvider>);
  await act(async () => { [...view.host.querySelectorAll('button')].find((b) => b.textContent === "Annulla l'ordine")!.click(); });
  const text = view.host.querySelector('dialog')!.textContent ?? '';
  view.remount();
  return text;
}

describe('the cancel dialog', () => {
  it('tells the owner that a withdrawal still open is settled by the cancel (decision 272), and says nothing of one already closed', async () => {
    saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 1, email: 'owner@raggio.test', name: 'Titolare', role: 'owner' } });
    const settled = "Il recesso del cliente si chiude con l'annullamento";
    expect(await cancelDialogText(orderWith('received'))).toContain(settled);
    expect(await cancelDialogText(orderWith('accepted'))).toContain(settled);
    expect(await cancelDialogText(orderWith('refused'))).not.toContain(settled);
    expect(await cancelDialogText(orderWith())).not.toContain(settled);
  });
});
