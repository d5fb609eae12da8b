import { SESSION_EXPIRED_EVENT } from '../lib/http';
import { storageKeys } from '../lib/storage-keys';
import { sessionActions } from './session-actions';
import { readSession, sessionAtom, sessionStore } from './session-state';

/** setTimeout's longest wait; a 30-day session is re-armed when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps this tab's session true (docs/product/accounts.md#session): an unauthorised answer expires it and
 * calls `onUnauthorised` (the app moves off private pages); the token's exp passing on an open
 * page does both too, as the server would answer the next call with AUTH_EXPIRE — without it a
 * /me page would stay open with nothing on it; a sign-in or sign-out in another tab is followed.
 * Returns the clean-up.
 */
export function watchSession(onUnauthorised: () => void): () => void {
  const unauthorised = () => {
    sessionActions.expire();
    onUnauthorised();
  };
  const otherTab = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) sessionActions.adopt(event.newValue);
    else if (event.key === storageKeys.user) sessionActions.adoptUser();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const armExpiry = () => {
    clearTimeout(timer);
    const { claims, expired } = readSession();
    if (!claims || expired) return;
    const left = claims.exp * 1000 - Date.now();
    timer = setTimeout(() => (left > MAX_TIMER_MS ? armExpiry() : unauthorised()), Math.max(0, Math.min(left, MAX_TIMER_MS)));
  };

  window.addEventListener(SESSION_EXPIRED_EVENT, unauthorised);
  window.addEventListener('storage', otherTab);
  const unsubscribe = sessionStore().sub(sessionAtom, armExpiry);
  armExpiry();
  return () => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, unauthorised);
    window.removeEventListener('storage', otherTab);
    unsubscribe();
    clearTimeout(timer);
  };
}
