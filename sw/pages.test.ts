import { describe, expect, it } from 'vitest';
import { pageKey } from './pages';

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
