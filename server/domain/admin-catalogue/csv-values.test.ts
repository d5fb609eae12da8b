import { describe, expect, it } from 'vitest';
import { centsOf, eurosOf } from './csv-values.js';

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
