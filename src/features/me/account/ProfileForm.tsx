import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../../contract/account';
import { sessionActions } from '../../../session';
import { BirthdayField, ErrorBox, SuccessNote, TextField, useForm, useFormOnline } from '../../../ui/form';
import { useProblemText } from '../feedback';
import { meCalls, meKeys } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';
import { profilePatch, profileRules, profileValuesOf } from './profile-values';

/**
 * The account data (checkout-account-pages.md §2): name, phone and birth, sent with PATCH users/{id}.
 * Submit is enabled only when something changed; success shows 'data updated' for 2 s, a failure
 * an error box under the form (§8).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const { online, offlineNote } = useFormOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();
  const form = useForm({
    initial: profileValuesOf(user),
    rules: profileRules,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const saved = await meCalls.patchAccount(user.id, profilePatch(values));
        queryClient.setQueryData(meKeys.user(user.id), saved);
        sessionActions.setUser(saved);
        form.reset(profileValuesOf(saved));
        showUpdated();
      } catch (error) {
        setFailure(problemText(error, { phone: t`questo campo deve contere solo numeri` }));
      }
    },
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
      {offlineNote}
      <ErrorBox>{failure}</ErrorBox>
      <SuccessNote>{updated ? t`Dati aggiornati` : null}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!form.changed || form.busy || !online}>
          {form.busy ? t`Salvataggio…` : t`Salva i dati`}
        </button>
      </div>
    </form>
  );
}
