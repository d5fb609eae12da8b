// Sign-in tokens: HS256 JWTs with `sub` (the user id), `sid` (the session row) and `exp` in
// seconds (docs/product/accounts.md#session). The signature and exp are checked here; whether the
// session still stands is the database's answer (sessions.ts).
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch. */
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALG = 'HS256';

/**
 * Whose token it is. A customer's carries no `aud`; a staff member's carries 'staff', and each
 * side refuses the other's, so a customer's token never opens the back office (decision 192).
 */
export type TokenAudience = 'customer' | 'staff';
const STAFF_AUDIENCE = 'staff';

export function signToken(key: Uint8Array, claims: TokenClaims, audience: TokenAudience = 'customer'): Promise<string> {
  const jwt = new SignJWT({ sid: claims.sessionId });
  if (audience === 'staff') jwt.setAudience(STAFF_AUDIENCE);
  return jwt
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(key);
}

export async function readToken(key: Uint8Array, token: string, audience: TokenAudience = 'customer'): Promise<TokenCheck> {
  try {
    // No clock tolerance: the client counts a token expired at exp (docs/product/accounts.md#session), so does the server.
    const { payload } = await jwtVerify(token, key, { algorithms: [ALG], ...(audience === 'staff' ? { audience: STAFF_AUDIENCE } : {}) });
    const userId = Number(payload.sub);
    if ((audience === 'customer' && payload.aud !== undefined) || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, sessionId: payload.sid, exp: payload.exp } };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw err;
  }
}
