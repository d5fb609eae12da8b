import type { AuthAnswer, UserSummary } from '../../contract/auth';
import { http } from '../lib/http';
import { storageKeys, writeStored } from '../lib/storage-keys';
import { readSession, SIGNED_OUT, sessionAtom, sessionStore, stateOfToken, storedUserOf, type SessionState } from './session-state';

function put(state: SessionState): void {
  sessionStore().set(sessionAtom, state);
}

/** The customer kept beside the token (decision 271), gone with it. */
function keepUser(user: UserSummary | null): void {
  writeStored(storageKeys.user, user ? JSON.stringify(user) : null);
}

/** Sign-in, sign-up and sign-out (docs/product/accounts.md#session); the token lives in local storage. */
export const sessionActions = {
  /** After a sign-in or sign-up answer: the token is stored and the expired flag cleared. */
  store(answer: AuthAnswer): void {
    writeStored(storageKeys.token, answer.token);
    keepUser(answer.user);
    put(stateOfToken(answer.token, answer.user));
  },

  /** The session check or an account edit told who the customer is now. */
  setUser(user: UserSummary): void {
    const state = readSession();
    if (!state.token) return;
    keepUser(user);
    put({ ...state, user });
  },

  /**
   * Sign-out revokes the token on the server (decision 098), then forgets it. Offline, or when the
   * server already ended the session, the token is forgotten all the same: it is never sent again.
   */
  async signOut(): Promise<void> {
    if (readSession().token) await http.post('auth/signout').catch(() => undefined);
    sessionActions.forget();
  },

  forget(): void {
    writeStored(storageKeys.token, null);
    keepUser(null);
    put(SIGNED_OUT);
  },

  /** The server answered 401 or AUTH_EXPIRE, or exp passed: the token goes, the flag stays. */
  expire(): void {
    writeStored(storageKeys.token, null);
    keepUser(null);
    put({ ...SIGNED_OUT, expired: true });
  },

  /** Another tab signed in or out: follow it (the 'storage' event carries the new token). */
  adopt(token: string | null): void {
    const current = readSession();
    if (token === current.token) return;
    put(stateOfToken(token, storedUserOf(token)));
  },

  /** Another tab learnt who the customer is (it writes the summary after the token). */
  adoptUser(): void {
    const current = readSession();
    const user = storedUserOf(current.token);
    if (user) put({ ...current, user });
  },
};
