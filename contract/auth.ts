import { z } from 'zod';

import { BIRTH_YEAR_MIN, birthYearMax, MIN_AGE_YEARS, PASSWORD_MAX, PASSWORD_MIN } from './rules/account.js';
import { emailSchema as email } from './email.js';

// The bounds are contract/rules/account.ts's (decision 210), re-exported for the server's imports.
export { BIRTH_YEAR_MIN, birthYearMax, MIN_AGE_YEARS, PASSWORD_MAX, PASSWORD_MIN };

export const passwordSchema = z.string()
  .min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `at most ${PASSWORD_MAX} characters`);

export const personNameSchema = z.object({
  first: z.string().trim().min(1).max(80),
  last: z.string().trim().min(1).max(80),
}).meta({ id: 'PersonName' });

/** A calendar date that exists (no 31 April, 29 February only in leap years). */
export const isRealDate = ({ day, month, year }: { day: number; month: number; year: number }) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const birthSchema = z.object({
  day: z.number().int().min(1).max(31),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(BIRTH_YEAR_MIN).refine((year) => year <= birthYearMax(), {
    message: `at most the current year minus ${MIN_AGE_YEARS}`,
  }),
}).refine(isRealDate, { message: 'not a real date', path: ['day'] }).meta({ id: 'Birth' });
export type Birth = z.infer<typeof birthSchema>;

/** `POST auth/signup` (docs/product/accounts.md#sign-up). */
export const signupBodySchema = z.object({
  name: personNameSchema,
  birth: birthSchema,
  email,
  password: passwordSchema,
  confirmedPass: z.string(),
  newsSubscriber: z.boolean().default(false),
}).refine((body) => body.password === body.confirmedPass, {
  message: 'the passwords do not match', path: ['confirmedPass'],
}).meta({ id: 'SignupBody' });
export type SignupBody = z.infer<typeof signupBodySchema>;

/** `POST auth/signin` (docs/product/accounts.md#sign-in). Any non-empty password is checked. */
export const signinBodySchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
}).meta({ id: 'SigninBody' });
export type SigninBody = z.infer<typeof signinBodySchema>;

/** What the shop shows of the signed-in customer. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  birth: z.object({ day: z.number().int(), month: z.number().int(), year: z.number().int() }),
  phone: z.string().nullable(),
}).meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * Sign-in and sign-up answer: the token to send as `Authorization: Bearer …` (a JWT whose `sub`
 * is the user id and `exp` its end in seconds) and the customer.
 */
export const authAnswerSchema = z.object({
  token: z.string(),
  user: userSummarySchema,
  /**
   * The visitor's cart (the request's session cookie) joined the account's cart (decision 106):
   * one sentence, in the request's language, per line that did not join whole (reduced to what
   * its stock or per-order maximum allows, or not added). Empty when everything joined.
   */
  cartMerge: z.object({ messages: z.array(z.string()) }).optional(),
}).meta({ id: 'AuthAnswer' });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** `GET auth`: the session is valid; whose it is and when it ends (seconds since the epoch). */
export const sessionAnswerSchema = z.object({
  user: userSummarySchema,
  exp: z.number().int(),
}).meta({ id: 'SessionAnswer' });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const signoutAnswerSchema = z.object({ ok: z.literal(true) }).meta({ id: 'SignoutAnswer' });

/** The header a 429 carries: seconds to wait before trying again. */
export const RETRY_AFTER_HEADER = 'Retry-After';
