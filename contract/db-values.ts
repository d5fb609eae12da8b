import { z } from 'zod';

// Ids and days as the database holds them, the one place the API's schemas take them from. An id
// past PostgreSQL's integer or a day like 2026-02-31 is an error in PostgreSQL: reaching the
// database it answered 500, so the request's validation refuses it with a 400 naming the field
// and the OpenAPI document shows the bounds (docs/decisions/221-values-the-database-holds.md).

/** PostgreSQL's integer (int4), the type of every serial id and integer column: its largest value. */
export const INT4_MAX = 2_147_483_647;

const ID_RULE = `a whole number from 1 to ${INT4_MAX}`;

/** A serial id in a JSON body. */
export const dbIdSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * A serial id in a path or a query: digits only (no sign, exponent, leading zero or space), read
 * as a number. Documented as the integer it stands for.
 */
export const dbIdParamSchema = z.string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_RULE)
  .refine((v) => Number(v) <= INT4_MAX, ID_RULE)
  .transform(Number)
  .meta({ type: 'integer', minimum: 1, maximum: INT4_MAX });

/**
 * A day of the calendar, YYYY-MM-DD, that exists (2024-02-29 does, 2025-02-29 and 2026-04-31 do
 * not), from 0001-01-01: PostgreSQL has no year 0.
 */
export const calendarDaySchema = z.iso.date('a day of the calendar, YYYY-MM-DD')
  .refine((day) => !day.startsWith('0000'), 'a day of the calendar, from 0001-01-01');
