import { useLingui } from '@lingui/react/macro';
import { getMainLang, localizePath, splitLangPrefix } from '../../../lib';
import { sessionActions } from '../../../session';
import { confirm } from '../../../shell';
import { PasswordField, rules, useForm, type FieldRules } from '../../../ui/form';
import { meCalls } from '../me-api';
import styles from '../Me.module.css';
import { FormFooter, useAccountSend } from './use-account-send';

const EMPTY = { password: '' };
const RULES: FieldRules<typeof EMPTY> = { password: [rules.required] };

/**
 * Closing the account (docs/product/accounts.md#closing-the-account; decision 236): the password
 * again, then a confirmation. Once closed, the session is forgotten here as at sign-out and the
 * shop reloads on its home page, so nothing of the customer stays in memory.
 */
export function CloseAccountSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const send = useAccountSend();
  const form = useForm({
    initial: EMPTY,
    rules: RULES,
    onSubmit: async (values) => {
      const yes = await confirm({
        title: t`Chiudere l'account?`,
        text: t`I tuoi dati personali, gli indirizzi, i preferiti, il carrello, l'iscrizione alla newsletter e le carte salvate saranno cancellati e uscirai da tutti i dispositivi. Gli ordini restano nei nostri registri contabili per 10 anni, come vuole la legge. Non si può annullare.`,
        next: t`Chiudi l'account`,
        undo: t`Annulla`,
      });
      if (!yes) return;
      await send.run(async () => {
        await meCalls.closeAccount(userId, values.password);
        sessionActions.forget();
        const lang = splitLangPrefix(window.location.pathname).lang ?? getMainLang();
        window.location.assign(localizePath('/', lang));
      });
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="close-title" aria-busy={form.busy} data-testid="close-account">
      <h2 id="close-title">{t`Chiudi l'account`}</h2>
      <p>{t`Chiudendo l'account cancelliamo i tuoi dati personali e non potrai più accedere. Gli ordini restano, senza i dati del tuo account, perché la legge ci chiede di conservare i documenti contabili per 10 anni. Prima puoi scaricare una copia dei tuoi dati.`}</p>
      <PasswordField name="password" label={t`Password`} required autoComplete="current-password" value={form.values.password} problem={form.problem('password')} onChange={(value) => form.set('password', value)} />
      <FormFooter send={send} success={t`Account chiuso`} label={t`Chiudi l'account`} busy={form.busy} changed={form.changed} />
    </form>
  );
}
