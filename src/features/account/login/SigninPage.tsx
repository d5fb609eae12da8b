import { openLogin } from './login-view';
import { SigninForm } from './SigninForm';
import styles from './Login.module.css';

/** /signin: the sign-in form on a page of its own; recovery and sign-up open in the login drawer. */
export function SigninPage() {
  // The form's heading is the page's: 'Accedi'.
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <SigninForm heading="h1" onRecovery={() => openLogin('recovery')} onSignup={() => openLogin('signup')} />
    </div>
  );
}
