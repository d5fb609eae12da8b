import { describe, expect, it } from 'vitest';
import { EMPTY_BIRTHDAY, birthYears, birthdayRequired, daysInMonth, withPart } from './birthday';

describe('the birthday field', () => {
  it('offers the years the server accepts: 1920 to this year minus 14, newest first', () => {
    const years = birthYears(new Date(2026, 10, 24));
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(2012 - 1920 + 1);
  });

  it('when required, wants day, month and year', () => {
    expect(birthdayRequired(EMPTY_BIRTHDAY)).toBe('required');
    expect(birthdayRequired({ day: 3, month: 4, year: null })).toBe('required');
    expect(birthdayRequired({ day: 3, month: 4, year: 1990 })).toBeNull();
  });

  it('offers only the days of the chosen month, and drops a day it does not have', () => {
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, null)).toBe(29);
    expect(daysInMonth(null, null)).toBe(31);
    const the31st = withPart(withPart(EMPTY_BIRTHDAY, 'day', 31), 'month', 1);
    expect(the31st).toEqual({ day: 31, month: 1, year: null });
    expect(withPart(the31st, 'month', 4)).toEqual({ day: null, month: 4, year: null });
    expect(withPart({ day: 29, month: 2, year: null }, 'year', 2023).day).toBeNull();
  });
});
