// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_EVENT } from '../lib/http';
import { currentUserId, isSignedInNow, readSessionToken, sessionActions, subscribeSession, watchSession } from '.';
import { storedUserOf } from './session-state';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (userId: number, exp: number) => `${segment({ alg: 'HS256' })}.${segment({ sub: String(userId), exp })}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const user = (id: number) => ({ id, email: `u${id}@example.com`, name: { first: 'Ada', last: 'Rossi' }, birth: { day: 1, month: 2, year: 1990 }, phone: null });

describe('the session', () => {
  let stop: () => void = () => undefined;
  const unauthorised = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    sessionActions.forget();
    unauthorised.mockReset();
    stop = watchSession(unauthorised);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('a sign-in answer is stored under the token key and signs the customer in', () => {
    const token = tokenFor(7, nowSeconds() + 3600);
    sessionActions.store({ token, user: user(7) });
    expect(localStorage.getItem('token')).toBe(token);
    expect(isSignedInNow()).toBe(true);
    expect(currentUserId()).toBe(7);
  });

  it('a token already past its exp does not sign anyone in', () => {
    sessionActions.store({ token: tokenFor(7, nowSeconds() - 1), user: user(7) });
    expect(isSignedInNow()).toBe(false);
    expect(currentUserId()).toBeNull();
  });

  it('an unauthorised answer drops the token, marks the session expired and tells the app', () => {
    sessionActions.store({ token: tokenFor(7, nowSeconds() + 3600), user: user(7) });
    const seen: boolean[] = [];
    const unsubscribe = subscribeSession((view) => seen.push(view.expired));
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { code: 'AUTH_EXPIRE' } }));
    unsubscribe();
    expect(localStorage.getItem('token')).toBeNull();
    expect(isSignedInNow()).toBe(false);
    expect(seen).toEqual([true]);
    expect(unauthorised).toHaveBeenCalledTimes(1);
  });

  it('the session ends by itself when its exp passes, and the app is told to leave a private page', () => {
    vi.useFakeTimers();
    stop();
    sessionActions.store({ token: tokenFor(7, nowSeconds() + 60), user: user(7) });
    stop = watchSession(unauthorised);
    expect(isSignedInNow()).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(unauthorised).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(isSignedInNow()).toBe(false);
    expect(readSessionToken()).toBeNull();
    expect(unauthorised).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    const token = tokenFor(9, nowSeconds() + 3600);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    expect(currentUserId()).toBe(9);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(isSignedInNow()).toBe(false);
  });

  it('sign-out forgets the token even when the server cannot be reached', async () => {
    sessionActions.store({ token: tokenFor(7, nowSeconds() + 3600), user: user(7) });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await sessionActions.signOut();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/v1/auth/signout'), expect.objectContaining({ method: 'POST' }));
    fetchMock.mockRestore();
    expect(localStorage.getItem('token')).toBeNull();
    expect(isSignedInNow()).toBe(false);
  });

  it('keeps the customer beside the token, so a page opened offline before the session check knows who it is for (decision 271)', () => {
    const token = tokenFor(7, nowSeconds() + 3600);
    sessionActions.store({ token, user: user(7) });
    expect(storedUserOf(token)).toEqual(user(7));
    sessionActions.setUser({ ...user(7), name: { first: 'Adele', last: 'Rossi' } });
    expect(storedUserOf(token)?.name.first).toBe('Adele');
    // Another account's token, or a summary this version cannot read, knows nobody.
    expect(storedUserOf(tokenFor(8, nowSeconds() + 3600))).toBeNull();
    localStorage.setItem('user', '{"id":7');
    expect(storedUserOf(token)).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'u7@example.com', name: 'Ada Rossi' }));
    expect(storedUserOf(token)).toBeNull();
  });

  it('forgets the customer with the token, on sign-out and on expiry', () => {
    const token = tokenFor(7, nowSeconds() + 3600);
    sessionActions.store({ token, user: user(7) });
    sessionActions.forget();
    expect(localStorage.getItem('user')).toBeNull();
    sessionActions.store({ token, user: user(7) });
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { code: 'AUTH_EXPIRE' } }));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('another tab\'s sign-in brings its customer, written beside the token', () => {
    const token = tokenFor(9, nowSeconds() + 3600);
    localStorage.setItem('token', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeSession((view) => seen.push(view.user?.email));
    localStorage.setItem('user', JSON.stringify(user(9)));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(user(9)) }));
    unsubscribe();
    expect(seen).toEqual(['u9@example.com']);
  });
});
