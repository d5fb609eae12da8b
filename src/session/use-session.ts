import { useAtomValue } from 'jotai';
import type { UserSummary } from '../../contract/auth';
import { useHydrated } from '../lib/use-hydrated';
import { isSignedIn, readSession, sessionAtom, sessionStore, type SessionState } from './session-state';

export interface SessionView {
  /** A valid, unexpired token is held. False on the server and while the page hydrates. */
  signedIn: boolean;
  userId: number | null;
  user: UserSummary | null;
  expired: boolean;
}

const SERVER_VIEW: SessionView = { signedIn: false, userId: null, user: null, expired: false };

function viewOf(state: SessionState): SessionView {
  const signedIn = isSignedIn(state);
  return { signedIn, userId: signedIn ? state.claims!.userId : null, user: signedIn ? state.user : null, expired: state.expired };
}

/**
 * The session as a component sees it. The server renders every page signed out, and so does the
 * first client render, so that hydration matches; the real state follows right after.
 */
export function useSession(): SessionView {
  const hydrated = useHydrated();
  const state = useAtomValue(sessionAtom);
  return hydrated ? viewOf(state) : SERVER_VIEW;
}

/** For event handlers (a wish add, a guard): is someone signed in right now? */
export function isSignedInNow(): boolean {
  return isSignedIn(readSession());
}

export function currentUserId(): number | null {
  const state = readSession();
  return isSignedIn(state) ? state.claims!.userId : null;
}

/** Calls `listener` with every new session state (sign-in, sign-out, expiry, another tab). */
export function subscribeSession(listener: (state: SessionView) => void): () => void {
  const store = sessionStore();
  return store.sub(sessionAtom, () => listener(viewOf(store.get(sessionAtom))));
}

/** The stored token, expired or not (the app checks a stored one with the server at start). */
export function readSessionToken(): string | null {
  return readSession().token;
}
