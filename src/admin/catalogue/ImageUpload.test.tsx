// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArticle, AdminPicture } from '../../../contract/admin-catalogue';
import { testRoot } from '../../lib/test-root';
import { ImageUpload } from './ImageUpload';

const view = testRoot({ act: false });
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => { vi.unstubAllGlobals(); });

const noAlts = { it: '', en: '', fr: '', es: '', de: '' };
const picture = (id: number): AdminPicture => ({ id, url: `/img/k${id}`, width: 640, height: 480, alt: 'Bici', alts: { ...noAlts, it: 'Bici' } });
const texts = { it: 'Bici', en: '', fr: '', es: '', de: '' };
const article = (images: AdminPicture[]): AdminArticle => ({
  id: 7, sku: 'B-1', slug: 'bici', grade: 'simple', names: texts, descriptions: noAlts, departments: [], brand: null, price: 1000,
  discountedPrice: null, vatRate: 22, stockTracked: true, stock: 1, outOfStock: false, onSale: true, variants: [], images, history: [],
  updatedAt: '2026-11-29T07:00:00.000Z',
});

/** A server answering every call with `answer`, recording what was asked. */
function fakeServer(answer: AdminArticle) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}) });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  }));
  return calls;
}

function Page({ start }: { start: AdminArticle }) {
  const query = useQuery({ queryKey: ['admin', 'article', '7'], queryFn: () => start, initialData: start, staleTime: Infinity });
  return <ImageUpload article={query.data} />;
}
function render(start: AdminArticle) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view.render(<QueryClientProvider client={client}><I18nProvider i18n={i18n}><Page start={start} /></I18nProvider></QueryClientProvider>);
}
const named = (name: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
  ?? [...view.host.querySelectorAll('button')].find((b) => b.textContent === name)!;
function pick(file: File) {
  const input = view.host.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ImageUpload', () => {
  it('refuses a file over the limit before sending it, saying the limit in MB', async () => {
    const calls = fakeServer(article([]));
    render(article([]));
    await vi.waitFor(() => expect(view.host.querySelector('input[type="file"]')).not.toBeNull());
    expect(view.host.textContent).toContain('al massimo 10 MB');
    const big = new File(['x'], 'grande.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    await vi.waitFor(() => expect(view.host.querySelector('[role="alert"]')?.textContent).toBe("L'immagine è troppo grande: al massimo 10 MB."));
    expect(named('Carica').disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('says the limit in MB when the server refuses the body as too large (an answer of no language)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(
      JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'Bodies of this call are limited to 10501760 bytes', statusCode: 413 }),
      { status: 413, headers: { 'content-type': 'application/json' } },
    ))));
    render(article([]));
    await vi.waitFor(() => expect(view.host.querySelector('input[type="file"]')).not.toBeNull());
    pick(new File(['png'], 'ruota.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(named('Carica').disabled).toBe(false));
    named('Carica').click();
    await vi.waitFor(() => expect(view.host.querySelector('[role="alert"]')?.textContent).toBe("L'immagine è troppo grande: al massimo 10 MB."));
    expect(view.host.textContent).not.toContain('bytes');
  });

  it('says an upload worked and shows the new picture at once', async () => {
    const calls = fakeServer(article([picture(1), picture(2)]));
    render(article([picture(1)]));
    await vi.waitFor(() => expect(view.host.querySelectorAll('.pictures > li')).toHaveLength(1));
    pick(new File(['png'], 'ruota.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(named('Carica').disabled).toBe(false));
    named('Carica').click();
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toContain('Immagine caricata: ruota.png'));
    expect(view.host.querySelectorAll('.pictures > li')).toHaveLength(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /v1/admin/articles/7/images']);
  });

  it('moves a picture by its buttons, and takes one off only once the question is answered', async () => {
    const calls = fakeServer(article([picture(2), picture(1)]));
    render(article([picture(1), picture(2)]));
    await vi.waitFor(() => expect(view.host.querySelectorAll('.pictures > li')).toHaveLength(2));
    expect(named("Sposta prima l'immagine 1").disabled).toBe(true);
    expect(named("Sposta dopo l'immagine 2").disabled).toBe(true);
    named("Sposta dopo l'immagine 1").click();
    await vi.waitFor(() => expect(calls).toEqual([{ url: '/v1/admin/articles/7/images/order', method: 'PUT', body: { pictureIds: [2, 1] } }]));
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toBe('Ordine delle immagini salvato.'));

    named("Togli l'immagine 2").click();
    await vi.waitFor(() => expect(view.host.querySelector('dialog h2')?.textContent).toBe('Togliere questa immagine?'));
    expect(calls).toHaveLength(1);
    named("Togli l'immagine").click();
    await vi.waitFor(() => expect(calls[1]).toEqual({ url: '/v1/admin/articles/7/images/1', method: 'DELETE' }));
  });

  it('saves only the languages of the text alternative that changed', async () => {
    const calls = fakeServer(article([{ ...picture(1), alts: { ...noAlts, it: 'Bici rossa' } }]));
    render(article([picture(1)]));
    await vi.waitFor(() => expect(view.host.querySelector('.alt-form input')).not.toBeNull());
    const input = view.host.querySelector<HTMLInputElement>('.alt-form input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Bici rossa');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(named('Salva il testo alternativo').disabled).toBe(false));
    named('Salva il testo alternativo').click();
    await vi.waitFor(() => expect(calls).toEqual([{ url: '/v1/admin/articles/7/images/1', method: 'PATCH', body: { alts: { it: 'Bici rossa' } } }]));
    await vi.waitFor(() => expect(view.host.querySelector('[role="status"]')?.textContent).toBe('Testo alternativo salvato.'));
  });
});
