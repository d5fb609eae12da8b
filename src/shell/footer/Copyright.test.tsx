// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Shop } from '../../../contract/shop';
import { shopQuery } from '../../lib/shop-query';
import { Copyright } from './Copyright';

// A page rendered in one year and hydrated in the next (a page the worker kept in December opened
// in January): hydration must not fail on the year (React's error #418 threw the page away and
// drew it again), and the year shown is then the year now (decision 264).

function Tree() {
  const client = new QueryClient();
  client.setQueryData(shopQuery('it').queryKey, { company: { legalName: 'Raggio S.r.l.' } } as Shop);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}><Copyright /></I18nProvider>
    </QueryClientProvider>
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the copyright line', () => {
  it('hydrates a page rendered last year without a mismatch, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:00:00Z'));
    vi.stubEnv('SSR', true);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Tree />);
    vi.unstubAllEnvs();
    expect(host.textContent).toBe('© 2026 Raggio S.r.l. – Tutti i diritti riservati.');
    document.body.append(host);

    vi.setSystemTime(new Date('2027-01-01T08:00:00Z'));
    const mismatches: unknown[] = [];
    await act(async () => { hydrateRoot(host, <Tree />, { onRecoverableError: (error) => mismatches.push(error) }); });
    expect(mismatches).toEqual([]);
    expect(host.textContent).toBe('© 2027 Raggio S.r.l. – Tutti i diritti riservati.');
    host.remove();
  });
});
