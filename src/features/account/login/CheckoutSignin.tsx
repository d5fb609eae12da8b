import { useLingui } from '@lingui/react/macro';
import { openLogin } from './login-view';
import { SigninForm } from './SigninForm';
import { SignupForm } from './SignupForm';
import styles from './Login.module.css';

/** The checkout's first step (/checkout/accedi): sign in or sign up side by side, then the addresses step. */
export function CheckoutSignin() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1>{t`Accedi o registrati per continuare`}</h1>
      <div className={styles.columns}>
        <SigninForm heading="h2" next="/checkout/indirizzi" onRecovery={() => openLogin('recovery')} />
        <SignupForm heading="h2" next="/checkout/indirizzi" />
      </div>
    </div>
  );
}
