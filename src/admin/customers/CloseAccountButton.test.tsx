// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer } from '../../../contract/admin-customers';
import { testRoot } from '../../lib/test-root';
import { CloseAccountButton } from './CloseAccountButton';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const customer = {
  id: 42, closed: false, name: { first: 'Giulia', last: 'Bianchi' }, email: 'giulia@example.it', lang: 'it', createdAt: '2026-01-01T00:00:00.000Z',
  orders: [], addresses: [], newsletter: null, savedCards: [], dataRequests: [],
} satisfies AdminCustomer;

function fakeServer() {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    return Promise.resolve(new Response(JSON.stringify({ closed: true }), { headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

const button = (name: string) => [...view.host.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('CloseAccountButton', () => {
  it('sends nothing until the dialog, which says what is erased and what is kept, is confirmed', async () => {
    const calls = fakeServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><CloseAccountButton customer={customer} /></I18nProvider></QueryClientProvider>);
    await vi.waitFor(() => expect(button("Chiudi l'account")).toBeDefined());
    button("Chiudi l'account").click();
    await vi.waitFor(() => expect(view.host.querySelector('dialog h2')?.textContent).toBe("Chiudere l'account di giulia@example.it?"));
    const text = view.host.querySelector('dialog')!.textContent!;
    expect(text).toContain('Si cancellano subito');
    expect(text).toContain('Restano per 10 anni');
    expect(calls).toEqual([]);

    button('Indietro').click();
    await vi.waitFor(() => expect(view.host.querySelector('dialog h2')).toBeNull());
    expect(calls).toEqual([]);

    button("Chiudi l'account").click();
    await vi.waitFor(() => expect(button("Sì, chiudi l'account")).toBeDefined());
    button("Sì, chiudi l'account").click();
    await vi.waitFor(() => expect(calls).toEqual([{ url: '/v1/admin/customers/42/close', method: 'POST' }]));
    await vi.waitFor(() => expect(view.host.querySelector('dialog h2')).toBeNull());
  });
});
