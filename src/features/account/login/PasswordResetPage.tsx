import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBox, PasswordField, SuccessNote, TextField, ruleMessages, rules } from '../../../ui/form';
import { authApi } from './auth-api';
import { failedPaths, fieldTexts, statusOf } from './failures';
import { openLogin } from './login-view';
import { RecoveryRequestForm } from './RecoveryRequestForm';
import { useAccountForm } from './use-account-form';
import styles from './Login.module.css';

type Stage = 'form' | 'done' | 'expired';

const WITH_EMAIL = { new: [rules.required], confirmed: [rules.required], email: [rules.required, rules.email] };
const WITHOUT_EMAIL = { new: [rules.required], confirmed: [rules.required] };

/**
 * /recupero-password/{token}?email=… (docs/product/accounts.md#password-recovery): the
 * new-password form; a 401 means the link is spent, and the page turns into the form that mails
 * a new one. Without the e-mail in the link, the form asks for it.
 */
export function PasswordResetPage({ token, email }: { token: string; email?: string }) {
  const { t } = useLingui();
  const [stage, setStage] = useState<Stage>('form');
  const [address, setAddress] = useState(email ?? '');

  return (
    <div className={`${styles.page} ${styles.narrow}`} data-recovery-stage={stage}>
      <h1>{t`Recupero password`}</h1>
      {stage === 'form' ? (
        <NewPasswordForm token={token} email={email} onDone={(used) => { setAddress(used); setStage('done'); }}
          onExpired={(used) => { setAddress(used); setStage('expired'); }} />
      ) : null}
      {stage === 'done' ? (
        <div className={styles.form}>
          <SuccessNote><p>{t`La tua password è stata aggiornata: ora puoi accedere con quella nuova.`}</p></SuccessNote>
          <button type="button" className={`btn btn-accent ${styles.submit}`} onClick={() => openLogin('signin')}>{t`Accedi`}</button>
        </div>
      ) : null}
      {stage === 'expired' ? (
        <RecoveryRequestForm heading="h2" title={t`Il link è scaduto`} initialEmail={address}
          lead={t`Il link per reimpostare la password è scaduto o è già stato usato. Scrivi la tua email: te ne invieremo uno nuovo.`}
          afterSent={(again) => <button type="button" className={styles.link} onClick={again}>{t`Richiedi un nuovo link`}</button>} />
      ) : null}
    </div>
  );
}

function NewPasswordForm({ token, email, onDone, onExpired }: {
  token: string;
  email?: string;
  onDone: (email: string) => void;
  onExpired: (email: string) => void;
}) {
  const { t } = useLingui();
  const [initial] = useState({ new: '', confirmed: '', email: email ?? '' });
  const askEmail = !email;
  const { form, headingId, offlineNote, error, canSend } = useAccountForm({
    initial,
    rules: askEmail ? WITH_EMAIL : WITHOUT_EMAIL,
    send: async (values, lang) => {
      const used = values.email.trim();
      await authApi.resetPassword({ new: values.new, confirmed: values.confirmed, email: used, token }, lang);
      onDone(used);
    },
    refused: (failed, form, sent) => {
      // docs/product/accounts.md#password-recovery: 401 means the link is expired; other errors show the message.
      if (statusOf(failed) === 401) {
        onExpired(sent.email.trim());
        return true;
      }
      form.showProblems(fieldTexts<'new' | 'confirmed' | 'email'>(failedPaths(failed), {
        new: ['new', t`La password deve avere almeno 8 caratteri`],
        confirmed: ['confirmed', t`Le password non coincidono`],
        email: ['email', t(ruleMessages.email)],
      }));
      return false;
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={headingId} aria-busy={form.busy} data-form="new-password">
      <h2 id={headingId}>{t`Scegli una nuova password`}</h2>
      {askEmail ? (
        <TextField name="email" type="email" label={t`Email`} autoComplete="email" required
          value={form.values.email} problem={form.problem('email')} onChange={(value) => form.set('email', value)} />
      ) : null}
      <PasswordField name="new" label={t`Nuova password`} autoComplete="new-password" required hint={t`Almeno 8 caratteri: una password sicura ha lettere, numeri e caratteri speciali.`}
        value={form.values.new} problem={form.problem('new')} onChange={(value) => form.set('new', value)} />
      <PasswordField name="confirmed" label={t`Conferma la nuova password`} autoComplete="new-password" required
        value={form.values.confirmed} problem={form.problem('confirmed')} onChange={(value) => form.set('confirmed', value)} />
      <ErrorBox>{error}</ErrorBox>
      {offlineNote}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={!canSend(form)}>
        {form.busy ? t`Salvataggio…` : t`Salva la nuova password`}
      </button>
    </form>
  );
}
