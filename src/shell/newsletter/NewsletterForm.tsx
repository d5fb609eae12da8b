import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeWaking } from '../../ui/form/use-typed-before-waking';
import type { SubscribeAnswer } from '../../../contract/subs';
import { http, isApiError, useLang } from '../../lib';
import { emailProblem } from '../../lib/email-rule';
import { useOnline } from '../../offline/lite';
import styles from './NewsletterForm.module.css';

/** docs/product/content.md#newsletter: the newsletter success message stays 4000 ms. */
export const NEWSLETTER_SUCCESS_MS = 4000;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; email: string }
  | { kind: 'error'; message: string };

export interface NewsletterFormProps {
  /**
   * 'subs': anyone's address, POST subs {email, name: ''} (the footer); 'account': the signed-in
   * customer's, POST auth/sub {email} (the shared block of the personal area, decision 118).
   */
  call?: 'subs' | 'account';
  /** The field's first value (the account's address). */
  initialEmail?: string;
  /** 'dark' on the footer's band, 'light' on a page. */
  tone?: 'dark' | 'light';
  /** The button's words when they are not 'Iscriviti' (mailing a confirmation again). */
  submitLabel?: string;
}

/**
 * The newsletter block's form (docs/product/content.md#newsletter) in the page's language. Double opt-in (decision 110): success means a
 * confirmation mail is on its way, and the message says so. Its ids come from useId, so a page may
 * hold more than one.
 */
export function NewsletterForm({ call = 'subs', initialEmail = '', tone = 'dark', submitLabel }: NewsletterFormProps) {
  const { t } = useLingui();
  const lang = useLang();
  const online = useOnline();
  const [email, setEmail] = useState(initialEmail);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeWaking(field, email, setEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const hintId = useId();
  const offlineId = useId();

  useEffect(() => {
    if (state.kind !== 'success') return undefined;
    const timer = setTimeout(() => setState({ kind: 'idle' }), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailProblem(email);
    if (found) {
      setProblem(found === 'required' ? t`Questo campo è obbligatorio` : t`Questo indirizzo email non è valido`);
      return;
    }
    setProblem(null);
    setState({ kind: 'loading' });
    try {
      const answer = call === 'account'
        ? await http.post<SubscribeAnswer>('auth/sub', { email: email.trim() }, { query: { lang } })
        : await http.post<SubscribeAnswer>('subs', { email: email.trim(), name: '' }, { query: { lang } });
      setState({ kind: 'success', email: answer?.email ?? email.trim() });
      setEmail(initialEmail);
    } catch (error) {
      // The server's words when it answered (invalid address, too many attempts), else ours.
      setState({ kind: 'error', message: isApiError(error) ? error.message : t`Iscrizione non riuscita: riprova tra qualche minuto.` });
    }
  }

  const loading = state.kind === 'loading';
  return (
    <form className={`${styles.form} ${tone === 'light' ? styles.light : ''}`} onSubmit={submit} noValidate aria-busy={loading}>
      <label htmlFor={inputId} className={styles.label}>{t`Il tuo indirizzo email`}</label>
      <div className={styles.row}>
        <input
          ref={field}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? hintId : '', online ? '' : offlineId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
            if (state.kind === 'error') setState({ kind: 'idle' });
          }}
        />
        <button type="submit" className="btn btn-accent" disabled={email.trim() === '' || loading || !online}>
          {loading ? t`Invio…` : submitLabel ?? t`Iscriviti`}
        </button>
      </div>
      {online ? null : <p id={offlineId} className={styles.note}>{t`Sei offline: per iscriverti alla newsletter serve la connessione.`}</p>}
      {problem ? <p id={hintId} className={styles.problem}>{problem}</p> : null}
      <div aria-live="polite" className={styles.live}>
        {state.kind === 'success' ? (
          <div className={styles.success}>
            <p>
              <span>{t`La tua iscrizione è riuscita con successo!`}</span> <span className={styles.email}>{state.email}</span>
            </p>
            <p className={styles.confirm}>{t`Controlla la tua casella di posta: per confermare l'iscrizione apri il link nell'e-mail che ti abbiamo inviato.`}</p>
          </div>
        ) : null}
      </div>
      {state.kind === 'error' ? <p role="alert" className={styles.error}>{state.message}</p> : null}
    </form>
  );
}
