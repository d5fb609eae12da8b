import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionActions } from '../../../session';
import { ErrorBox, PasswordField, rules, SuccessNote, TextField, useForm, useFormOnline, type FieldRules } from '../../../ui/form';
import { useProblemText } from '../feedback';
import { meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';

const EMPTY = { new: '', confirmed: '', password: '' };
type Values = typeof EMPTY;
const RULES: FieldRules<Values> = {
  new: [rules.required, rules.email],
  confirmed: [rules.required, rules.email],
  password: [rules.required],
};

/**
 * The e-mail change (checkout-account-pages.md §2, §5): the new address twice and the password,
 * all required; whether the two match is the server's to say. Errors show in a box under the
 * form, success as 'email updated' for 2 s.
 */
export function EmailForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();
  const form = useForm({
    initial: EMPTY,
    rules: RULES,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const user = await meCalls.changeEmail({ new: values.new.trim(), confirmed: values.confirmed.trim(), password: values.password });
        sessionActions.setUser(user);
        queryClient.setQueryData(meKeys.user(userId), user);
        form.reset(EMPTY);
        showUpdated();
      } catch (error) {
        setFailure(problemText(error, { confirmed: t`Le due email non coincidono.`, new: t`Questo indirizzo email non è valido` }));
      }
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="email-title" aria-busy={form.busy}>
      <h2 id="email-title">{t`Cambia email`}</h2>
      <p className={styles.note}>{t`Email attuale: ${email}`}</p>
      <div className={styles.row}>
        <TextField name="new" type="email" label={t`Nuova email`} required autoComplete="email" value={form.values.new} problem={form.problem('new')} onChange={(value) => form.set('new', value)} />
        <TextField name="confirmed" type="email" label={t`Conferma la nuova email`} required autoComplete="email" value={form.values.confirmed} problem={form.problem('confirmed')} onChange={(value) => form.set('confirmed', value)} />
      </div>
      <PasswordField name="password" label={t`Password`} required autoComplete="current-password" value={form.values.password} problem={form.problem('password')} onChange={(value) => form.set('password', value)} />
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      <SuccessNote>{updated ? t`Email aggiornata` : null}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!form.changed || form.busy || !online}>
          {form.busy ? t`Salvataggio…` : t`Cambia email`}
        </button>
      </div>
    </form>
  );
}
