import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { emailProblem } from '../../../lib/email-rule';
import { useOnline } from '../../../offline/lite';
import { sessionActions } from '../../../session';
import { AlertBox, NeedsConnection, SuccessNote, useProblemText } from '../feedback';
import { InputField, PasswordField } from '../fields';
import { meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';

const EMPTY = { new: '', confirmed: '', password: '' };
type Fields = typeof EMPTY;

/**
 * The e-mail change (checkout-account-pages.md §2, §5): the new address twice and the password,
 * all required; whether the two match is the server's to say. Errors show in a box under the
 * form, success as 'email updated' for 2 s.
 */
export function EmailForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();

  const edit = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblems(({ [key]: _, ...others }) => others);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<keyof Fields, string>> = {};
    for (const key of ['new', 'confirmed'] as const) {
      const problem = emailProblem(fields[key]);
      if (problem) found[key] = problem === 'required' ? t`Questo campo è obbligatorio` : t`Questo indirizzo email non è valido`;
    }
    if (fields.password === '') found.password = t`Questo campo è obbligatorio`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const user = await meCalls.changeEmail({ new: fields.new.trim(), confirmed: fields.confirmed.trim(), password: fields.password });
      sessionActions.setUser(user);
      queryClient.setQueryData(meKeys.user(userId), user);
      setFields(EMPTY);
      showUpdated();
    } catch (error) {
      setFailure(problemText(error, {
        confirmed: t`Le due email non coincidono.`,
        new: t`Questo indirizzo email non è valido`,
      }));
    } finally {
      setSending(false);
    }
  }

  const changed = fields.new !== '' || fields.confirmed !== '' || fields.password !== '';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="email-title" aria-busy={sending}>
      <h2 id="email-title">{t`Cambia email`}</h2>
      <p className={styles.note}>{t`Email attuale: ${email}`}</p>
      <div className={styles.row}>
        <InputField name="new-email" type="email" label={t`Nuova email`} required autoComplete="email" value={fields.new} problem={problems.new} onChange={edit('new')} />
        <InputField name="confirmed-email" type="email" label={t`Conferma la nuova email`} required autoComplete="email" value={fields.confirmed} problem={problems.confirmed} onChange={edit('confirmed')} />
      </div>
      <PasswordField name="email-password" label={t`Password`} required autoComplete="current-password" value={fields.password} problem={problems.password} onChange={edit('password')} />
      <NeedsConnection />
      <AlertBox message={failure} />
      <SuccessNote visible={updated}>{t`Email aggiornata`}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!changed || sending || !online}>
          {sending ? t`Salvataggio…` : t`Cambia email`}
        </button>
      </div>
    </form>
  );
}
