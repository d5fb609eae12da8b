import { z } from 'zod';

// Ids, days and instants as the database holds them, the one place the API's schemas take them from. An id
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

/** The first and the last instant PostgreSQL's timestamptz takes as ISO text from the server: years 0001 to 9999, in UTC. */
export const INSTANT_MIN = '0001-01-01T00:00:00.000Z';
export const INSTANT_MAX = '9999-12-31T23:59:59.999Z';
const INSTANT_MIN_MS = Date.parse(INSTANT_MIN);
const INSTANT_MAX_MS = Date.parse(INSTANT_MAX);

/** Whether an ISO date-time's instant, after its offset, falls within INSTANT_MIN..INSTANT_MAX. */
export const instantInRange = (text: string) => {
  const ms = Date.parse(text);
  return ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS;
};

/**
 * An instant with its offset ('2026-12-01T00:00:00+01:00') whose UTC instant falls in years 0001
 * to 9999. The offset moves it: 0001-01-01T00:00:00+01:00 is an hour into year 0, and
 * 9999-12-31T23:59:59-05:00 is in year 10000; written to the database as UTC text (a JavaScript
 * Date's ISO text, '-000001-…' or '+010000-…' then), either answered 500. `message` is the field's
 * own rule, said for a malformed text and for one out of range alike.
 */
export const dbInstantSchema = (message = `a date and time with its offset, from ${INSTANT_MIN} to ${INSTANT_MAX}`) =>
  z.iso.datetime({ offset: true, error: message })
    .refine(instantInRange, message)
    .meta({ description: `An ISO 8601 date and time with its offset; the instant, in UTC, from ${INSTANT_MIN} to ${INSTANT_MAX}` });
