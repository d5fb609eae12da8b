import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '../../../../contract/auth';
import { useOnline } from '../../../offline/lite';
import { AlertBox, NeedsConnection, SuccessNote, useProblemText } from '../feedback';
import { PasswordField } from '../fields';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';

const EMPTY = { current: '', new: '', confirmed: '' };
type Fields = typeof EMPTY;

/**
 * The password change (checkout-account-pages.md §2, §5): the current password, the new one twice,
 * each with its show/hide toggle and the strong-password hint (not enforced here; the server's
 * minimum is said too). Errors show under the form, success as 'password updated' for 2 s.
 */
export function PasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useLingui();
  const online = useOnline();
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
    for (const key of ['current', 'new', 'confirmed'] as const) if (fields[key] === '') found[key] = t`Questo campo è obbligatorio`;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await meCalls.changePassword(fields);
      setFields(EMPTY);
      showUpdated();
    } catch (error) {
      setFailure(problemText(error, {
        new: t`La nuova password deve avere almeno ${PASSWORD_MIN} caratteri.`,
        confirmed: t`Le due password non coincidono.`,
      }));
    } finally {
      setSending(false);
    }
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const changed = fields.current !== '' || fields.new !== '' || fields.confirmed !== '';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title" aria-busy={sending}>
      <Heading id="password-title">{t`Cambia password`}</Heading>
      <PasswordField name="current-password" label={t`Password attuale`} required autoComplete="current-password" value={fields.current} problem={problems.current} onChange={edit('current')} />
      <PasswordField
        name="new-password" label={t`Nuova password`} required autoComplete="new-password" value={fields.new} problem={problems.new} onChange={edit('new')}
        hint={t`Una password sicura ha più di 6 caratteri, con lettere, numeri e caratteri speciali. Minimo ${PASSWORD_MIN} caratteri.`}
      />
      <PasswordField name="confirmed-password" label={t`Conferma la nuova password`} required autoComplete="new-password" value={fields.confirmed} problem={problems.confirmed} onChange={edit('confirmed')} />
      <NeedsConnection />
      <AlertBox message={failure} />
      <SuccessNote visible={updated}>{t`Password aggiornata`}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!changed || sending || !online}>
          {sending ? t`Salvataggio…` : t`Cambia password`}
        </button>
      </div>
    </form>
  );
}
