// Attempts (sign-in and sign-up; support-form messages) counted per e-mail address and per client
// address with rate-limiter-flexible. The counters live in the database (RateLimiterDrizzle on the
// rate_limits table), so N API processes share one budget (decision 099).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { RETRY_AFTER_HEADER } from '../../contract/auth.js';
import { apiErrorSchema } from '../../contract/error.js';
import type { Lang } from '../../contract/i18n-text.js';
import type { AttemptBudget } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { AuthRefusal } from '../domain/auth/refusal.js';
import { tooManyAttempts } from '../domain/auth/texts.js';
import { normaliseEmail } from '../domain/auth/user-summary.js';
import { translate } from '../domain/i18n.js';
import { clientAddress } from './client-address.js';
import { ApiHttpError } from './errors.js';

/** The OpenAPI answer of a limited call. */
export const tooManyAttemptsAnswer = {
  description: 'TOO_MANY_ATTEMPTS {retryAfter}: too many attempts for this e-mail or from this address (decision 099)',
  headers: { [RETRY_AFTER_HEADER]: { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } } },
  content: { 'application/json': { schema: apiErrorSchema } },
};

export interface AttemptLimits {
  /** Counts an attempt for this client and e-mail; throws 429 TOO_MANY_ATTEMPTS past either limit. */
  take(c: Context, email: string, lang: Lang): Promise<void>;
}

/** The table keeps a digest, not the address itself: a counter needs no personal data. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** `scope` keeps each kind of attempt's counters apart ('auth', 'support'). */
export function attemptLimits(db: Db, scope: string, budget: AttemptBudget, trustProxy: boolean): AttemptLimits {
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration: budget.rateWindowSeconds });
  const perClient = limiter(`${scope}-client`, budget.ratePerClient);
  const perEmail = limiter(`${scope}-email`, budget.ratePerEmail);

  const consume = async (c: Context, limit: RateLimiterDrizzle, key: string, lang: Lang) => {
    try {
      await limit.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      c.header(RETRY_AFTER_HEADER, String(seconds));
      throw new ApiHttpError(429, 'TOO_MANY_ATTEMPTS', translate(tooManyAttempts(Math.ceil(seconds / 60)), lang), { retryAfter: seconds });
    }
  };

  return {
    async take(c, email, lang) {
      // The client first: a client over its limit does not also spend the e-mail's budget.
      await consume(c, perClient, digest(clientAddress(c, trustProxy)), lang);
      await consume(c, perEmail, digest(normaliseEmail(email)), lang);
    },
  };
}

export interface SigninLimits {
  /**
   * Runs a sign-in: refused first past the client's attempts or past its wrong passwords for this
   * e-mail; an INVALID_CREDENTIALS refusal of `signIn` is counted for the pair, then passed on.
   */
  attempt<T>(c: Context, email: string, lang: Lang, signIn: () => Promise<T>): Promise<T>;
}

/**
 * Sign-in's limits (docs/decisions/197-signin-limits.md): every attempt counts for the client
 * address; wrong passwords count for the e-mail from that address only. A stranger guessing a
 * customer's password locks out no one but themselves: the customer, from their own address, still
 * signs in. An e-mail-wide counter would be the lever to lock anyone out for good.
 */
export function signinLimits(db: Db, scope: string, budget: AttemptBudget, trustProxy: boolean): SigninLimits {
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration: budget.rateWindowSeconds });
  const perClient = limiter(`${scope}-client`, budget.ratePerClient);
  const wrongPasswords = limiter(`${scope}-wrong`, budget.ratePerEmail);
  const pairKey = (c: Context, email: string) => digest(`${normaliseEmail(email)}\n${clientAddress(c, trustProxy)}`);
  const refuse = (c: Context, msBeforeNext: number, lang: Lang) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    c.header(RETRY_AFTER_HEADER, String(seconds));
    return new ApiHttpError(429, 'TOO_MANY_ATTEMPTS', translate(tooManyAttempts(Math.ceil(seconds / 60)), lang), { retryAfter: seconds });
  };
  const before = async (c: Context, email: string, lang: Lang) => {
      try {
        await perClient.consume(digest(clientAddress(c, trustProxy)));
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw refuse(c, refusal.msBeforeNext, lang);
      }
      const wrong = await wrongPasswords.get(pairKey(c, email));
      if (wrong && wrong.consumedPoints >= budget.ratePerEmail) throw refuse(c, wrong.msBeforeNext, lang);
  };
  return {
    async attempt(c, email, lang, signIn) {
      await before(c, email, lang);
      try {
        return await signIn();
      } catch (err) {
        if (err instanceof AuthRefusal && err.code === 'INVALID_CREDENTIALS') {
          await wrongPasswords.consume(pairKey(c, email)).catch((refusal: unknown) => {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
          });
        }
        throw err;
      }
    },
  };
}
