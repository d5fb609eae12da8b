import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Checkout } from '../../../contract/checkout';
import { http, isApiError, money, useLang } from '../../lib';
import { adoptCheckoutAnswer, useCart } from '../../offline';
import { isSignedInNow } from '../../session';
import { useSignInNeeded } from '../wishes/sign-in';
import styles from './DiscountCodeBox.module.css';

/** docs/product/cart.md#discount-codes: the box closes 2000 ms after a code was applied. */
export const PROMO_SUCCESS_MS = 2000;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'applied'; code: string } | { kind: 'error'; message: string };

/**
 * The discount-code box of /carrello and the checkout's confirm step (docs/product/cart.md#discount-codes; decision 107): collapsed or
 * expanded; the confirm button only once a code is typed; applying needs a signed-in customer
 * (else, and on a 401, the login drawer opens) and the network (it says so offline). The applied
 * code shows with what it takes off, or how much is missing to its minimum cart, and a remove
 * button. Errors show the server's message, except the message 'auth'.
 */
export function DiscountCodeBox() {
  const { t } = useLingui();
  const lang = useLang();
  const { state, online } = useCart();
  // The login drawer is the shell's: the shell provides how to open it.
  const openLogin = useSignInNeeded();
  const promo = state.cashier.promo;
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const panelId = useId();
  const busy = status.kind === 'busy';

  useEffect(() => {
    if (status.kind !== 'applied') return undefined;
    const timer = setTimeout(() => {
      setStatus({ kind: 'idle' });
      setOpen(false);
    }, PROMO_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const fail = (error: unknown) => {
    // A 401 is answered by the login drawer, not by a message (docs/product/cart.md#discount-codes).
    if (isApiError(error) && Number(error.statusCode) === 401) {
      setStatus({ kind: 'idle' });
      openLogin();
      return;
    }
    const message = isApiError(error) ? error.message : '';
    setStatus(message !== '' && message !== 'auth' ? { kind: 'error', message } : { kind: 'idle' });
  };

  /** A promo call answers the whole checkout state: it becomes the local one. */
  const send = async (call: () => Promise<Checkout>): Promise<Checkout> => {
    const startedAt = Date.now();
    const answer = await call();
    await adoptCheckoutAnswer(answer, startedAt);
    return answer;
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (typed === '' || !online || busy) return;
    if (!isSignedInNow()) {
      openLogin();
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const answer = await send(() => http.post<Checkout>('checkout/me/promos', { code: typed }, { query: { lang } }));
      setCode('');
      setStatus({ kind: 'applied', code: answer.cashier.promo.code ?? typed });
    } catch (error) {
      fail(error);
    }
  };

  const remove = async () => {
    if (promo.id === null || busy) return;
    setStatus({ kind: 'busy' });
    try {
      await send(() => http.delete<Checkout>(`checkout/ss/promos/${promo.id}`, { query: { lang } }));
      setStatus({ kind: 'idle' });
      toggleRef.current?.focus();
    } catch (error) {
      fail(error);
    }
  };

  const missing = money(promo.missing);
  const minimum = money(promo.minCart.value);
  const off = money(promo.gross);
  const appliedCode = status.kind === 'applied' ? status.code : '';

  return (
    <section className={styles.box} aria-label={t`Codice sconto`} data-testid="promo-box">
      {promo.active ? (
        <div className={styles.applied} data-testid="promo-applied">
          <p className={styles.appliedCode}>
            {t`Codice sconto`} <strong data-testid="promo-code">{promo.code}</strong>
          </p>
          {!promo.enabled ? (
            <p className={styles.missing} data-testid="promo-missing">{t`Mancano ${missing} per usare questo codice (ordine minimo ${minimum}).`}</p>
          ) : promo.gross > 0 ? (
            <p>{t`Sconto applicato: −${off}`}</p>
          ) : promo.type === 'articles' ? (
            <p>{t`I prodotti in omaggio sono nel carrello.`}</p>
          ) : null}
          <button type="button" className={styles.remove} onClick={() => void remove()} disabled={!online || busy} data-testid="promo-remove">
            {t`Rimuovi codice`}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        ref={toggleRef}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="promo-toggle"
      >
        {t`Hai un codice sconto?`}
      </button>
      {open ? (
        <form id={panelId} className={styles.form} onSubmit={(event) => void apply(event)} data-testid="promo-form">
          <label htmlFor={inputId} className={styles.label}>{t`Codice sconto`}</label>
          <div className={styles.field}>
            <input
              id={inputId}
              className={styles.input}
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              data-testid="promo-input"
            />
            {code.trim() !== '' ? (
              <button type="submit" className="btn" disabled={!online || busy} data-testid="promo-apply">{t`Conferma`}</button>
            ) : null}
          </div>
          {!online ? <p className={styles.offline} data-testid="promo-offline">{t`Per applicare un codice sconto serve la connessione a internet.`}</p> : null}
        </form>
      ) : null}
      {status.kind === 'applied' ? (
        <p className={styles.success} role="status" data-testid="promo-success">{t`Codice ${appliedCode} applicato!`}</p>
      ) : null}
      {status.kind === 'error' ? <p className={styles.error} role="alert" data-testid="promo-error">{status.message}</p> : null}
    </section>
  );
}
