import { describe, expect, it } from 'vitest';
import { hoursErrors, weekOf } from './hours-rules';

const texts = { time: 'time', order: 'order', overlap: 'overlap' };
const open = (from: string, to: string) => ({ from, to, opened: true });

describe('hoursErrors', () => {
  it('passes a closed week and a usual one', () => {
    const week = weekOf(null);
    expect(hoursErrors(week, texts)).toEqual({});
    expect(hoursErrors({ ...week, monday: { am: open('08:30', '12:00'), pm: open('14:00', '18:30') } }, texts)).toEqual({});
  });

  it('names the input at fault by the server path', () => {
    const week = weekOf(null);
    expect(hoursErrors({ ...week, monday: { am: open('12:00', '08:00'), pm: week.monday.pm } }, texts)).toEqual({ 'monday.am.to': 'order' });
    expect(hoursErrors({ ...week, friday: { am: open('8:00', '12:00'), pm: week.friday.pm } }, texts)).toEqual({ 'friday.am.from': 'time' });
    expect(hoursErrors({ ...week, tuesday: { am: open('08:00', '15:00'), pm: open('14:00', '18:00') } }, texts)).toEqual({ 'tuesday.pm.from': 'overlap' });
  });

  it('ignores the times of a closed slot', () => {
    const week = weekOf(null);
    expect(hoursErrors({ ...week, sunday: { am: { from: '', to: '', opened: false }, pm: week.sunday.pm } }, texts)).toEqual({});
  });
});
