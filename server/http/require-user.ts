// requireUser: the middleware of every signed-in call. It reads `Authorization: Bearer <token>`,
// checks the signature, exp and the session row (decision 098), and puts the user on the context;
// otherwise it answers 401 (AUTH_EXPIRE for an ended session), which the PWA treats as signed out
// (docs/product/README.md#http-client).
import type { Context, MiddlewareHandler } from 'hono';
import { langSchema } from '../../contract/i18n-text.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AuthRefusal } from '../domain/auth/refusal.js';
import { checkSession } from '../domain/auth/sessions.js';
import * as texts from '../domain/auth/texts.js';
import type { users } from '../db/schema.js';
import { authHttpError } from './auth-errors.js';
import { authTokens } from './auth-tokens.js';
import { requestLang } from './request-lang.js';
import { errorBody } from './router.js';

export interface SignedIn {
  userId: number;
  sessionId: string;
  /** The token's end, seconds since the epoch. */
  exp: number;
  user: typeof users.$inferSelect;
}
export type UserEnv = { Variables: { signedIn: SignedIn } };

/** The OpenAPI answer of a route behind requireUser when the token does not stand. */
export const signedOutAnswer = errorBody('AUTH_REQUIRED (no token); AUTH_EXPIRE (the session expired or was signed out); AUTH_TOKEN_INVALID (a token this shop did not sign)');
/** The OpenAPI `security` of a route behind requireUser. */
export const bearerSecurity = [{ bearerAuth: [] }];

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** An account refusal as the 401 answer, in the request's language (customers' and staff's calls). */
export async function refused(c: Context, db: Db, err: AuthRefusal): Promise<Error> {
  const queryLang = langSchema.safeParse(c.req.query('lang'));
  const { lang } = await requestLang(c, db, queryLang.success ? queryLang.data : undefined);
  return authHttpError(err, lang);
}

/**
 * The request's signed-in user: null without an Authorization header; a bearer that does not
 * stand (expired, revoked, not ours) is refused with the 401 requireUser answers.
 */
export async function bearerUser(c: Context, db: Db, config: Config): Promise<SignedIn | null> {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  try {
    if (!token) throw new AuthRefusal('unauthorised', 'AUTH_REQUIRED', texts.SIGN_IN_REQUIRED);
    const session = await checkSession(db, authTokens(db, config), token);
    return { userId: session.user.id, sessionId: session.sessionId, exp: session.exp, user: session.user };
  } catch (err) {
    if (!(err instanceof AuthRefusal)) throw err;
    throw await refused(c, db, err);
  }
}

export function requireUser<E extends UserEnv>({ db, config }: { db: Db; config: Config }): MiddlewareHandler<E> {
  return async (c, next) => {
    const signedIn = await bearerUser(c, db, config);
    if (!signedIn) throw await refused(c, db, new AuthRefusal('unauthorised', 'AUTH_REQUIRED', texts.SIGN_IN_REQUIRED));
    c.set('signedIn', signedIn);
    await next();
  };
}
