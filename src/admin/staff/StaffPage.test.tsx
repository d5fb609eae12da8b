// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../../../contract/admin-staff';
import { testRoot } from '../../lib/test-root';
import { dropSession, saveSession } from '../lib/session';
import { StaffPage } from './StaffPage';

// The query answers outside act(): the test waits for what shows instead.
const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); dropSession(); });

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1, name: 'Anna', email: 'anna@raggio.test', role: 'owner', state: 'active', lastSignInAt: '2026-11-29T07:00:00.000Z', addedAt: '2026-11-01T07:00:00.000Z', ...over,
});
const MEMBERS = [member({}), member({ id: 2, name: 'Bruno', email: 'bruno@raggio.test', role: 'staff', state: 'invited', lastSignInAt: null }), member({ id: 3, name: 'Carla', email: 'carla@raggio.test', role: 'staff', state: 'removed' })];

/** Answers the list with MEMBERS and every change with the member; records method, path and body. */
function fakeServer() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path: url, ...(init.body ? { body: JSON.parse(String(init.body)) as unknown } : {}) });
    const body = method === 'GET' ? { members: MEMBERS }
      : method === 'POST' ? { member: member({ id: 4, name: 'Dario', email: 'dario@raggio.test', role: 'staff', state: 'invited', lastSignInAt: null }), mailed: true, linkExpiresAt: '2026-12-02T07:00:00.000Z' }
        : member({ id: 2 });
    return Promise.resolve(new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

async function render() {
  saveSession({ token: 't', exp: Math.floor(Date.now() / 1000) + 3600, staff: { id: 1, email: 'anna@raggio.test', name: 'Anna', role: 'owner' } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><StaffPage /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(() => { expect(view.host.querySelectorAll('tbody tr')).toHaveLength(3); });
}

const button = (name: string) => [...view.host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
const type = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('StaffPage', () => {
  it('lists members with role, state and last sign-in; nobody removes themselves nor a removed member', async () => {
    fakeServer();
    await render();
    const rows = [...view.host.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('Anna (tu)');
    expect(rows[0]).toContain('Attivo');
    expect(rows[1]).toContain('Invitato');
    expect(rows[1]).toContain('—');
    expect(rows[2]).toContain('Rimosso');
    expect(button('Rimuovi Anna')).toBeUndefined();
    expect(button('Rimuovi Carla')).toBeUndefined();
    expect(view.host.querySelector<HTMLSelectElement>('select[aria-label="Ruolo di Bruno"]')!.value).toBe('staff');
    expect(view.host.querySelector('select[aria-label="Ruolo di Carla"]')).toBeNull();
  });

  it('removes a member only once the dialog is confirmed', async () => {
    const calls = fakeServer();
    await render();
    button('Rimuovi Bruno').click();
    await vi.waitFor(() => { expect(view.host.querySelector('dialog h2')?.textContent).toBe('Rimuovere Bruno?'); });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    const confirm = [...view.host.querySelectorAll('dialog button')].find((b) => b.textContent === 'Rimuovi') as HTMLButtonElement;
    confirm.click();
    await vi.waitFor(() => { expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/v1/admin/staff/2' }]); });
  });

  it('changes a role in place', async () => {
    const calls = fakeServer();
    await render();
    const select = view.host.querySelector<HTMLSelectElement>('select[aria-label="Ruolo di Bruno"]')!;
    select.value = 'owner';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => { expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/v1/admin/staff/2', body: { role: 'owner' } }]); });
  });

  it('invites by name, e-mail and role, and says the link was mailed', async () => {
    const calls = fakeServer();
    await render();
    button('Invita una persona').click();
    const form = await vi.waitFor(() => view.host.querySelector('dialog form') ?? Promise.reject(new Error('no form yet')));
    const [name, email] = [...form.querySelectorAll('input')];
    type(name!, ' Dario ');
    type(email!, 'dario@raggio.test');
    form.querySelector('button[type="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => { expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/v1/admin/staff', body: { name: 'Dario', email: 'dario@raggio.test', role: 'staff' } }]); });
    await vi.waitFor(() => { expect(view.host.querySelector('[role="status"]')?.textContent).toContain('Abbiamo mandato a Dario (dario@raggio.test)'); });
  });
});
