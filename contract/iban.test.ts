import { describe, expect, it } from 'vitest';
import { compactIban, groupIban, isValidIban } from './iban.js';

describe('isValidIban (ISO 13616, mod 97)', () => {
  it('accepts published examples, written with or without spaces', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a changed digit, swapped digits and wrong check digits', () => {
    expect(isValidIban('IT60X0542811101000000123457')).toBe(false);
    expect(isValidIban('IT60X0542811101000000123465')).toBe(false);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
  });

  it('refuses what is not shaped like an IBAN, and an Italian one of the wrong length', () => {
    for (const bad of ['', 'IT', 'IT60', '1234567890123456', 'IT60X05428111010000001234', 'IT60X0542811101000000123456!']) {
      expect(isValidIban(bad), bad).toBe(false);
    }
  });
});

describe('compactIban and groupIban', () => {
  it('drops spaces and upper-cases; groups in fours for reading', () => {
    expect(compactIban(' it94 i030 6911 ')).toBe('IT94I0306911');
    expect(groupIban('IT94I0306911166100000063718')).toBe('IT94 I030 6911 1661 0000 0063 718');
    expect(groupIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
