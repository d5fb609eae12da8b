// Sessions: a row per sign-in, named by the token's `sid`. A token is good while its signature
// holds, its exp is ahead AND its row is neither revoked nor expired, so signing out ends it on
// every process at once (decision 098).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions, users } from '../../db/schema.js';
import { AuthRefusal } from './refusal.js';
import * as texts from './texts.js';
import { readToken, signToken, type TokenClaims } from './tokens.js';

export interface TokenSettings {
  /** The signing key (signing-key.ts), fetched once per process. */
  key: () => Promise<Uint8Array>;
  ttlSeconds: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sessionExpired = () => new AuthRefusal('unauthorised', 'AUTH_EXPIRE', texts.SESSION_EXPIRED);
const invalidToken = () => new AuthRefusal('unauthorised', 'AUTH_TOKEN_INVALID', texts.INVALID_TOKEN);

/**
 * Opens a session for the user and signs its token; exp is a whole second, as in the token. The
 * key is read by the caller before any transaction: on PGlite (one connection) reading it through
 * `db` inside a transaction would wait for that transaction forever.
 */
export async function openSession(db: Db, key: Uint8Array, ttlSeconds: number, userId: number): Promise<{ token: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const [session] = await db.insert(authSessions).values({ userId, expiresAt: new Date(exp * 1000) })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('the session row was not written');
  return { token: await signToken(key, { userId, sessionId: session.id, exp }), exp };
}

/**
 * The session a token names, with its user, when it still stands. Refuses AUTH_EXPIRE for an
 * expired or revoked one, AUTH_TOKEN_INVALID for a token this shop did not sign.
 */
export async function checkSession(db: Db, settings: TokenSettings, token: string) {
  const check = await readToken(await settings.key(), token);
  if (!check.ok) throw check.reason === 'expired' ? sessionExpired() : invalidToken();
  const claims: TokenClaims = check.claims;
  if (!UUID.test(claims.sessionId)) throw invalidToken();
  const [row] = await db.select({ user: users, expiresAt: authSessions.expiresAt }).from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.userId, claims.userId), isNull(authSessions.revokedAt)));
  if (!row || row.expiresAt.getTime() <= Date.now()) throw sessionExpired();
  return { user: row.user, sessionId: claims.sessionId, exp: claims.exp };
}

/** Ends a session; its token answers AUTH_EXPIRE from now on. Revoking twice changes nothing. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Ends every session of a user but `keep` (the caller's own, on a password change). A recovered
 * or changed password means the old one may be known to someone else: their sign-ins must end
 * too (decision 102).
 */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), keep === undefined ? undefined : ne(authSessions.id, keep)));
}
