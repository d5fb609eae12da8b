// Sign-in, sign-up and password recovery (storefront.md §2, §4 "Login drawer"; checkout-account-pages.md
// §2 "Sign-in step", "Password recovery page"). Routes and the app import from this index.
export { LoginDrawerContent } from './LoginDrawerContent';
export { SigninPage } from './SigninPage';
export { CheckoutSignin, useCheckoutSigninTitle } from './CheckoutSignin';
export { PasswordResetPage } from './PasswordResetPage';
export { openLogin, type LoginView } from './login-view';
/** For the personal area's side menu: sign out, then reload on the last department. */
export { signOutAndLeave } from './sign-out';
