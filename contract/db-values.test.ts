import { describe, expect, it } from 'vitest';
import { calendarDaySchema, dbIdParamSchema, dbIdSchema, INT4_MAX } from './db-values.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('ids', () => {
  it('in a body: a whole number from 1 to PostgreSQL\'s largest integer', () => {
    expect(INT4_MAX).toBe(2 ** 31 - 1);
    for (const id of [1, 42, INT4_MAX]) expect(ok(dbIdSchema, id), String(id)).toBe(true);
    for (const id of [0, -1, 1.5, INT4_MAX + 1, Number.MAX_SAFE_INTEGER, 1e300, '1', null]) expect(ok(dbIdSchema, id), String(id)).toBe(false);
  });

  it('in a path or a query: digits only, read as the number', () => {
    expect(dbIdParamSchema.parse('42')).toBe(42);
    expect(dbIdParamSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const text of ['0', '-1', '1.5', '1e3', '+7', '007', ' 7', '0x10', '', String(INT4_MAX + 1), '9999999999', '99999999999999999999']) {
      expect(ok(dbIdParamSchema, text), text).toBe(false);
    }
  });
});

describe('calendarDaySchema', () => {
  it('takes the days the calendar has, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-04-30', '0001-01-01', '9999-12-31']) expect(ok(calendarDaySchema, day), day).toBe(true);
  });

  it('refuses the days it has not, year 0 and anything not YYYY-MM-DD', () => {
    for (const day of ['2026-02-31', '2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '0000-02-29',
      '2026-1-5', '26-01-05', '2026-01-05T00:00:00Z', ' 2026-01-05', '']) {
      expect(ok(calendarDaySchema, day), day).toBe(false);
    }
  });
});
