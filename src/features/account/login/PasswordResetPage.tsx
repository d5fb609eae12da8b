import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLang } from '../../../lib';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnline } from '../../../offline/lite';
import { ErrorBox, PasswordField, SuccessNote, TextField, ruleMessages, rules, usePasswordTexts } from '../../../ui/form';
import { authApi } from './auth-api';
import { failedPaths, fieldTexts, statusOf } from './failures';
import { openLogin } from './login-view';
import { RecoveryRequestForm } from './RecoveryRequestForm';
import { useAccountForm } from './use-account-form';
import styles from './Login.module.css';

type Stage = 'checking' | 'form' | 'done' | 'expired';

const WITH_EMAIL = { new: [rules.required], confirmed: [rules.required], email: [rules.required, rules.email] };
const WITHOUT_EMAIL = { new: [rules.required], confirmed: [rules.required] };

/**
 * /recupero-password/{token}?email=… (docs/product/accounts.md#password-recovery): the
 * link is checked first; a working one shows the new-password form, a spent one (401, then or on
 * sending) turns the page into the form that mails a new one. Without the e-mail in the link, the
 * form asks for it.
 */
export function PasswordResetPage({ token, email }: { token: string; email?: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const hydrated = useHydrated();
  const online = useOnline();
  const [checked, setStage] = useState<Stage>('checking');
  const [address, setAddress] = useState(email ?? '');
  // The link is checked before its form shows (decision 206): a spent one says so at once, not
  // after the new password was typed twice. Offline (or when the check cannot answer) the form
  // shows; the reset checks the link again anyway.
  useEffect(() => {
    if (!hydrated || !online) return;
    const controller = new AbortController();
    authApi.checkRecoveryLink(token, email, lang, controller.signal).then(
      () => setStage((was) => (was === 'checking' ? 'form' : was)),
      (failed: unknown) => {
        if (controller.signal.aborted) return;
        setStage((was) => (was !== 'checking' ? was : statusOf(failed) === 401 ? 'expired' : 'form'));
      },
    );
    return () => controller.abort();
  }, [hydrated, online, token, email, lang]);
  const stage: Stage = checked === 'checking' && hydrated && !online ? 'form' : checked;

  return (
    <div className={`${styles.page} ${styles.narrow}`} data-recovery-stage={stage}>
      <h1>{t`Recupero password`}</h1>
      {stage === 'checking' ? <p role="status" className={styles.lead}>{t`Controllo del link in corso…`}</p> : null}
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
  const passwordTexts = usePasswordTexts();
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
        new: ['new', passwordTexts.tooShort],
        confirmed: ['confirmed', passwordTexts.mismatch],
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
      <PasswordField name="new" label={t`Nuova password`} autoComplete="new-password" required hint={passwordTexts.hint}
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
