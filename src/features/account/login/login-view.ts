import { getDefaultStore } from 'jotai';
import { loginViewAtom, openDrawer, type LoginView } from '../../../shell';

export { loginViewAtom, type LoginView };

/** Opens the login drawer on one of its views (the navbar's icons open it on the last one, signin at first). */
export function openLogin(view: LoginView = 'signin'): void {
  getDefaultStore().set(loginViewAtom, view);
  openDrawer('login');
}
