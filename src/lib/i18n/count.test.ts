import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../contract/langs';
import { countText, takesSingular } from './count';

describe('countText', () => {
  it('writes counts as Intl.NumberFormat does in each of the five languages', () => {
    const counts = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 1234567, 20000000, -1, -1234, -12345];
    for (const lang of LANGS) {
      const intl = new Intl.NumberFormat(lang);
      for (const count of counts) expect(countText(count, lang), `${lang} ${count}`).toBe(intl.format(count));
    }
  });
  it('keeps four digits whole in Italian and Spanish, groups them in English, French and German', () => {
    expect(countText(1000, 'it')).toBe('1000');
    expect(countText(1000, 'es')).toBe('1000');
    expect(countText(1000, 'en')).toBe('1,000');
    expect(countText(1000, 'de')).toBe('1.000');
    expect(countText(10000, 'it')).toBe('10.000');
  });
});

describe('takesSingular', () => {
  it('is the singular for 1 everywhere, for 0 in French only', () => {
    for (const lang of LANGS) {
      expect(takesSingular(1, lang)).toBe(true);
      expect(takesSingular(2, lang)).toBe(false);
    }
    expect(takesSingular(0, 'fr')).toBe(true);
    expect(takesSingular(0, 'it')).toBe(false);
  });
});
