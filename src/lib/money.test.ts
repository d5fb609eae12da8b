import { describe, expect, it } from 'vitest';
import { dateTime, money, shopDateTime } from './money';

// Intl inserts a no-break space (or a narrow one) before the euro sign; compare on normal spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats integer cents as euros the Italian way: comma decimals, dot thousands, € after', () => {
    expect(plain(money(899))).toBe('8,99 €');
    expect(plain(money(7999))).toBe('79,99 €');
    expect(plain(money(1234567))).toBe('12.345,67 €');
  });
  it('keeps two decimals and shows zero and negative amounts', () => {
    expect(plain(money(0))).toBe('0,00 €');
    expect(plain(money(1200))).toBe('12,00 €');
    expect(plain(money(-500))).toBe('-5,00 €');
  });
  it('groups thousands from five digits on, as Italian does (CLDR)', () => {
    expect(plain(money(123456))).toBe('1234,56 €');
    expect(plain(money(100000000))).toBe('1.000.000,00 €');
  });
});

describe('dateTime', () => {
  it('writes day/month/year and a 24-hour time with numbers only', () => {
    // Noon UTC on 5 March: 13:00 in Rome; the local zone of the machine decides the hour.
    const moment = Date.UTC(2026, 2, 5, 12, 0);
    const local = new Date(moment);
    const hh = String(local.getHours()).padStart(2, '0');
    expect(dateTime(moment)).toBe(`05/03/2026, ${hh}:00`);
    expect(dateTime(moment)).not.toMatch(/[a-z]/i);
  });
  it('uses a 24-hour clock in the evening', () => {
    const evening = new Date(2026, 10, 23, 18, 5).getTime();
    expect(dateTime(evening)).toBe('23/11/2026, 18:05');
  });
});

describe('shopDateTime', () => {
  it("writes a record's moment in Italian time whatever the device's zone, summer time included", () => {
    expect(shopDateTime(Date.UTC(2026, 10, 29, 22, 16))).toBe('29/11/2026, 23:16');
    expect(shopDateTime(Date.UTC(2026, 6, 1, 22, 30))).toBe('02/07/2026, 00:30');
  });
});

describe('money against Intl', () => {
  // The shop's prices were written by Intl.NumberFormat before decision 178: same text, byte for byte.
  const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
  it('writes what Intl writes for it-IT, no-break space included', () => {
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000,
      123456789, 99999999999, -1, -99, -100, -123456, -100000000];
    for (let n = 1; n < 2e11; n = Math.floor(n * 7.3) + 3) samples.push(n, -n);
    for (const cents of samples) expect(money(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});
