// The signed-in customer (docs/product/accounts.md#session): the token in local storage, its claims and
// the expired flag. Below the shell and the offline layer, above lib; import from this index only.
export { readClaims, isExpiredAt, type TokenClaims } from './claims';
export { sessionActions } from './session-actions';
export {
  currentUserId, isSignedInNow, readSessionToken, subscribeSession, useSession, type SessionView,
} from './use-session';
export { requireSignedIn } from './guards';
export { watchSession } from './watch-session';
