import { useLingui } from '@lingui/react/macro';
import { openLogin } from './login-view';
import { SigninForm } from './SigninForm';
import { SignupForm } from './SignupForm';
import styles from './Login.module.css';

/** The checkout sign-in step's heading; the page with the step bar is the checkout feature's. */
export function useCheckoutSigninTitle(): string {
  const { t } = useLingui();
  return t`Accedi o registrati per continuare`;
}

/** The checkout's first step (/checkout/accedi): sign in or sign up side by side, then the addresses step. */
export function CheckoutSignin() {
  return (
    <div className={styles.columns}>
      <SigninForm heading="h2" next="/checkout/indirizzi" onRecovery={() => openLogin('recovery')} />
      <SignupForm heading="h2" next="/checkout/indirizzi" />
    </div>
  );
}
