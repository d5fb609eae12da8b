import { useLingui } from '@lingui/react/macro';
import { getDefaultStore, useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { loginViewAtom } from './login-view';
import { RecoveryRequestForm } from './RecoveryRequestForm';
import { SigninForm } from './SigninForm';
import { SignupForm } from './SignupForm';
import styles from './Login.module.css';

/**
 * The login drawer's body (docs/product/accounts.md#login-drawer): signin, recovery and signup
 * views. Each view is its own form, so changing view clears its error and success; focus moves
 * to the view's first field when the drawer opens and when the view changes.
 */
export function LoginDrawerContent() {
  const { t } = useLingui();
  const [view, setView] = useAtom(loginViewAtom);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the drawer's own showModal(), which focuses its close button first.
    const frame = requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('input, select, button')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [view]);
  // The next opening starts on sign-in again.
  useEffect(() => () => getDefaultStore().set(loginViewAtom, 'signin'), []);

  const toSignin = () => setView('signin');
  return (
    <div ref={body} data-login-view={view}>
      {view === 'signin' ? <SigninForm key="signin" heading="h3" onRecovery={() => setView('recovery')} onSignup={() => setView('signup')} /> : null}
      {view === 'signup' ? <SignupForm key="signup" heading="h3" onSignin={toSignin} /> : null}
      {view === 'recovery' ? (
        <RecoveryRequestForm key="recovery" heading="h3" title={t`Recupera la password`}
          lead={t`Scrivi l'email del tuo account: ti invieremo un link per sceglierne una nuova.`}
          afterSent={() => <button type="button" className={styles.link} onClick={toSignin}>{t`Torna all'accesso`}</button>}
          footer={<div className={styles.links}><button type="button" className={styles.link} onClick={toSignin}>{t`Torna all'accesso`}</button></div>} />
      ) : null}
    </div>
  );
}
