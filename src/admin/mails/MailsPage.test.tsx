// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMail, AdminMailsPage } from '../../../contract/admin-mails';
import { testRoot } from '../../lib/test-root';
import { MailsPage } from './MailsPage';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const ORDER_ID = '0b6f7a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const mail = (over: Partial<AdminMail>): AdminMail => ({
  id: 1, kind: 'shipped', to: 'giulia@example.it', subject: 'Ordine R-1042 spedito', status: 'sent', createdAt: '2026-11-29T07:00:00.000Z',
  sentAt: '2026-11-29T07:00:05.000Z', attempts: 1, error: null, order: { id: ORDER_ID, number: 'R-1042' }, lang: 'it', nextAttemptAt: null, ...over,
});
const FAILED = mail({
  id: 3, kind: 'supportMessage', to: 'ciao@raggiocicli.it', subject: 'Richiesta di assistenza', status: 'failed', sentAt: null,
  error: '550 mailbox unavailable', order: null, lang: null,
});
const OWED = mail({ id: 2, status: 'owed', sentAt: null, attempts: 2, error: '421 try later', nextAttemptAt: '2026-11-29T07:10:00.000Z' });
const PAGE: AdminMailsPage = { docs: [FAILED, OWED, mail({})], page: 1, pageSize: 50, total: 3, totalPages: 1, counts: { owed: 1, sent: 1, failed: 1 } };

/** Answers the list with `list` and the resend with the mail sent; records method and URL. */
function fakeServer(list: AdminMailsPage) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const body = method === 'POST' ? { mail: { ...FAILED, status: 'sent', error: null }, sent: true } : list;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

async function render(ready: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: MailsPage }),
    history: createMemoryHistory({ initialEntries: ['/admin/mail'] }),
  });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(ready);
}

describe('MailsPage', () => {
  it('lists each mail with recipient, kind, language, order link, state, tries, next try and reason', async () => {
    fakeServer(PAGE);
    await render(() => expect(view.host.querySelectorAll('tbody tr')).toHaveLength(3));
    const cells = (row: number) => [...view.host.querySelectorAll('tbody tr')[row]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells(0).slice(1, 9)).toEqual([
      'ciao@raggiocicli.it', 'Messaggio dal modulo di assistenzaRichiesta di assistenza', '—', 'nessuno', 'Non inviata', '1', '—', '550 mailbox unavailable',
    ]);
    expect(cells(1).slice(5, 9)).toEqual(['Da inviare', '2', '29/11/26, 08:10', '421 try later']);
    expect(cells(2)[3]).toBe('italiano');
    expect(view.host.querySelectorAll('tbody tr')[2]!.querySelector('a')!.getAttribute('href')).toBe(`/admin/ordini/${ORDER_ID}`);
    // Only the failed mail has the button, named by its recipient.
    const buttons = [...view.host.querySelectorAll('tbody button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Invia di nuovo la mail a ciao@raggiocicli.it']);
    // The state filter shows the counts.
    expect([...view.host.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Tutte (3)', 'Da inviare (1)', 'Non inviata (1)', 'Inviata (1)']);
  });

  it('sends a failed mail again, says so, and reads the list again', async () => {
    const calls = fakeServer(PAGE);
    await render(() => expect(view.host.querySelectorAll('tbody tr')).toHaveLength(3));
    view.host.querySelector<HTMLButtonElement>('tbody button')!.click();
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toBe('Mail inviata.'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/v1/admin/mails/3/resend' }]);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('filters by state through the address, and says when none is in it', async () => {
    const calls = fakeServer({ ...PAGE, docs: [], total: 0 });
    await render(() => expect(view.host.querySelector('tbody td')?.textContent).toBe('Nessuna mail.'));
    const select = view.host.querySelector('select')!;
    select.value = 'failed';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(select.value).toBe('failed'));
    view.host.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await vi.waitFor(() => expect(calls.at(-1)!.url).toBe('/v1/admin/mails?status=failed'));
    await vi.waitFor(() => expect(view.host.querySelector('tbody td')?.textContent).toBe('Nessuna mail in questo stato.'));
  });
});
