import { describe, expect, it } from 'vitest';
import { localizedPath, parsePagePath } from './page-path.js';

const allowed = ['it', 'en', 'fr'] as const;

describe('parsePagePath', () => {
  it('takes the language from the prefix and drops query, hash and trailing slash', () => {
    expect(parsePagePath('/en/p/telaio-aero/?x=1#top', allowed, 'it')).toEqual({ lang: 'en', segments: ['p', 'telaio-aero'] });
  });
  it('uses the main language without a prefix', () => {
    expect(parsePagePath('/d/strada', allowed, 'it')).toEqual({ lang: 'it', segments: ['d', 'strada'] });
  });
  it('does not take an unknown two-letter segment for a language', () => {
    expect(parsePagePath('/de/p/x', allowed, 'it')).toEqual({ lang: 'it', segments: ['de', 'p', 'x'] });
  });
  it('refuses broken percent-encoding', () => {
    expect(parsePagePath('/p/%E0%A4%A', allowed, 'it')).toBeUndefined();
  });
});

describe('localizedPath', () => {
  it('prefixes every language but the main one', () => {
    expect(localizedPath(['p', 'ruota 29'], 'it', 'it')).toBe('/p/ruota%2029');
    expect(localizedPath(['p', 'x'], 'fr', 'it')).toBe('/fr/p/x');
    expect(localizedPath([], 'en', 'it')).toBe('/en');
    expect(localizedPath([], 'it', 'it')).toBe('/');
  });
  it('leaves /signin and /404 bare in every language', () => {
    expect(localizedPath(['signin'], 'en', 'it')).toBe('/signin');
    expect(localizedPath(['404'], 'fr', 'it')).toBe('/404');
  });
});
