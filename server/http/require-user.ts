// requireUser: the middleware of every signed-in call. It reads `Authorization: Bearer <token>`,
// checks the signature, exp and the session row (decision 098), and puts the user on the context;
// otherwise it answers 401 (AUTH_EXPIRE for an ended session), which the PWA treats as signed out
// (checkout-account-pages.md §7 "Client set-up").
import type { MiddlewareHandler } from 'hono';
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

export function requireUser<E extends UserEnv>({ db, config }: { db: Db; config: Config }): MiddlewareHandler<E> {
  const tokens = authTokens(db, config);
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    try {
      if (!token) throw new AuthRefusal('unauthorised', 'AUTH_REQUIRED', texts.SIGN_IN_REQUIRED);
      const session = await checkSession(db, tokens, token);
      c.set('signedIn', { userId: session.user.id, sessionId: session.sessionId, exp: session.exp, user: session.user });
    } catch (err) {
      if (!(err instanceof AuthRefusal)) throw err;
      const queryLang = langSchema.safeParse(c.req.query('lang'));
      const { lang } = await requestLang(c, db, queryLang.success ? queryLang.data : undefined);
      throw authHttpError(err, lang);
    }
    await next();
  };
}
