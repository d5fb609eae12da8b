import { useLingui } from '@lingui/react/macro';
import { ErrorBox, PasswordField, TextField, rules } from '../../../ui/form';
import { useAfterSignIn } from './after-sign-in';
import { authApi } from './auth-api';
import { useAccountForm } from './use-account-form';
import styles from './Login.module.css';

const EMPTY = { email: '', password: '' };
// docs/product/accounts.md#sign-in: the e-mail required and valid, the password required.
const RULES = { email: [rules.required, rules.email], password: [rules.required] };

export type Heading = 'h1' | 'h2' | 'h3';

interface SigninFormProps {
  heading: Heading;
  onRecovery: () => void;
  onSignup?: () => void;
  /** Where to go once signed in; by default the login drawer's rule (useAfterSignIn). */
  next?: string;
}

/** The sign-in form: e-mail and password; a refusal shows the server's words in the error box. */
export function SigninForm({ heading: Heading, onRecovery, onSignup, next }: SigninFormProps) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const { form, headingId, offlineNote, error, canSend } = useAccountForm({
    initial: EMPTY,
    rules: RULES,
    send: async (values, lang) => afterSignIn(await authApi.signin({ email: values.email.trim(), password: values.password }, lang), next),
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={headingId} aria-busy={form.busy} data-form="signin">
      <Heading id={headingId}>{t`Accedi`}</Heading>
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" required
        value={form.values.email} problem={form.problem('email')} onChange={(value) => form.set('email', value)} />
      <PasswordField name="password" label={t`Password`} autoComplete="current-password" required
        value={form.values.password} problem={form.problem('password')} onChange={(value) => form.set('password', value)} />
      <ErrorBox>{error}</ErrorBox>
      {offlineNote}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={!canSend(form)}>
        {form.busy ? t`Accesso in corso…` : t`Accedi`}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onRecovery}>{t`Hai dimenticato la password?`}</button>
        {onSignup ? <button type="button" className={styles.link} onClick={onSignup}>{t`Non hai un account? Registrati`}</button> : null}
      </div>
    </form>
  );
}
