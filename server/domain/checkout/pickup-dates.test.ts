import { describe, expect, it } from 'vitest';
import { addDays, isRealDate, pickupProblem, pickupWindow, romeToday, weekdayOf, type OpeningHours } from './pickup-dates.js';

const open = (from: string, to: string) => ({ from, to, opened: true });
const shut = (from: string, to: string) => ({ from, to, opened: false });
const weekday = { am: open('09:00', '12:30'), pm: shut('14:30', '19:00') };
const HOURS: OpeningHours = {
  monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday,
  saturday: weekday, sunday: { am: shut('00:00', '00:00'), pm: shut('00:00', '00:00') },
};
const AM = { from: '09:00', to: '12:30' };
// Wednesday 25 November 2026, 10:00 in Rome (UTC+1).
const NOW = new Date('2026-11-25T09:00:00Z');

describe('the shop day', () => {
  it("is Rome's calendar day: 23:30 UTC is already tomorrow in Rome, in winter and in summer", () => {
    expect(romeToday(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
    expect(romeToday(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(romeToday(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(romeToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('counts days on the calendar across months, years and the daylight-saving change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(pickupWindow(NOW)).toEqual({ first: '2026-11-26', last: '2026-12-25' });
  });

  it('knows real dates and their weekday', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(weekdayOf('2026-11-29')).toBe('sunday');
  });
});

describe('pickupProblem', () => {
  it('accepts an open slot from tomorrow to the horizon', () => {
    expect(pickupProblem(HOURS, '2026-11-26', AM, NOW)).toBeNull();
    expect(pickupProblem(HOURS, '2026-12-25', AM, NOW)).toBeNull();
  });

  it('refuses today, the past, the day after the horizon and dates that do not exist', () => {
    expect(pickupProblem(HOURS, '2026-11-25', AM, NOW)).toBe('date-out-of-range');
    expect(pickupProblem(HOURS, '2026-11-01', AM, NOW)).toBe('date-out-of-range');
    expect(pickupProblem(HOURS, '2026-12-26', AM, NOW)).toBe('date-out-of-range');
    expect(pickupProblem(HOURS, '2026-11-31', AM, NOW)).toBe('date-invalid');
  });

  it('tells a closed day, a closed slot and a slot that is not one of the day\'s', () => {
    expect(pickupProblem(HOURS, '2026-11-29', AM, NOW)).toBe('day-closed');
    expect(pickupProblem(HOURS, '2026-11-26', { from: '14:30', to: '19:00' }, NOW)).toBe('slot-closed');
    expect(pickupProblem(HOURS, '2026-11-26', { from: '09:00', to: '19:00' }, NOW)).toBe('slot-unknown');
    expect(pickupProblem(null, '2026-11-26', AM, NOW)).toBe('day-closed');
  });
});
