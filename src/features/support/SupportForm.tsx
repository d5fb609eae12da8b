import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { http, isApiError } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../offline/lite';
import { ErrorBox, formChanged, SuccessNote, TextField } from '../../ui/form';
import { emptySupportFields, supportBody, supportProblems, type FieldProblem, type SupportFields } from './support-form-state';
import styles from './SupportPage.module.css';

type State = 'idle' | 'sending' | 'sent' | 'failed';

/** The support page's contact form: POST shop/mail/send, then the spec's success or failure text. */
export function SupportForm() {
  const { t } = useLingui();
  const online = useOnline();
  const [fields, setFields] = useState<SupportFields>(emptySupportFields);
  const [problems, setProblems] = useState<Partial<Record<keyof SupportFields, FieldProblem>>>({});
  const [state, setState] = useState<State>('idle');
  // Before hydration the form cannot send: its button waits for the app.
  const ready = useHydrated();

  const text = (problem: FieldProblem | undefined) =>
    problem === 'required' ? t`Questo campo è obbligatorio` : problem === 'invalid' ? t`Questo indirizzo email non è valido` : null;
  const edit = (key: keyof SupportFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblems(({ [key]: _, ...others }) => others);
    if (state === 'failed' || state === 'sent') setState('idle');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = supportProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      await http.post('shop/mail/send', supportBody(fields));
      setState('sent');
      setFields(emptySupportFields);
    } catch (error) {
      if (!isApiError(error)) console.error('support message not sent', error);
      setState('failed');
    }
  }

  const sending = state === 'sending';
  // Like every form of the shop: Send waits until something was written (a sent message empties it).
  const changed = formChanged(fields, emptySupportFields);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending} aria-labelledby="support-form-title">
      <h2 id="support-form-title">{t`Scrivici`}</h2>
      <p className={styles.note}>{t`I campi con * sono obbligatori.`}</p>
      <div className={styles.names}>
        <TextField name="first" label={t`Nome`} required value={fields.first} problem={text(problems.first)} onChange={edit('first')} autoComplete="given-name" />
        <TextField name="last" label={t`Cognome`} required value={fields.last} problem={text(problems.last)} onChange={edit('last')} autoComplete="family-name" />
      </div>
      <TextField name="mail" label={t`Email`} type="email" required value={fields.mail} problem={text(problems.mail)} onChange={edit('mail')} autoComplete="email" />
      <TextField name="msg" label={t`Messaggio`} rows={6} required value={fields.msg} problem={text(problems.msg)} onChange={edit('msg')} />
      {online ? null : <p className={styles.note}>{t`Sei offline: per inviare il messaggio serve la connessione.`}</p>}
      <button type="submit" className="btn btn-accent" disabled={!ready || sending || !online || !changed}>
        {sending ? t`Invio…` : t`Invia`}
      </button>
      <div aria-live="polite">
        {state === 'sent' ? <SuccessNote>{t`Messaggio inviato con successo, ti risponderemo presto`}</SuccessNote> : null}
      </div>
      <ErrorBox>
        {state === 'failed' ? t`Errore durante l'invio della richiesta, riprovare tra qualche minuto o contattateci via mail` : null}
      </ErrorBox>
    </form>
  );
}
