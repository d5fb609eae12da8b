import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBox, PasswordField, rules, SuccessNote, useForm, useFormOnline, type FieldRules } from '../../../ui/form';
import { useProblemText } from '../feedback';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';

const EMPTY = { current: '', new: '', confirmed: '' };
type Values = typeof EMPTY;
const RULES: FieldRules<Values> = { current: [rules.required], new: [rules.required], confirmed: [rules.required] };
/** The server's minimum (contract/auth.ts PASSWORD_MIN, decision 097), kept here without zod. */
const PASSWORD_MIN = 8;

/**
 * The password change (checkout-account-pages.md §2, §5): the current password, the new one twice,
 * each with its show/hide toggle and the strong-password hint (not enforced here; the server's
 * minimum is said too). Errors show under the form, success as 'password updated' for 2 s.
 */
export function PasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();
  const form = useForm({
    initial: EMPTY,
    rules: RULES,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await meCalls.changePassword(values);
        form.reset(EMPTY);
        showUpdated();
      } catch (error) {
        setFailure(problemText(error, {
          new: t`La nuova password deve avere almeno ${PASSWORD_MIN} caratteri.`,
          confirmed: t`Le due password non coincidono.`,
        }));
      }
    },
  });

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="password-title" aria-busy={form.busy}>
      <Heading id="password-title">{t`Cambia password`}</Heading>
      <PasswordField name="current" label={t`Password attuale`} required autoComplete="current-password" value={form.values.current} problem={form.problem('current')} onChange={(value) => form.set('current', value)} />
      <PasswordField
        name="new" label={t`Nuova password`} required autoComplete="new-password" value={form.values.new} problem={form.problem('new')} onChange={(value) => form.set('new', value)}
        hint={t`Una password sicura ha più di 6 caratteri, con lettere, numeri e caratteri speciali. Minimo ${PASSWORD_MIN} caratteri.`}
      />
      <PasswordField name="confirmed" label={t`Conferma la nuova password`} required autoComplete="new-password" value={form.values.confirmed} problem={form.problem('confirmed')} onChange={(value) => form.set('confirmed', value)} />
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      <SuccessNote>{updated ? t`Password aggiornata` : null}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!form.changed || form.busy || !online}>
          {form.busy ? t`Salvataggio…` : t`Cambia password`}
        </button>
      </div>
    </form>
  );
}
