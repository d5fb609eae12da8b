import { atom, getDefaultStore } from 'jotai';
import { openDrawer } from '../../../shell';

/** The login drawer's views (docs/product/accounts.md#login-drawer): signin leads to recovery or signup, both lead back. */
export type LoginView = 'signin' | 'recovery' | 'signup';

export const loginViewAtom = atom<LoginView>('signin');

/** Opens the login drawer on one of its views (the navbar's icons open it on the last one, signin at first). */
export function openLogin(view: LoginView = 'signin'): void {
  getDefaultStore().set(loginViewAtom, view);
  openDrawer('login');
}
