import { atom } from 'jotai';

/** The login drawer's views (docs/product/accounts.md#login-drawer): signin leads to recovery or signup, both lead back. */
export type LoginView = 'signin' | 'recovery' | 'signup';
/** Kept by the shell, whose drawer titles itself after the view on show; the account feature fills the views. */
export const loginViewAtom = atom<LoginView>('signin');
