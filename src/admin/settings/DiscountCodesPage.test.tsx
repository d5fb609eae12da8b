// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDiscountCode } from '../../../contract/admin-discount-codes';
import { testRoot } from '../../lib/test-root';
import { DiscountCodesPage } from './DiscountCodesPage';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const running: AdminDiscountCode = {
  id: 7, code: 'RAGGIO10', type: 'percentage', value: 10, minCart: 5990, startsAt: null, endsAt: null,
  state: 'running', uses: 12, createdAt: '2026-11-01T10:00:00.000Z',
};
const ended: AdminDiscountCode = { ...running, id: 8, code: 'ESTATE', state: 'ended', uses: 3, endsAt: '2026-09-01T10:00:00.000Z' };

/** The list answers `codes`; a new code is answered as made; every call is recorded. */
function fakeServer(codes: AdminDiscountCode[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    const answer = init.method === 'POST' ? { ...running, id: 9, ...body, state: 'running', uses: 0 } : codes;
    return Promise.resolve(new Response(JSON.stringify(answer), { status: init.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: DiscountCodesPage }),
    history: createMemoryHistory({ initialEntries: ['/admin/impostazioni/codici-sconto'] }),
  });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(() => expect(view.host.querySelector('tbody tr')).not.toBeNull());
  const input = (label: string) => {
    const found = [...view.host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
    return view.host.querySelector<HTMLInputElement>(`#${CSS.escape(found!.htmlFor)}`)!;
  };
  return { input, submit: () => act(() => view.host.querySelector<HTMLFormElement>('form')!.requestSubmit()) };
}

describe('DiscountCodesPage', () => {
  it('lists each code with its uses; an ended one has no actions', async () => {
    fakeServer([running, ended]);
    await render();
    const rows = [...view.host.querySelectorAll('tbody tr')];
    expect(rows[0]!.textContent).toContain('RAGGIO10');
    expect(rows[0]!.textContent).toContain('59,90');
    const cells = [...rows[0]!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[5]).toBe('12');
    expect(rows[0]!.querySelectorAll('button')).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Terminato');
    expect(rows[1]!.querySelectorAll('button')).toHaveLength(0);
  });

  it('refuses a bad code and percentage beside their fields, then creates the code as typed', async () => {
    const calls = fakeServer([running]);
    const { input, submit } = await render();
    act(() => { type(input('Codice'), 'ab'); type(input('Sconto (%)'), '120'); });
    submit();
    for (const field of [input('Codice'), input('Sconto (%)')]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const errorId = field.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!;
      expect(document.getElementById(errorId)?.textContent).not.toBe('');
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    act(() => { type(input('Codice'), 'natale26'); type(input('Sconto (%)'), '15'); type(input('Carrello minimo'), '1.234,50'); });
    submit();
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toContain('NATALE26'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/v1/admin/discount-codes', method: 'POST',
      body: { code: 'NATALE26', type: 'percentage', value: 15, minCart: 123450, startsAt: null, endsAt: null },
    });
  });
});
