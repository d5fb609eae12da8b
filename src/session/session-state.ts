import { atom, getDefaultStore } from 'jotai';
import type { UserSummary } from '../../contract/auth';
import { readStored, storageKeys } from '../lib/storage-keys';
import { isExpiredAt, readClaims, type TokenClaims } from './claims';

/** The signed-in customer as this tab knows it (docs/product/accounts.md#session). */
export interface SessionState {
  token: string | null;
  claims: TokenClaims | null;
  /** The customer, once sign-in, sign-up or the session check told it; null until then. */
  user: UserSummary | null;
  /** The clock or the server said the session is over; cleared by the next sign-in. */
  expired: boolean;
}

export const SIGNED_OUT: SessionState = { token: null, claims: null, user: null, expired: false };

export function stateOfToken(token: string | null, user: UserSummary | null = null): SessionState {
  const claims = token ? readClaims(token) : null;
  if (!token || !claims) return SIGNED_OUT;
  return { token, claims, user, expired: isExpiredAt(claims, Date.now()) };
}

/**
 * The customer stored beside `token` (decision 271): only when it is the token's own customer, so
 * a summary left by another account, or written in a shape this version does not read, counts
 * for nobody.
 */
export function storedUserOf(token: string | null): UserSummary | null {
  const claims = token ? readClaims(token) : null;
  const stored = readStored(storageKeys.user);
  if (!claims || !stored) return null;
  try {
    const user: unknown = JSON.parse(stored);
    return isSummaryOf(user, claims.userId) ? user : null;
  } catch {
    return null;
  }
}

/**
 * The fields the pages read, checked by hand: the contract's zod schema would bring zod into the
 * first script every page loads, for one object read at start.
 */
function isSummaryOf(value: unknown, userId: number): value is UserSummary {
  const user = value as Partial<UserSummary> | null;
  return typeof user === 'object' && user !== null && user.id === userId && typeof user.email === 'string'
    && typeof user.name?.first === 'string' && typeof user.name.last === 'string'
    && typeof user.birth === 'object' && user.birth !== null && (user.phone === null || typeof user.phone === 'string');
}

const storedState = (): SessionState => {
  const token = readStored(storageKeys.token);
  return stateOfToken(token, storedUserOf(token));
};

/** Read once from local storage; on the server there is none, so nobody is signed in there. */
export const sessionAtom = atom<SessionState>(storedState());

export const sessionStore = () => getDefaultStore();

export function readSession(): SessionState {
  return sessionStore().get(sessionAtom);
}

/** A valid, unexpired token is held now. */
export function isSignedIn(state: SessionState, nowMs = Date.now()): boolean {
  return state.claims !== null && !state.expired && !isExpiredAt(state.claims, nowMs);
}
