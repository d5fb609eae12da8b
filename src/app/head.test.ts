import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead, pageLinks } from './head';

const langs = [
  { value: 'it', hreflang: 'it' },
  { value: 'en', hreflang: 'en' },
  { value: 'fr', hreflang: 'fr' },
] as const;
const origin = 'https://raggio.example';

describe('pageLinks', () => {
  it('lists the page in every language plus x-default on the main language', () => {
    const { canonical, alternates } = pageLinks('/en/d/bici', { origin, main: 'it', langs });
    expect(canonical).toBe('https://raggio.example/en/d/bici');
    expect(alternates).toEqual([
      { hreflang: 'it', href: 'https://raggio.example/d/bici' },
      { hreflang: 'en', href: 'https://raggio.example/en/d/bici' },
      { hreflang: 'fr', href: 'https://raggio.example/fr/d/bici' },
      { hreflang: 'x-default', href: 'https://raggio.example/d/bici' },
    ]);
  });
  it('gives the home page its bare and prefixed addresses', () => {
    const { alternates } = pageLinks('/', { origin, main: 'it', langs });
    expect(alternates.map((a) => a.href)).toEqual([
      'https://raggio.example/', 'https://raggio.example/en', 'https://raggio.example/fr', 'https://raggio.example/',
    ]);
  });
  it('has no alternates for pages without languages', () => {
    expect(pageLinks('/404', { origin, main: 'it', langs })).toEqual({ canonical: 'https://raggio.example/404', alternates: [] });
  });
});

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>old</title><meta name="description" content="old">';
  });

  it('writes language, title, description, canonical and alternates, replacing the previous ones', () => {
    const head = {
      lang: 'en' as const,
      title: 'About | Raggio',
      description: 'High quality customised bikes',
      canonical: `${origin}/en/chi-siamo`,
      alternates: [{ hreflang: 'it', href: `${origin}/chi-siamo` }, { hreflang: 'x-default', href: `${origin}/chi-siamo` }],
      robots: 'noindex',
    };
    applyHead(document, head);
    applyHead(document, head);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('About | Raggio');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('High quality customised bikes');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/chi-siamo`);
    expect([...document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['it', 'x-default']);
  });

  it('drops robots when the next page has none', () => {
    applyHead(document, { lang: 'it', title: 't', description: 'd', canonical: origin, alternates: [], robots: 'noindex' });
    applyHead(document, { lang: 'it', title: 't', description: 'd', canonical: origin, alternates: [] });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});
