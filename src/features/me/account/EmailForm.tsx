import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/account';
import { sessionActions } from '../../../session';
import { PasswordField, rules, TextField, useForm, type FieldRules } from '../../../ui/form';
import { meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';
import { FormFooter, useAccountSend } from './use-account-send';

const EMPTY = { new: '', confirmed: '', password: '' };
type Values = typeof EMPTY;
const RULES: FieldRules<Values> = {
  new: [rules.required, rules.email],
  confirmed: [rules.required, rules.email],
  password: [rules.required],
};

/**
 * The e-mail change (docs/product/accounts.md#account-data, docs/product/accounts.md#credential-changes): the
 * new address twice and the password,
 * all required; whether the two match is the server's to say. Errors show in a box under the
 * form, success as 'email updated' for 2 s.
 */
export function EmailForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const send = useAccountSend();
  const form = useForm({
    initial: EMPTY,
    rules: RULES,
    onSubmit: (values) => send.run(async () => {
      const user = await meCalls.changeEmail({ new: values.new.trim(), confirmed: values.confirmed.trim(), password: values.password });
      sessionActions.setUser(user);
      // The e-mail call answers the summary; the cached User keeps its address book.
      queryClient.setQueryData<User>(meKeys.user(userId), (cached) => cached && { ...cached, ...user });
      form.reset(EMPTY);
    }, { confirmed: t`Le due email non coincidono.`, new: t`Questo indirizzo email non è valido` }),
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
      <FormFooter send={send} success={t`Email aggiornata`} label={t`Cambia email`} busy={form.busy} changed={form.changed} />
    </form>
  );
}
