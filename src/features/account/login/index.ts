// Sign-in, sign-up and password recovery (docs/product/accounts.md#login-drawer,
// docs/product/accounts.md#password-recovery). Routes and the app import from this index.
export { LoginDrawerContent } from './LoginDrawerContent';
export { SigninPage } from './SigninPage';
export { SigninHere } from './SigninHere';
export { CheckoutSignin, useCheckoutSigninTitle } from './CheckoutSignin';
export { PasswordResetPage } from './PasswordResetPage';
export { openLogin, type LoginView } from './login-view';
/** For the personal area's side menu: sign out, then reload on the last department. */
export { signOutAndLeave } from './sign-out';
