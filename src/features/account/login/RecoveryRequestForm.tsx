import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ErrorBox, SuccessNote, TextField, rules } from '../../../ui/form';
import { authApi } from './auth-api';
import type { Heading } from './SigninForm';
import { useAccountForm } from './use-account-form';
import styles from './Login.module.css';

const RULES = { email: [rules.required, rules.email] };

interface RecoveryRequestFormProps {
  heading: Heading;
  title: string;
  lead?: string;
  initialEmail?: string;
  /** Below the success message: back to sign-in (drawer) or 'request new link' (expired page); `again` shows the form again. */
  afterSent: (again: () => void) => ReactNode;
  /** Below the form, while it shows. */
  footer?: ReactNode;
}

/**
 * Asks for the e-mail and mails a recovery link (POST auth/pass/recovery). The answer is the same
 * whether an account exists or not, and so is the success message: the address it went to and
 * the spam-folder hint (docs/product/accounts.md#login-drawer).
 */
export function RecoveryRequestForm({ heading: Heading, title, lead, initialEmail = '', afterSent, footer }: RecoveryRequestFormProps) {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [initial] = useState({ email: initialEmail });
  const { form, headingId, offlineNote, error, canSend } = useAccountForm({
    initial,
    rules: RULES,
    send: async ({ email }, lang) => {
      await authApi.requestRecovery({ email: email.trim() }, lang);
      setSentTo(email.trim());
    },
  });

  if (sentTo !== null) {
    return (
      <section className={styles.form} aria-labelledby={headingId} data-form="recovery-sent">
        <Heading id={headingId}>{title}</Heading>
        <SuccessNote>
          <div className={styles.sent}>
            <p>{t`Ti abbiamo inviato le istruzioni per reimpostare la password all'indirizzo ${sentTo}.`}</p>
            <p>{t`Se non trovi l'email, controlla anche la cartella spam.`}</p>
          </div>
        </SuccessNote>
        {afterSent(() => setSentTo(null))}
      </section>
    );
  }

  // Sending the same address again is allowed: the initial e-mail (from the link) counts as a change.
  const changed = form.changed || initialEmail !== '';
  const sendable = canSend({ busy: form.busy, changed });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={headingId} aria-busy={form.busy} data-form="recovery">
      <Heading id={headingId}>{title}</Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" required
        value={form.values.email} problem={form.problem('email')} onChange={(value) => form.set('email', value)} />
      <ErrorBox>{error}</ErrorBox>
      {offlineNote}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={!sendable}>
        {form.busy ? t`Invio…` : t`Inviami il link`}
      </button>
      {footer}
    </form>
  );
}
