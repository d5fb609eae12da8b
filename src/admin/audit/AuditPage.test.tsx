// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminAuditEntry, AdminAuditPage } from '../../../contract/admin-audit';
import { testRoot } from '../../lib/test-root';
import { AuditPage } from './AuditPage';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const ORDER_ID = '0b6f7a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const entry = (over: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  id: 1, at: '2026-11-29T07:00:00.000Z', origin: 'backOffice', staff: { id: 3, name: 'Anna', email: 'anna@raggio.test' },
  osUser: null, client: null, action: 'order.shipped', subject: { type: 'order', id: ORDER_ID, label: 'R-1042' },
  before: { status: 'tookcharge' }, after: { status: 'shipped' }, refusal: null, ...over,
});
const ENTRIES: AdminAuditEntry[] = [
  entry({ id: 5 }),
  entry({
    id: 4, action: 'POST /v1/admin/orders/:id/ship', before: null, after: null,
    refusal: { code: 'ORDER_STATUS_CONFLICT', statusCode: 409, payload: { status: 'deleted', action: 'ship' } },
  }),
  entry({ id: 3, action: 'customer.view', subject: { type: 'customer', id: '57', label: null }, before: null, after: { closed: false } }),
  entry({ id: 2, origin: 'command', staff: null, osUser: 'root', action: 'staff.add', subject: { type: 'staff', id: '9', label: 'Bruno' }, before: null, after: null }),
  entry({
    id: 1, staff: null, client: '203.0.113.7', action: 'staff.signin', subject: { type: 'signin', id: 'chi@esempio.it', label: null },
    before: null, after: null, refusal: { code: 'INVALID_CREDENTIALS', statusCode: 401 },
  }),
];
const page = (docs: AdminAuditEntry[]): AdminAuditPage => ({
  docs, page: 1, pageSize: 50, total: docs.length, totalPages: 1, members: [{ id: 3, name: 'Anna', email: 'anna@raggio.test' }],
});

/** Answers every list call with `answer` (or the error); records the URLs asked. */
function fakeServer(answer: AdminAuditPage | { status: number; code: string; message: string }) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    urls.push(url);
    const status = 'status' in answer ? answer.status : 200;
    const body = 'status' in answer ? { code: answer.code, message: answer.message, statusCode: answer.status } : answer;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  }));
  return urls;
}

async function render(ready: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: AuditPage }),
    history: createMemoryHistory({ initialEntries: ['/admin/registro'] }),
  });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(ready);
}
const control = <T extends HTMLElement>(label: string) => {
  const found = [...view.host.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label);
  return found!.querySelector('select, input') as T;
};

describe('AuditPage', () => {
  it('lists when (Rome time), who, what in words and the subject linked to its page', async () => {
    fakeServer(page(ENTRIES));
    await render(() => expect(view.host.querySelectorAll('tbody tr')).toHaveLength(5));
    expect([...view.host.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Quando', 'Chi', 'Che cosa', 'Oggetto']);
    const cells = (row: number) => [...view.host.querySelectorAll('tbody tr')[row]!.querySelectorAll('td')];
    expect(cells(0).map((td) => td.textContent)).toEqual(['29/11/26, 08:00', 'Anna', 'Spedito', 'Ordine R-1042']);
    expect(cells(0)[3]!.querySelector('a')!.getAttribute('href')).toBe(`/admin/ordini/${ORDER_ID}`);
    expect(cells(1)[2]!.textContent).toBe('Rifiutato: spedizione — l\'ordine era nello stato «Annullato»');
    expect(view.host.querySelectorAll('tbody tr')[1]!.className).toBe('refused');
    expect(cells(2)[3]!.querySelector('a')!.getAttribute('href')).toBe('/admin/clienti/57');
    expect(cells(2)[2]!.textContent).toBe('Scheda del cliente aperta');
    expect(cells(3).map((td) => td.textContent).slice(1)).toEqual(['Riga di comando (utente root)', 'Persona aggiunta da riga di comando', 'Persona: Bruno']);
    expect(cells(4).map((td) => td.textContent).slice(1)).toEqual(['Sconosciuto, da 203.0.113.7', 'Rifiutato: accesso — e-mail o password sbagliate', 'Accesso con chi@esempio.it']);
    expect(cells(4)[3]!.querySelector('a')).toBeNull();
  });

  it('sends the filters as labelled controls set them', async () => {
    const urls = fakeServer(page(ENTRIES));
    await render(() => expect(view.host.querySelectorAll('tbody tr')).toHaveLength(5));
    {
      const outcome = control<HTMLSelectElement>('Esito');
      outcome.value = 'refused';
      outcome.dispatchEvent(new Event('change', { bubbles: true }));
      const member = control<HTMLSelectElement>('Persona');
      member.value = '3';
      member.dispatchEvent(new Event('change', { bubbles: true }));
      const from = control<HTMLInputElement>('Dal');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(from, '2026-11-01');
      from.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await vi.waitFor(() => expect(control<HTMLInputElement>('Dal').value).toBe('2026-11-01'));
    view.host.querySelector<HTMLFormElement>('form')!.requestSubmit();
    await vi.waitFor(() => expect(urls.at(-1)).toBe('/v1/admin/audit?staff=3&outcome=refused&from=2026-11-01'));
    await vi.waitFor(() => expect([...view.host.querySelectorAll('button')].some((b) => b.textContent === 'Togli i filtri')).toBe(true));
  });

  it('says when nothing was recorded, and shows the server\'s refusal', async () => {
    fakeServer(page([]));
    await render(() => expect(view.host.querySelector('tbody td')?.textContent).toBe('Nessuna attività registrata.'));
    view.remount();
    fakeServer({ status: 403, code: 'OWNER_ONLY', message: 'Solo un titolare può farlo' });
    await render(() => expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('Solo un titolare può farlo'));
    expect(view.host.querySelector('table')).toBeNull();
  });
});
