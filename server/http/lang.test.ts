import { describe, expect, it } from 'vitest';
import { pickLang } from './lang.js';

const allowed = ['it', 'en', 'fr', 'es', 'de'] as const;

describe('pickLang', () => {
  it('prefers the lang query', () => {
    expect(pickLang('fr', 'en-GB,en;q=0.9', allowed, 'it')).toBe('fr');
  });
  it('takes the best Accept-Language the shop allows, by quality', () => {
    expect(pickLang(undefined, 'pt-BR;q=1, es;q=0.4, de-DE;q=0.8', allowed, 'it')).toBe('de');
  });
  it('ignores languages refused with q=0 and unknown ones, falling back to the main language', () => {
    expect(pickLang(undefined, 'en;q=0, ja', allowed, 'it')).toBe('it');
  });
  it('ignores a query language the shop does not allow', () => {
    expect(pickLang('de', undefined, ['it', 'en'], 'en')).toBe('en');
  });
});
