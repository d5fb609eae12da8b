// Every write call (POST, PUT, PATCH, DELETE under /v1) counted per client address and per
// signed-in account, with rate-limiter-flexible's in-memory limiter (decision 151); a staff
// member's per member only, with a limit of their own (decision 258). In memory, not
// in the database like the sign-in and support attempts (decision 099): a cart edit must not pay
// a second database write, and a flood from one address reaches every process's own limit anyway.
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RETRY_AFTER_HEADER } from '../../contract/auth.js';
import { langSchema, type Lang } from '../../contract/i18n-text.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { readToken } from '../domain/auth/tokens.js';
import { inFiveLangs, translate } from '../domain/i18n.js';
import { authTokens } from './auth-tokens.js';
import { clientAddress } from './client-address.js';
import { errorJson } from './error-handler.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The providers' webhooks: signed, retried by the provider, and never a shopper's burst. */
const UNLIMITED = /^\/v1\/webhooks\//;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

const tooManyRequests = (seconds: number) => inFiveLangs(/*i18n*/ { id: 'http.writeLimits.tooManyRequests', message: 'Troppe richieste: riprova tra {seconds} s' }, { seconds });

/** The refusal's language without a database read: ?lang=, else the browser's first shop language. */
function refusalLang(c: Context): Lang {
  const query = langSchema.safeParse(c.req.query('lang'));
  if (query.success) return query.data;
  const accepted = (c.req.header('accept-language') ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  return accepted.map((code) => langSchema.safeParse(code)).find((parsed) => parsed.success)?.data ?? 'it';
}

export function writeLimits(db: Db, config: Config): MiddlewareHandler {
  const { ratePerClient, ratePerAccount, ratePerStaff, rateWindowSeconds } = config.writes;
  const perClient = new RateLimiterMemory({ keyPrefix: 'write-client', points: ratePerClient, duration: rateWindowSeconds });
  const perAccount = new RateLimiterMemory({ keyPrefix: 'write-account', points: ratePerAccount, duration: rateWindowSeconds });
  const perStaff = new RateLimiterMemory({ keyPrefix: 'write-staff', points: ratePerStaff, duration: rateWindowSeconds });
  const tokens = authTokens(db, config);

  /**
   * The signed-in account from a token this shop signed, a customer's or a staff member's (their
   * ids are counted apart: decision 192); the route itself judges the session.
   */
  const accountOf = async (c: Context): Promise<string | null> => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return null;
    const key = await tokens.key();
    const customer = await readToken(key, token);
    if (customer.ok) return String(customer.claims.userId);
    const staff = await readToken(key, token, 'staff');
    return staff.ok ? `staff:${staff.claims.userId}` : null;
  };

  const limited: MiddlewareHandler = async (c, next) => {
    try {
      const account = await accountOf(c);
      if (account?.startsWith('staff:')) {
        await perStaff.consume(account);
      } else {
        await perClient.consume(clientAddress(c, config.trustProxy));
        if (account !== null) await perAccount.consume(account);
      }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      c.header(RETRY_AFTER_HEADER, String(seconds));
      const message = translate(tooManyRequests(seconds), refusalLang(c));
      return errorJson(c, 429, { code: 'TOO_MANY_REQUESTS', message, statusCode: 429, payload: { retryAfter: seconds } });
    }
    return next();
  };
  // Reads pass through without a promise of their own: every API call crosses this layer.
  return (c, next) => (WRITES.has(c.req.method) && !UNLIMITED.test(c.req.path) ? limited(c, next) : next());
}
