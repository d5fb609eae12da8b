import { describe, expect, it } from 'vitest';
import { isMultilanguagePath, localizePath, resolveLang, splitLangPrefix } from './lang-path';

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
  it('prefixes multilanguage paths, Italian included', () => {
    expect(localizePath('/d/bici', 'it')).toBe('/it/d/bici');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('d', 'es')).toBe('/es/d');
  });
  it('replaces an existing prefix and keeps query and hash', () => {
    expect(localizePath('/en/p/telaio?mnkfltpage=2#top', 'de')).toBe('/de/p/telaio?mnkfltpage=2#top');
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
