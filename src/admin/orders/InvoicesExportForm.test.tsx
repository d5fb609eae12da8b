// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { InvoicesExportForm, lastMonthInRome } from './InvoicesExportForm';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

async function render() {
  view.render(<QueryClientProvider client={new QueryClient()}><I18nProvider i18n={i18n}><InvoicesExportForm /></I18nProvider></QueryClientProvider>);
  await vi.waitFor(() => expect(view.host.querySelector('form')).not.toBeNull());
}

describe('InvoicesExportForm', () => {
  it('proposes last month, in Italy\'s days', () => {
    expect(lastMonthInRome(new Date('2026-03-31T22:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(lastMonthInRome(new Date('2026-01-15T10:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonthInRome(new Date('2024-03-10T10:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('downloads the range\'s zip under its name, and shows the server\'s refusal', async () => {
    const calls: string[] = [];
    let answer = new Response(new Uint8Array([0x50, 0x4b, 5, 6]), { headers: { 'content-type': 'application/zip' } });
    vi.stubGlobal('fetch', vi.fn((url: string) => { calls.push(url); return Promise.resolve(answer); }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    await render();
    const { from, to } = lastMonthInRome();
    const inputs = [...view.host.querySelectorAll('input')];
    expect(inputs.map((i) => i.value)).toEqual([from, to]);
    view.host.querySelector('button')!.click();
    await vi.waitFor(() => expect(saved).toEqual([`fatture-${from}-${to}.zip`]));
    expect(calls).toEqual([`/v1/admin/invoices/export?from=${from}&to=${to}`]);

    answer = new Response(JSON.stringify({ code: 'VALIDATION_ERROR', message: 'to: at most 366 days from from', statusCode: 400 }), { status: 400, headers: { 'content-type': 'application/json' } });
    view.host.querySelector('button')!.click();
    await vi.waitFor(() => expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('to: at most 366 days from from'));
  });
});
