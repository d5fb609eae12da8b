import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useOnline } from '../../../offline/lite';
import { sessionActions } from '../../../session';
import { BirthdayField } from '../birthday';
import { AlertBox, NeedsConnection, SuccessNote, useProblemText } from '../feedback';
import { InputField } from '../fields';
import { meCalls, meKeys, type AccountUser } from '../me-api';
import styles from '../Me.module.css';
import { useFlash } from '../use-flash';
import {
  accountChanged, accountPatch, accountProblems, fieldsOfUser, type AccountProblem, type AccountProblems,
} from './account-form-state';

/**
 * The account data (checkout-account-pages.md §2): name, phone and birth, sent with PATCH users/{id}.
 * Submit is enabled only when something changed; success shows 'data updated' for 2 s, a failure
 * an error box under the form (§8).
 */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [initial, setInitial] = useState(() => fieldsOfUser(user));
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<AccountProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, showUpdated] = useFlash();

  const message = (problem: AccountProblem | undefined) => {
    if (problem === 'required') return t`Questo campo è obbligatorio`;
    if (problem === 'onlyNumbers') return t`questo campo deve contere solo numeri`;
    if (problem === 'date') return t`Questa data non esiste`;
    return null;
  };
  const edit = <K extends keyof typeof fields>(key: K) => (value: (typeof fields)[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblems(({ [key]: _, ...others }) => others);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = accountProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const saved = await meCalls.patchAccount(user.id, accountPatch(initial, fields));
      queryClient.setQueryData(meKeys.user(user.id), saved);
      sessionActions.setUser(saved);
      const next = fieldsOfUser(saved);
      setInitial(next);
      setFields(next);
      showUpdated();
    } catch (error) {
      setFailure(problemText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-title" aria-busy={sending}>
      <h2 id="profile-title">{t`I tuoi dati`}</h2>
      <div className={styles.row}>
        <InputField name="first" label={t`Nome`} required autoComplete="given-name" value={fields.first} problem={message(problems.first)} onChange={edit('first')} />
        <InputField name="last" label={t`Cognome`} required autoComplete="family-name" value={fields.last} problem={message(problems.last)} onChange={edit('last')} />
      </div>
      <InputField name="phone" type="tel" label={t`Telefono`} autoComplete="tel" inputMode="tel" value={fields.phone} problem={message(problems.phone)} onChange={edit('phone')} />
      <BirthdayField required value={fields.birth} onChange={edit('birth')} problem={message(problems.birth)} />
      <NeedsConnection />
      <AlertBox message={failure} />
      <SuccessNote visible={updated}>{t`Dati aggiornati`}</SuccessNote>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-accent" disabled={!accountChanged(initial, fields) || sending || !online}>
          {sending ? t`Salvataggio…` : t`Salva i dati`}
        </button>
      </div>
    </form>
  );
}
