/** What the shop reads from its own token: whose it is and when it ends (docs/product/accounts.md#session). */
export interface TokenClaims {
  userId: number;
  /** End of the session, seconds since the epoch. */
  exp: number;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The claims of a token, or null for anything that is not one of the shop's tokens. The signature
 * is the server's business (decision 098): the client only needs to know when to stop sending it.
 */
export function readClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload) as { sub?: unknown; exp?: unknown };
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || typeof claims.exp !== 'number') return null;
    return { userId, exp: claims.exp };
  } catch {
    return null;
  }
}

/** docs/product/accounts.md#session: expired when the current time is at or past the token's exp. */
export function isExpiredAt(claims: TokenClaims, nowMs: number): boolean {
  return nowMs >= claims.exp * 1000;
}
