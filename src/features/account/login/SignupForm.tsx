import { useLingui } from '@lingui/react/macro';
import {
  BirthdayField, Checkbox, EMPTY_BIRTHDAY, ErrorBox, PasswordField, TextField, birthdayRequired, ruleMessages, rules, usePasswordTexts,
  type BirthdayValue, type Rule,
} from '../../../ui/form';
import { useAfterSignIn } from './after-sign-in';
import { authApi } from './auth-api';
import { failedPaths, fieldTexts } from './failures';
import type { Heading } from './SigninForm';
import { useAccountForm } from './use-account-form';
import styles from './Login.module.css';

interface SignupValues {
  first: string;
  last: string;
  birth: BirthdayValue;
  email: string;
  password: string;
  confirmedPass: string;
  newsSubscriber: boolean;
}

const EMPTY: SignupValues = { first: '', last: '', birth: EMPTY_BIRTHDAY, email: '', password: '', confirmedPass: '', newsSubscriber: false };
// docs/product/accounts.md#sign-up: names, e-mail, password and its confirmation required; the server also needs
// the birthday (contract/auth.ts), so the form asks for all three of its parts.
const RULES = {
  first: [rules.required],
  last: [rules.required],
  birth: [birthdayRequired as Rule<BirthdayValue>],
  email: [rules.required, rules.email],
  password: [rules.required],
  confirmedPass: [rules.required],
};

/** The sign-up form (docs/product/accounts.md#sign-up); signs the new customer in. */
export function SignupForm({ heading: Heading, onSignin, next }: { heading: Heading; onSignin?: () => void; next?: string }) {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const passwordTexts = usePasswordTexts();
  const { form, headingId, offlineNote, error, canSend } = useAccountForm({
    initial: EMPTY,
    rules: RULES,
    send: async (values, lang) => {
      const answer = await authApi.signup({
        name: { first: values.first.trim(), last: values.last.trim() },
        birth: values.birth as { day: number; month: number; year: number },
        email: values.email.trim(),
        password: values.password,
        confirmedPass: values.confirmedPass,
        newsSubscriber: values.newsSubscriber,
      }, lang);
      afterSignIn(answer, next, 'signup');
    },
    refused: (failed, form) => form.showProblems(fieldTexts<keyof SignupValues>(failedPaths(failed), {
      name: ['first', t(ruleMessages.required)],
      'name.first': ['first', t(ruleMessages.required)],
      'name.last': ['last', t(ruleMessages.required)],
      birth: ['birth', t`Questa data non è valida`],
      email: ['email', t(ruleMessages.email)],
      password: ['password', passwordTexts.tooShort],
      confirmedPass: ['confirmedPass', passwordTexts.mismatch],
    })),
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={headingId} aria-busy={form.busy} data-form="signup">
      <Heading id={headingId}>{t`Registrati`}</Heading>
      <div className={styles.names}>
        <TextField name="first" label={t`Nome`} autoComplete="given-name" required
          value={form.values.first} problem={form.problem('first')} onChange={(value) => form.set('first', value)} />
        <TextField name="last" label={t`Cognome`} autoComplete="family-name" required
          value={form.values.last} problem={form.problem('last')} onChange={(value) => form.set('last', value)} />
      </div>
      <BirthdayField name="birth" label={t`Data di nascita`} required
        value={form.values.birth} problem={form.problem('birth')} onChange={(value) => form.set('birth', value)} />
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" required
        value={form.values.email} problem={form.problem('email')} onChange={(value) => form.set('email', value)} />
      <PasswordField name="password" label={t`Password`} autoComplete="new-password" required hint={passwordTexts.hint}
        value={form.values.password} problem={form.problem('password')} onChange={(value) => form.set('password', value)} />
      <PasswordField name="confirmedPass" label={t`Conferma password`} autoComplete="new-password" required
        value={form.values.confirmedPass} problem={form.problem('confirmedPass')} onChange={(value) => form.set('confirmedPass', value)} />
      <Checkbox name="newsSubscriber" label={t`Voglio ricevere la newsletter con novità e promozioni`}
        checked={form.values.newsSubscriber} onChange={(checked) => form.set('newsSubscriber', checked)}
        note={form.values.newsSubscriber ? t`Ti invieremo un'e-mail per confermare l'iscrizione: la newsletter arriverà solo dopo che avrai aperto il link.` : null} />
      <ErrorBox>{error}</ErrorBox>
      {offlineNote}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={!canSend(form)}>
        {form.busy ? t`Registrazione in corso…` : t`Crea l'account`}
      </button>
      {onSignin ? (
        <div className={styles.links}>
          <button type="button" className={styles.link} onClick={onSignin}>{t`Hai già un account? Accedi`}</button>
        </div>
      ) : null}
    </form>
  );
}
