import { describe, expect, it } from 'vitest';
import { day, euros, languageName, parseEuros } from './format';

describe('parseEuros', () => {
  it('reads amounts typed the Italian way, thousands grouped or not, with or without the sign', () => {
    expect(parseEuros('12,50', 'it')).toBe(1250);
    expect(parseEuros('12.5', 'it')).toBe(1250);
    expect(parseEuros(' € 1299 ', 'it')).toBe(129900);
    expect(parseEuros('0,07', 'it')).toBe(7);
    expect(parseEuros('1.234,50', 'it')).toBe(123450);
    expect(parseEuros('1.234', 'it')).toBe(123400);
    expect(parseEuros('12.345.678,9', 'it')).toBe(1234567890);
  });

  it('reads amounts typed the English way in the English back office', () => {
    expect(parseEuros('1,234.50', 'en')).toBe(123450);
    expect(parseEuros('12.5', 'en')).toBe(1250);
    expect(parseEuros('12,50', 'en')).toBe(1250);
  });

  it('reads amounts as French, Spanish and German staff type them: a decimal comma, thousands grouped by a space or a point', () => {
    expect(parseEuros('1\u202f234,50', 'fr')).toBe(123450);
    expect(parseEuros('1 234,50', 'fr')).toBe(123450);
    expect(parseEuros('1.234,50', 'es')).toBe(123450);
    expect(parseEuros('1.234,50', 'de')).toBe(123450);
    expect(parseEuros('59,9', 'de')).toBe(5990);
  });

  it('refuses what is not an amount in cents', () => {
    for (const text of ['', 'abc', '12,505', '-3', '12,', '1.23.4', '1.234.5,00']) expect(parseEuros(text, 'it'), text).toBeNull();
  });

  it('gives back what euros() writes, in each language', () => {
    expect(euros(5990, 'it')).toBe('59,90');
    expect(euros(5990, 'en')).toBe('59.90');
    // Shown back as typed: thousands grouped the language's way.
    expect(euros(123450, 'it')).toBe('1.234,50');
    expect(euros(123450, 'en')).toBe('1,234.50');
    expect(euros(100_000_000, 'it')).toBe('1.000.000,00');
    for (const lang of ['it', 'en', 'fr', 'es', 'de']) expect(parseEuros(euros(123456, lang), lang)).toBe(123456);
  });
});

describe('day and languageName', () => {
  it('write a pickup day and a mail language in Italian words, not as codes', () => {
    expect(day('2026-11-30')).toBe('lunedì 30 novembre 2026');
    expect(languageName('de')).toBe('tedesco');
  });
});
