import { describe, expect, it } from 'vitest';
import { SHOP_LOCALE } from '../../../lib/money';
import { CLOTHING_SIZES, isClothing, SHOE_SIZES, shopDecimal } from './size-guide';

describe('isClothing', () => {
  it('is true for a category anywhere under the clothing department', () => {
    expect(isClothing([{ path: 'abbigliamento' }])).toBe(true);
    expect(isClothing([{ path: 'abbigliamento.maglie' }])).toBe(true);
    expect(isClothing([{ path: 'componenti.selle' }, { path: 'abbigliamento.giacche' }])).toBe(true);
  });

  it('is false for other departments, and for a clothing slug deeper in another path', () => {
    expect(isClothing([{ path: 'scarpe.scarpe-strada' }])).toBe(false);
    expect(isClothing([{ path: 'accessori.abbigliamento' }])).toBe(false);
    expect(isClothing([])).toBe(false);
  });
});

describe('size tables', () => {
  it('hold the values of docs/product/catalogue.md#size-guide', () => {
    expect(CLOTHING_SIZES.map((s) => [s.international, s.italian, s.waist, s.bust, s.hips])).toEqual([
      ['XS', '38', '64-67', '43-45', '83-86'],
      ['S', '40', '68-71', '43-47', '87-90'],
      ['M', '42', '72-75', '47-49', '91-94'],
      ['L', '44', '76-79', '49-51', '95-98'],
      ['XL', '46', '80-83', '51-53', '99-102'],
    ]);
    expect(SHOE_SIZES.map((s) => `${s.size} ${s.footCm}`)).toEqual([
      '35 22.02', '36 22.65', '37 23.30', '38 23.94', '39 24.54', '40 25.17',
    ]);
  });

  it('writes foot lengths with the shop\'s decimal comma, as Intl does for it-IT', () => {
    const intl = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2 });
    for (const { footCm } of SHOE_SIZES) expect(shopDecimal(footCm)).toBe(intl.format(Number(footCm)));
    expect(shopDecimal('23.30')).toBe('23,30');
  });
});
