import { describe, expect, it } from 'vitest';
import { booleanOf, centsOf, eurosOf, piecesOf } from './csv-values.js';

describe('eurosOf', () => {
  it('writes cents as euros with a dot that centsOf reads back', () => {
    for (const cents of [1, 99, 100, 123_405, 100_000_000]) expect(centsOf(eurosOf(cents))).toBe(cents);
    expect(eurosOf(123_405)).toBe('1234.05');
  });

  it('writes a negative amount with one sign in front, a number a spreadsheet reads as such', () => {
    expect(eurosOf(-150)).toBe('-1.50');
    expect(eurosOf(-5)).toBe('-0.05');
  });
});

describe('values in a file separated by semicolons (a spreadsheet set to Italian, decision 233)', () => {
  it('reads prices the Italian way: a decimal comma, thousands grouped by dots, a euro sign', () => {
    expect(centsOf('16,50', ';')).toBe(1650);
    expect(centsOf('1.234,50', ';')).toBe(123_450);
    expect(centsOf('1.234', ';')).toBe(123_400);
    expect(centsOf('16,50 €', ';')).toBe(1650);
    expect(centsOf('€ 1.299,00', ';')).toBe(129_900);
    expect(centsOf('16.5', ';')).toBe(1650);
    expect(centsOf('7', ';')).toBe(700);
  });

  it('refuses what is not one price', () => {
    for (const text of ['16,505', '1.23.4', '1.234.5', '1,234.50', '12,', '-3,00', '', 'dieci']) expect(centsOf(text, ';'), text).toBeUndefined();
  });

  it('keeps the comma-separated file strict: a comma there is refused', () => {
    expect(centsOf('16,50')).toBeUndefined();
    expect(centsOf('16.50')).toBe(1650);
  });

  it('reads pieces grouped by dots, and VERO / FALSO', () => {
    expect(piecesOf('1.234', ';')).toBe(1234);
    expect(piecesOf('12', ';')).toBe(12);
    expect(piecesOf('1.234')).toBeUndefined();
    expect(piecesOf('12.5', ';')).toBeUndefined();
    expect(piecesOf('10.000.000', ';')).toBeUndefined();
    expect(booleanOf('VERO')).toBe(true);
    expect(booleanOf('FALSO')).toBe(false);
  });
});
