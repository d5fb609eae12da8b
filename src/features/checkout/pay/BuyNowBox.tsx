import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Checkout } from '../../../../contract/checkout';
import { localizePath, useLang } from '../../../lib';
import { usePendingOrder } from '../../../offline';
import { hideLoading, showLoading } from '../../../shell';
import styles from '../Checkout.module.css';
import { CartChangedDialog } from './CartChangedDialog';
import { PendingOrderNote } from './PendingOrderNote';
import { useBuyNow } from './use-buy-now';

/**
 * BUY NOW on the confirm step (checkout-account-pages.md §2 "Confirm step", §4 "Pay step"): the
 * cart re-check and its dialog, the order, then the card's hosted page, PayPal's page or the
 * completed page; 'Solo un'attimo, stiamo elaborando il tuo ordine' over the page meanwhile.
 * For PayPal its own button does the buying; BUY NOW scrolls to it. Offline, a method paid later
 * waits for the connection (decision 137).
 */
export function BuyNowBox({ checkout, online, adopt }: { checkout: Checkout; online: boolean; adopt: (checkout: Checkout) => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const lang = useLang();
  const pending = usePendingOrder();
  const paypalButton = useRef<HTMLButtonElement>(null);
  const { state, buy, closeDialog } = useBuyNow(checkout, online, adopt, (outcome) => {
    if (outcome.kind === 'redirect') window.location.assign(outcome.url);
    else void router.navigate({ href: localizePath(outcome.returnUrl, lang) });
  });
  const processing = state.kind === 'processing';
  useEffect(() => {
    if (processing) showLoading(t`Solo un'attimo, stiamo elaborando il tuo ordine`);
    else hideLoading();
    return () => hideLoading();
  }, [processing, t]);

  const paypal = checkout.payment.method === 'paypal';
  const waiting = pending?.state === 'waiting';
  const failure = state.kind === 'failed'
    ? (state.error.code === 'NEEDS_NETWORK' ? t`Sei offline: questo metodo di pagamento ha bisogno della connessione.` : state.error.message)
    : null;
  return (
    <div className={styles.buyBox}>
      {pending ? <PendingOrderNote pending={pending} /> : null}
      {failure ? <p role="alert" className={styles.errorBox} data-testid="buy-now-error">{failure}</p> : null}
      {state.kind === 'queued' && !pending ? <p role="status" className={styles.note}><Trans>Ordine salvato: sarà inviato appena torni online.</Trans></p> : null}
      <button
        type="button" className={`btn btn-accent ${styles.proceed}`} data-testid="buy-now" disabled={processing || waiting}
        onClick={() => {
          if (paypal) paypalButton.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          else void buy();
          if (paypal) paypalButton.current?.focus({ preventScroll: true });
        }}
      >
        {t`Acquista ora`}
      </button>
      {paypal ? (
        <button ref={paypalButton} type="button" className={`btn ${styles.paypal}`} data-testid="paypal-button" disabled={processing || !online} onClick={() => void buy()}>
          <Trans>Paga con PayPal</Trans>
        </button>
      ) : null}
      <CartChangedDialog
        messages={state.kind === 'changed' ? state.messages : null}
        onRecheck={closeDialog}
        onConfirm={() => { closeDialog(); void buy({ skipCheck: true }); }}
      />
    </div>
  );
}
