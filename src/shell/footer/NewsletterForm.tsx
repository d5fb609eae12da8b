import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SubscribeAnswer } from '../../../contract/subs';
import { http, isApiError } from '../../lib';
import { emailProblem } from '../../lib/email-rule';
import styles from './NewsletterForm.module.css';

/** storefront.md §9: the newsletter success message stays 4000 ms. */
export const NEWSLETTER_SUCCESS_MS = 4000;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; email: string }
  | { kind: 'error'; message: string };

/** Footer newsletter signup: POST subs {email, name: ''}. */
export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const hintId = useId();

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
      const answer = await http.post<SubscribeAnswer>('subs', { email: email.trim(), name: '' });
      setState({ kind: 'success', email: answer?.email ?? email.trim() });
      setEmail('');
    } catch (error) {
      setState({ kind: 'error', message: isApiError(error) ? error.message : String(error) });
    }
  }

  const loading = state.kind === 'loading';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={loading}>
      <label htmlFor={inputId} className={styles.label}>{t`Il tuo indirizzo email`}</label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? hintId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
            if (state.kind === 'error') setState({ kind: 'idle' });
          }}
        />
        <button type="submit" className="btn btn-accent" disabled={email.trim() === '' || loading}>
          {loading ? t`Invio…` : t`Iscriviti`}
        </button>
      </div>
      {problem ? <p id={hintId} className={styles.problem}>{problem}</p> : null}
      <div aria-live="polite" className={styles.live}>
        {state.kind === 'success' ? (
          <p className={styles.success}>
            <span>{t`La tua iscrizione è riuscita con successo!`}</span> <span className={styles.email}>{state.email}</span>
          </p>
        ) : null}
      </div>
      {state.kind === 'error' ? <p role="alert" className={styles.error}>{state.message}</p> : null}
    </form>
  );
}
