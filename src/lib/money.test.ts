import { describe, expect, it } from 'vitest';
import { money } from './money';

// Intl inserts a narrow no-break space in some locales; compare on normal spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats integer cents as euros in the language of the page', () => {
    expect(plain(money(899, 'it'))).toBe('8,99 €');
    expect(plain(money(123456, 'de'))).toBe('1.234,56 €');
    expect(plain(money(7999, 'en'))).toBe('€79.99');
    expect(plain(money(1199, 'fr'))).toBe('11,99 €');
  });
  it('shows zero and negative amounts', () => {
    expect(plain(money(0, 'it'))).toBe('0,00 €');
    expect(plain(money(-500, 'es'))).toBe('-5,00 €');
  });
});
