import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { http, isApiError } from '../../lib';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../offline/lite';
import { emptySupportFields, supportBody, supportProblems, type FieldProblem, type SupportFields } from './support-form-state';
import styles from './SupportPage.module.css';

type State = 'idle' | 'sending' | 'sent' | 'failed';

interface FieldProps {
  name: keyof SupportFields;
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}

/** A required field: its label marked with an asterisk, its problem read with it. */
function Field({ name, label, value, problem, onChange, type = 'text', autoComplete }: FieldProps) {
  const id = useId();
  const hintId = useId();
  const shared = {
    id, name, value, required: true, autoComplete,
    className: styles.input,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? hintId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}<span aria-hidden="true"> *</span></label>
      {type === 'textarea'
        ? <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
        : <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />}
      {problem ? <p id={hintId} className={styles.problem}>{problem}</p> : null}
    </div>
  );
}

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
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending} aria-labelledby="support-form-title">
      <h2 id="support-form-title">{t`Scrivici`}</h2>
      <p className={styles.note}>{t`I campi con * sono obbligatori.`}</p>
      <div className={styles.names}>
        <Field name="first" label={t`Nome`} value={fields.first} problem={text(problems.first)} onChange={edit('first')} autoComplete="given-name" />
        <Field name="last" label={t`Cognome`} value={fields.last} problem={text(problems.last)} onChange={edit('last')} autoComplete="family-name" />
      </div>
      <Field name="mail" label={t`Email`} type="email" value={fields.mail} problem={text(problems.mail)} onChange={edit('mail')} autoComplete="email" />
      <Field name="msg" label={t`Messaggio`} type="textarea" value={fields.msg} problem={text(problems.msg)} onChange={edit('msg')} />
      {online ? null : <p className={styles.note}>{t`Sei offline: per inviare il messaggio serve la connessione.`}</p>}
      <button type="submit" className="btn btn-accent" disabled={!ready || sending || !online}>
        {sending ? t`Invio…` : t`Invia`}
      </button>
      <div aria-live="polite">
        {state === 'sent' ? <p className={styles.success}>{t`Messaggio inviato con successo, ti risponderemo presto`}</p> : null}
      </div>
      {state === 'failed'
        ? <p role="alert" className={styles.problem}>{t`Errore durante l'invio della richiesta, riprovare tra qualche minuto o contattateci via mail`}</p>
        : null}
    </form>
  );
}
