import { useLingui } from '@lingui/react/macro';
import { openLogin } from './login-view';
import { SigninForm } from './SigninForm';
import styles from './Login.module.css';

/** /signin: the sign-in form on a page of its own; recovery and sign-up open in the login drawer. */
export function SigninPage() {
  const { t } = useLingui();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{t`Accedi al tuo account`}</h1>
      <SigninForm heading="h2" onRecovery={() => openLogin('recovery')} onSignup={() => openLogin('signup')} />
    </div>
  );
}
