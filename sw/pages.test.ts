import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { describe, expect, it, vi } from 'vitest';
import { pageKey, pageOrShell } from './pages';

describe('the key a page is kept under', () => {
  it('leaves out the parameters that only say where the visitor came from', () => {
    const key = (href: string) => pageKey(new URL(href));
    expect(key('https://shop.example/')).toBe('https://shop.example/');
    expect(key('https://shop.example/?utm_source=news&utm_campaign=x')).toBe('https://shop.example/');
    expect(key('https://shop.example/?fbclid=abc')).toBe('https://shop.example/');
    expect(key('https://shop.example/d/bici?gclid=1&page=2')).toBe('https://shop.example/d/bici?page=2');
  });

  it('keeps the parameters that change the page, in their order', () => {
    expect(pageKey(new URL('https://shop.example/en?cerca=telaio&x=1'))).toBe('https://shop.example/en?cerca=telaio&x=1');
    expect(pageKey(new URL('https://shop.example/?utmost=1'))).toBe('https://shop.example/?utmost=1');
  });
});

describe('a navigation to /index.html', () => {
  it('is sent to the home page at /, its parameters kept, never answered with the shell (decision 203)', async () => {
    const shell = vi.fn(() => Promise.resolve(new Response('<div id="root"></div>')));
    const navigate = (href: string) => pageOrShell(shell)({ request: new Request(href), url: new URL(href), event: {} } as RouteHandlerCallbackOptions);
    const home = await navigate('https://shop.example/index.html');
    expect([home.status, home.headers.get('location')]).toEqual([301, 'https://shop.example/']);
    const tracked = await navigate('https://shop.example/index.html?utm_source=news');
    expect(tracked.headers.get('location')).toBe('https://shop.example/?utm_source=news');
    expect(shell).not.toHaveBeenCalled();
  });
});
