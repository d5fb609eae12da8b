import { getDefaultStore } from 'jotai';
import type { AfterSignIn } from '../../ui';
import { isSignedInNow } from '../../session';
import { toast } from '../toast/toastState';
import { drawerAtoms, openDrawer } from './drawerAtoms';

// The login drawer opened for something the customer asked (a wish, decision 206): what they
// asked for waits here, in this tab's memory only, until the drawer closes. Closed by a sign-in or
// sign-up (the session is stored before the drawer closes), it runs; closed otherwise (the close
// button, Escape, a navigation), it is forgotten.

type Store = ReturnType<typeof getDefaultStore>;

let pending: AfterSignIn | null = null;

const tell = (message: string) => void toast(message, 'success');

/** Opens the login drawer; `after` replaces anything asked before and waits for its closing. */
export function openLoginThen(after?: AfterSignIn, store: Store = getDefaultStore()): void {
  pending = after ?? null;
  openDrawer('login', store);
}

/** Watches the login drawer close (from hydration on); returns the stop function. */
export function watchLoginClosing(store: Store = getDefaultStore()): () => void {
  return store.sub(drawerAtoms.login, () => {
    if (store.get(drawerAtoms.login) > 0) return;
    const after = pending;
    pending = null;
    if (after && isSignedInNow()) after(tell);
  });
}
