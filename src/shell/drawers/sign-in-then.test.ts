// @vitest-environment happy-dom
import { createStore, getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../session';
import { toastsAtom } from '../toast/toastState';
import { closeDrawer, drawerAtoms } from './drawerAtoms';
import { openLoginThen, watchLoginClosing } from './sign-in-then';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${segment({ alg: 'HS256' })}.${segment({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const user = { id: 7, email: 'u7@example.com', name: { first: 'Ada', last: 'Rossi' }, birth: { day: 1, month: 2, year: 1990 }, phone: null };

describe('what the login drawer was opened for', () => {
  let store = createStore();
  let stop: () => void = () => undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionActions.forget();
    store = createStore();
    stop = watchLoginClosing(store);
  });
  afterEach(() => {
    stop();
    sessionActions.forget();
  });

  it('runs once the drawer closes with the customer signed in, and tells them', () => {
    const after = vi.fn((tell: (message: string) => void) => tell('Giau è nei tuoi preferiti.'));
    openLoginThen(after, store);
    expect(store.get(drawerAtoms.login)).toBeGreaterThan(0);
    expect(after).not.toHaveBeenCalled();
    // As the drawer's sign-in does it: the session first, then the drawer closes.
    sessionActions.store({ token, user });
    closeDrawer('login', store);
    expect(after).toHaveBeenCalledTimes(1);
    // A success toast, in the store the shell's toasts read.
    expect(getDefaultStore().get(toastsAtom).map((toast) => [toast.message, toast.kind])).toContainEqual(['Giau è nei tuoi preferiti.', 'success']);
  });

  it('is forgotten when the drawer closes without a sign-in, even if one follows later', () => {
    const after = vi.fn();
    openLoginThen(after, store);
    closeDrawer('login', store);
    sessionActions.store({ token, user });
    openLoginThen(undefined, store);
    closeDrawer('login', store);
    expect(after).not.toHaveBeenCalled();
  });

  it('a later opening for something else replaces it', () => {
    const first = vi.fn();
    const second = vi.fn();
    openLoginThen(first, store);
    openLoginThen(second, store);
    sessionActions.store({ token, user });
    closeDrawer('login', store);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
