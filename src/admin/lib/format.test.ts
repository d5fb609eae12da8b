import { describe, expect, it } from 'vitest';
import { euros, parseEuros } from './format';

describe('parseEuros', () => {
  it('reads amounts typed the Italian or the English way, with or without the sign', () => {
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros(' € 1299 ')).toBe(129900);
    expect(parseEuros('0,07')).toBe(7);
  });

  it('refuses what is not an amount in cents', () => {
    for (const text of ['', 'abc', '12,505', '-3', '1.234,50', '12,']) expect(parseEuros(text), text).toBeNull();
  });

  it('gives back what euros() writes', () => {
    expect(parseEuros(euros(123456))).toBe(123456);
  });
});
