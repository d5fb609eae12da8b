import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/account';
import { sessionActions } from '../../../session';
import { BirthdayField, TextField, useForm } from '../../../ui/form';
import { meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';
import { FormFooter, useAccountSend } from './use-account-send';
import { profilePatch, profileRules, profileValuesOf } from './profile-values';

/**
 * The account data (docs/product/accounts.md#account-data): name, phone and birth, sent with PATCH users/{id}.
 * Submit is enabled only when something changed; success shows 'data updated' for 2 s, a failure
 * an error box under the form (docs/product/accounts.md#account-data).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const send = useAccountSend();
  const form = useForm({
    initial: profileValuesOf(user),
    rules: profileRules,
    onSubmit: (values) => send.run(async () => {
      const saved = await meCalls.patchAccount(user.id, profilePatch(values));
      queryClient.setQueryData<User>(meKeys.user(user.id), saved);
      sessionActions.setUser(saved);
      form.reset(profileValuesOf(saved));
    }, { phone: t`questo campo deve contere solo numeri` }),
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="profile-title" aria-busy={form.busy}>
      <h2 id="profile-title">{t`I tuoi dati`}</h2>
      <div className={styles.row}>
        <TextField name="first" label={t`Nome`} required autoComplete="given-name" value={form.values.first} problem={form.problem('first')} onChange={(value) => form.set('first', value)} />
        <TextField name="last" label={t`Cognome`} required autoComplete="family-name" value={form.values.last} problem={form.problem('last')} onChange={(value) => form.set('last', value)} />
      </div>
      <TextField name="phone" type="tel" label={t`Telefono`} autoComplete="tel" inputMode="tel" value={form.values.phone} problem={form.problem('phone')} onChange={(value) => form.set('phone', value)} />
      <BirthdayField name="birth" label={t`Data di nascita`} required value={form.values.birth} problem={form.problem('birth')} onChange={(value) => form.set('birth', value)} />
      <FormFooter send={send} success={t`Dati aggiornati`} label={t`Salva i dati`} busy={form.busy} changed={form.changed} />
    </form>
  );
}
