import { useLingui } from '@lingui/react/macro';
import { PasswordField, rules, useForm, usePasswordTexts, type FieldRules } from '../../../ui/form';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';
import { FormFooter, useAccountSend } from './use-account-send';

const EMPTY = { current: '', new: '', confirmed: '' };
type Values = typeof EMPTY;
const RULES: FieldRules<Values> = { current: [rules.required], new: [rules.required], confirmed: [rules.required] };

/**
 * The password change (docs/product/accounts.md#account-data, docs/product/accounts.md#credential-changes):
 * the current password, the new one twice,
 * each with its show/hide toggle and the shop's one password hint (the server's minimum and the
 * advice on a strong password). Errors show under the form, success as 'password updated' for 2 s.
 */
export function PasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useLingui();
  const send = useAccountSend();
  const passwordTexts = usePasswordTexts();
  const form = useForm({
    initial: EMPTY,
    rules: RULES,
    onSubmit: (values) => send.run(async () => {
      await meCalls.changePassword(values);
      form.reset(EMPTY);
    }, {
      new: passwordTexts.tooShort,
      confirmed: passwordTexts.mismatch,
    }),
  });

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="password-title" aria-busy={form.busy}>
      <Heading id="password-title">{t`Cambia password`}</Heading>
      <PasswordField name="current" label={t`Password attuale`} required autoComplete="current-password" value={form.values.current} problem={form.problem('current')} onChange={(value) => form.set('current', value)} />
      <PasswordField
        name="new" label={t`Nuova password`} required autoComplete="new-password" value={form.values.new} problem={form.problem('new')} onChange={(value) => form.set('new', value)}
        hint={passwordTexts.hint}
      />
      <PasswordField name="confirmed" label={t`Conferma la nuova password`} required autoComplete="new-password" value={form.values.confirmed} problem={form.problem('confirmed')} onChange={(value) => form.set('confirmed', value)} />
      <FormFooter send={send} success={t`Password aggiornata`} label={t`Cambia password`} busy={form.busy} changed={form.changed} />
    </form>
  );
}
