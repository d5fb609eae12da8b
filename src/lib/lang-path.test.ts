import { describe, expect, it } from 'vitest';
import {
  isMultilanguagePath,
  languageOfPath,
  localizePath,
  resolveLang,
  splitLangPrefix,
} from './lang-path';

describe('splitLangPrefix', () => {
  it('takes a known language off the front of the path', () => {
    expect(splitLangPrefix('/en/d/bici')).toEqual({ lang: 'en', rest: '/d/bici' });
    expect(splitLangPrefix('/fr')).toEqual({ lang: 'fr', rest: '/' });
  });
  it('leaves paths whose first segment is not a language alone', () => {
    expect(splitLangPrefix('/d/bici')).toEqual({ lang: null, rest: '/d/bici' });
    expect(splitLangPrefix('/me/orders')).toEqual({ lang: null, rest: '/me/orders' });
    expect(splitLangPrefix('/xx/d')).toEqual({ lang: null, rest: '/xx/d' });
  });
  it('ignores a language the shop does not allow', () => {
    expect(splitLangPrefix('/de/d', ['it', 'en'])).toEqual({ lang: null, rest: '/de/d' });
  });
});

describe('localizePath', () => {
  it('prefixes paths in every language but the main one', () => {
    expect(localizePath('/d/bici', 'en')).toBe('/en/d/bici');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('d', 'es')).toBe('/es/d');
    expect(localizePath('/d/bici', 'it')).toBe('/d/bici');
    expect(localizePath('/', 'it')).toBe('/');
  });
  it('replaces or removes an existing prefix and keeps query and hash', () => {
    expect(localizePath('/en/p/telaio?mnkfltpage=2#top', 'de')).toBe('/de/p/telaio?mnkfltpage=2#top');
    expect(localizePath('/fr/carrello', 'it')).toBe('/carrello');
  });
  it('follows the main language it is given', () => {
    expect(localizePath('/d', 'it', 'en')).toBe('/it/d');
    expect(localizePath('/d', 'en', 'en')).toBe('/d');
  });
  it('never prefixes /signin and /404', () => {
    expect(localizePath('/signin', 'en')).toBe('/signin');
    expect(localizePath('/en/404', 'fr')).toBe('/404');
  });
});

describe('isMultilanguagePath', () => {
  it('is false only for the routes without a language', () => {
    expect(isMultilanguagePath('/signin')).toBe(false);
    expect(isMultilanguagePath('/404/')).toBe(false);
    expect(isMultilanguagePath('/checkout/accedi')).toBe(true);
  });
});

describe('resolveLang', () => {
  it('prefers the path, then the stored choice, then the shop main language, then it', () => {
    expect(resolveLang({ pathLang: 'fr', stored: 'en', main: 'de' })).toBe('fr');
    expect(resolveLang({ pathLang: null, stored: 'en', main: 'de' })).toBe('en');
    expect(resolveLang({ stored: 'klingon', main: 'de' })).toBe('de');
    expect(resolveLang({})).toBe('it');
  });
  it('skips languages outside the allowed list', () => {
    expect(resolveLang({ pathLang: 'de', stored: 'fr', main: 'en', allowed: ['it', 'en'] })).toBe('en');
  });
});

describe('languageOfPath', () => {
  const shop = { allowed: ['it', 'en', 'fr', 'es', 'de'], main: 'it' as const };

  it('keeps a prefixed path in a non-main language', () => {
    expect(languageOfPath('/en/d/bici', { ...shop, stored: 'fr' })).toEqual({
      lang: 'en', fromPath: true, redirectTo: null,
    });
  });
  it('adds the stored language prefix to a bare path', () => {
    expect(languageOfPath('/d', { ...shop, stored: 'en' })).toEqual({ lang: 'en', fromPath: false, redirectTo: '/en/d' });
    expect(languageOfPath('/', { ...shop, stored: 'fr' }).redirectTo).toBe('/fr');
  });
  it('keeps a bare path when the language is the main one', () => {
    expect(languageOfPath('/d', { ...shop, stored: null })).toEqual({ lang: 'it', fromPath: false, redirectTo: null });
    expect(languageOfPath('/', { ...shop, stored: 'it' }).redirectTo).toBeNull();
  });
  it('takes a trailing slash after a prefix as the same page, not a redirect', () => {
    expect(languageOfPath('/en/', { ...shop, stored: null })).toEqual({ lang: 'en', fromPath: true, redirectTo: null });
    expect(languageOfPath('/fr/d/', { ...shop, stored: null })).toEqual({ lang: 'fr', fromPath: true, redirectTo: null });
    expect(languageOfPath('/it/', { ...shop, stored: null }).redirectTo).toBe('/');
  });
  it('removes the main language prefix, which is a choice of Italian', () => {
    expect(languageOfPath('/it/carrello', { ...shop, stored: 'en' })).toEqual({
      lang: 'it', fromPath: true, redirectTo: '/carrello',
    });
  });
  it('removes a prefix from /signin and /404 and keeps its language', () => {
    expect(languageOfPath('/en/signin', { ...shop, stored: null })).toEqual({
      lang: 'en', fromPath: true, redirectTo: '/signin',
    });
    expect(languageOfPath('/signin', { ...shop, stored: 'es' })).toEqual({ lang: 'es', fromPath: false, redirectTo: null });
  });
  it('treats a language the shop does not allow as part of the path', () => {
    expect(languageOfPath('/de/d', { allowed: ['it', 'en'], main: 'it', stored: null })).toEqual({
      lang: 'it', fromPath: false, redirectTo: null,
    });
  });
});
