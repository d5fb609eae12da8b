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

/** Read once from local storage; on the server there is none, so nobody is signed in there. */
export const sessionAtom = atom<SessionState>(stateOfToken(readStored(storageKeys.token)));

export const sessionStore = () => getDefaultStore();

export function readSession(): SessionState {
  return sessionStore().get(sessionAtom);
}

/** A valid, unexpired token is held now. */
export function isSignedIn(state: SessionState, nowMs = Date.now()): boolean {
  return state.claims !== null && !state.expired && !isExpiredAt(state.claims, nowMs);
}
