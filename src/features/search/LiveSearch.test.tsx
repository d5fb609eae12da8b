// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter,
} from '@tanstack/react-router';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The real timers: the page's are faked for the debounce, the server's must keep running.
import { setTimeout as serverTimeout } from 'node:timers';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleCard } from '../../../contract/catalogue';
import type { SearchResult } from '../../../contract/search';
import { money } from '../../lib';
import { searchQuery } from '../../lib/catalogue-api';
import { testRoot } from '../../lib/test-root';
import { LiveSearch } from './LiveSearch';
import { SEARCH_DEBOUNCE_MS } from './useLiveSearch';

// A real HTTP server plays the search API (same origin as the fake page, as in the shop); each
// answer names the value it was asked for, and a value can be made to answer late.
const empty: SearchResult = { articles: [], departments: [], categories: [], brands: [], pagesPromos: [] };
const card = (slug: string): ArticleCard => ({
  id: slug.length, slug, name: `Articolo ${slug}`, brand: { name: 'Stelvio', slug: 'stelvio' }, img: null, labels: [],
  grade: 'simple', available: true, outOfStock: false, stock: { on: false, quantity: 0 }, prices: { gross: 129900, discount: 0 },
});
function answerFor(value: string): SearchResult {
  if (value === 'nulla') return empty;
  return {
    ...empty,
    departments: [{ id: 1, slug: 'bici', path: 'bici', name: `Bici ${value}` }],
    categories: [{ id: 2, slug: 'gravel', path: 'bici.gravel', name: `Gravel ${value}` }],
    articles: [card(`${value}-uno`), card(`${value}-due`)],
  };
}
const slowValues = new Map<string, number>();
let requests: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const value = url.searchParams.get('value') ?? '';
    requests.push(`${url.pathname}?value=${value}&lang=${url.searchParams.get('lang')}`);
    serverTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerFor(value)));
    }, slowValues.get(value) ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  i18n.loadAndActivate({ locale: 'it', messages: {} });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let router: AnyRouter;
let client: QueryClient;

function buildRouter(): AnyRouter {
  const rootRoute = createRootRoute({ component: () => <><LiveSearch /><Outlet /></> });
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  return createRouter({ routeTree: rootRoute.addChildren([home, anyPage]), history: createMemoryHistory({ initialEntries: ['/'] }) });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests = [];
  slowValues.clear();
});
// Registered before the root, so it runs after the root's clean-up (after-hooks run in reverse).
afterEach(() => { vi.useRealTimers(); });
const view = testRoot();
beforeEach(async () => {
  router = buildRouter();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await view.renderAndWait(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>
    </I18nProvider>,
    () => router.load(),
  );
});

const input = () => view.host.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const listbox = () => view.host.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...view.host.querySelectorAll<HTMLElement>('[role="option"]')];
const optionNames = () => options().map((o) => o.textContent);
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.dataset.href : undefined;
};

function type(value: string) {
  act(() => {
    input().focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function press(key: string) {
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the real server answer and React render it. */
async function settle(check: () => void) {
  await vi.waitFor(async () => {
    await act(async () => { await new Promise((resolve) => setImmediate(resolve)); });
    check();
  }, { timeout: 3000, interval: 20 });
}
async function searchFor(value: string) {
  type(value);
  wait(SEARCH_DEBOUNCE_MS);
  await settle(() => expect(options().length).toBeGreaterThan(0));
}

describe('LiveSearch', () => {
  it('asks nothing before 800 ms of quiet, then once, for the last value and the page language', async () => {
    type('gr');
    wait(500);
    type('gravle');
    wait(SEARCH_DEBOUNCE_MS - 1);
    await act(async () => { await new Promise((resolve) => setImmediate(resolve)); });
    expect(requests).toEqual([]);
    wait(1);
    await settle(() => expect(optionNames()).toContain('Bici gravle'));
    expect(requests).toEqual(['/v1/catalogs/articles/k/e/y/s?value=gravle&lang=it']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the answer grouped, each group labelled', async () => {
    await searchFor('gravle');
    const groups = [...listbox().querySelectorAll<HTMLElement>('[role="group"]')];
    const labels = groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(labels).toEqual(['Reparti', 'Categorie', 'Articoli']);
    expect(groups[2]?.querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(options()[2]?.textContent).toContain('Stelvio');
    expect(options()[2]?.textContent).toContain(money(129900));
  });

  it('clears the results at once when the value is emptied, without asking', async () => {
    await searchFor('gravle');
    type('');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    wait(SEARCH_DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
  });

  it('shows a loading line while the search runs, then says so when nothing matches', async () => {
    slowValues.set('nulla', 300);
    type('nulla');
    wait(SEARCH_DEBOUNCE_MS);
    await settle(() => expect(view.host.querySelector('[data-testid="search-loading"]')?.textContent).toBe('Ricerca in corso…'));
    expect(view.host.textContent).not.toContain('Nessun risultato');
    await settle(() => expect(view.host.querySelector('[data-testid="search-dropdown"]')?.textContent).toBe('Nessun risultato per «nulla»'));
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe('Nessun risultato per «nulla»');
  });

  it('never lets a late answer to an older value replace the newer one', async () => {
    slowValues.set('carb', 400);
    type('carb');
    wait(SEARCH_DEBOUNCE_MS);
    type('carbnio');
    wait(SEARCH_DEBOUNCE_MS);
    await settle(() => expect(optionNames()).toContain('Bici carbnio'));
    expect(requests).toHaveLength(2);
    // The older request ends (answered late, or cancelled): its answer, if any, is in by then.
    await settle(() => expect(client.getQueryState(searchQuery('it', 'carb').queryKey)?.fetchStatus).toBe('idle'));
    expect(optionNames()).toContain('Bici carbnio');
    expect(optionNames()).not.toContain('Bici carb');
  });

  it('walks every option across groups with the arrows and wraps at both ends', async () => {
    await searchFor('gravle');
    press('ArrowDown');
    expect(activeOption()).toBe('/d/bici');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toBe('/p/gravle-uno');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toBe('/d/bici');
    press('ArrowUp');
    expect(activeOption()).toBe('/p/gravle-due');
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('opens the active option with Enter: navigates, closes the list and clears the field', async () => {
    await searchFor('gravle');
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    await settle(() => expect(router.state.location.pathname).toBe('/d/gravel'));
    expect(input().value).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list on the first Escape and clears the field on the second', async () => {
    await searchFor('gravle');
    press('ArrowDown');
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(input().value).toBe('gravle');
    press('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    press('Escape');
    press('Escape');
    expect(input().value).toBe('');
    expect(options()).toHaveLength(0);
  });

  it('opens an option clicked with the mouse', async () => {
    await searchFor('gravle');
    act(() => options()[3]!.click());
    await settle(() => expect(router.state.location.pathname).toBe('/p/gravle-due'));
    expect(input().value).toBe('');
  });
});
