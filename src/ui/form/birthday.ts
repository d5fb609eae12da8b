/**
 * The birthday field's choices (docs/product/accounts.md#birthday): years 1920 to this year
 * minus 14. The same bounds as contract/auth.ts (BIRTH_YEAR_MIN, MIN_AGE_YEARS), kept here so the
 * form does not bring zod with it; birthday.test.ts checks they agree.
 */
export const BIRTH_YEAR_FIRST = 1920;
export const BIRTH_MIN_AGE = 14;

export interface BirthdayValue {
  day: number | null;
  month: number | null;
  year: number | null;
}

export const EMPTY_BIRTHDAY: BirthdayValue = { day: null, month: null, year: null };

/** The years to choose from, the most recent first. */
export function birthYears(today = new Date()): number[] {
  const last = today.getFullYear() - BIRTH_MIN_AGE;
  return Array.from({ length: last - BIRTH_YEAR_FIRST + 1 }, (_, index) => last - index);
}

/** Days in the chosen month (of the chosen year; February has 29 until a year says otherwise). */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** A new choice of one part; a day the new month does not have is cleared. */
export function withPart(value: BirthdayValue, part: keyof BirthdayValue, chosen: number | null): BirthdayValue {
  const next = { ...value, [part]: chosen };
  if (next.day !== null && next.day > daysInMonth(next.month, next.year)) next.day = null;
  return next;
}

/** When required, day, month and year must all be set. */
export const birthdayComplete = (value: BirthdayValue) => value.day !== null && value.month !== null && value.year !== null;

/** The required rule for a birthday: all three parts. */
export const birthdayRequired = (value: BirthdayValue) => (birthdayComplete(value) ? null : ('required' as const));
