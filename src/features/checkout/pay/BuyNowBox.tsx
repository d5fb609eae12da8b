import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Checkout } from '../../../../contract/checkout';
import { localizePath, useLang } from '../../../lib';
import { orderActions, usePendingOrder } from '../../../offline';
import { hideLoading, showLoading } from '../../../shell';
import styles from '../Checkout.module.css';
import { CartChangedDialog } from './CartChangedDialog';
import { PaypalArea } from './PaypalArea';
import { PendingOrderNote } from './PendingOrderNote';
import { refusalScreen } from './placement-refusal';
import { useBuyNow } from './use-buy-now';

/** The page a refusal of the waiting order leaves for (the cart, a step); null when it is told here. */
function leavePath(error: unknown): string | null {
  const screen = refusalScreen(error);
  return screen?.kind === 'leave' ? screen.to : null;
}

/**
 * BUY NOW on the confirm step (docs/product/checkout.md#confirm-step, docs/product/checkout.md#pay-step): the
 * cart re-check and its dialog, the order, then the card's hosted page or the completed page;
 * 'Solo un'attimo, stiamo elaborando il tuo ordine' over the page meanwhile. For PayPal its own
 * button does the buying (PaypalArea, decision 139) and stands in BUY NOW's place. Offline, a
 * method paid later waits for the connection (decision 137).
 */
export function BuyNowBox({ checkout, online, adopt }: { checkout: Checkout; online: boolean; adopt: (checkout: Checkout) => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const lang = useLang();
  const pending = usePendingOrder();
  const paypalArea = useRef<HTMLDivElement>(null);
  const { state, buy, closeDialog, paypal: paypalCallbacks, acceptChanges } = useBuyNow(checkout, online, adopt, (outcome) => {
    if (outcome.kind === 'redirect') window.location.assign(outcome.url);
    else void router.navigate({ href: localizePath(outcome.kind === 'placed' ? outcome.returnUrl : outcome.to, lang) });
  });
  // An order placed from the outbox and refused opens the same screens (decision 127): the cart
  // or the missing step at once; a changed cart the re-check dialog, below.
  const leaveTo = pending?.state === 'refused' ? leavePath(pending.error) : null;
  useEffect(() => {
    if (leaveTo === null) return;
    void orderActions.dismiss().then(() => router.navigate({ href: localizePath(leaveTo, lang) }));
  }, [leaveTo, router, lang]);
  const pendingChanged = pending?.state === 'changed' ? (pending.messages ?? []) : null;
  const processing = state.kind === 'processing';
  useEffect(() => {
    if (processing) showLoading(t`Solo un'attimo, stiamo elaborando il tuo ordine`);
    else hideLoading();
    return () => hideLoading();
  }, [processing, t]);

  const paypal = checkout.payment.method === 'paypal';
  const waiting = pending?.state === 'waiting';
  const offlineText = t`Sei offline: questo metodo di pagamento ha bisogno della connessione.`;
  const failure = state.kind === 'failed'
    ? (state.error === null
      ? t`Il pagamento con PayPal non è riuscito. Puoi riprovare o scegliere un altro metodo di pagamento.`
      : state.error.code === 'NEEDS_NETWORK' ? offlineText : state.error.message)
    : null;
  const toPaypal = () => {
    const area = paypalArea.current;
    area?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    // PayPal's button: the stand-in's <button>, or the <iframe> PayPal renders it in.
    area?.querySelector<HTMLElement>('button, iframe')?.focus({ preventScroll: true });
  };
  // After the dialog's 'confirm and buy now': once the dialog has closed and handed the focus
  // back (its effect runs before this one), the PayPal button takes it.
  const [paypalAgain, setPaypalAgain] = useState(0);
  useEffect(() => {
    if (paypalAgain > 0) toPaypal();
  }, [paypalAgain]);
  return (
    <div className={styles.buyBox}>
      {pending ? <PendingOrderNote pending={pending} /> : null}
      {failure ? <p role="alert" className={styles.errorBox} data-testid="buy-now-error">{failure}</p> : null}
      {state.kind === 'paypalCancelled' ? (
        <p role="alert" className={styles.errorBox} data-testid="payment-cancelled">
          <Trans>Hai annullato l'autorizzazione su PayPal: il pagamento non è avvenuto. Puoi riprovare o scegliere un altro metodo di pagamento.</Trans>
        </p>
      ) : null}
      {state.kind === 'queued' && !pending ? <p role="status" className={styles.note}><Trans>Ordine salvato: sarà inviato appena torni online.</Trans></p> : null}
      {/* With PayPal its own button is the one action, in BUY NOW's place (decision 139). */}
      {paypal ? (
        <>
          <PaypalArea ref={paypalArea} callbacks={paypalCallbacks} disabled={processing || !online} />
          {online ? null : <p role="status" className={styles.note}>{offlineText}</p>}
        </>
      ) : (
        <button
          type="button" className={`btn btn-accent ${styles.proceed}`} data-testid="buy-now" disabled={processing || waiting}
          onClick={() => void buy()}
        >
          {t`Acquista ora`}
        </button>
      )}
      <CartChangedDialog
        messages={state.kind === 'changed' ? state.messages : pendingChanged}
        onRecheck={() => {
          closeDialog();
          if (pendingChanged) void orderActions.dismiss();
        }}
        onConfirm={() => {
          if (pendingChanged) void orderActions.dismiss();
          if (paypal) {
            acceptChanges();
            setPaypalAgain((n) => n + 1);
          } else {
            closeDialog();
            void buy({ skipCheck: true });
          }
        }}
      />
    </div>
  );
}
