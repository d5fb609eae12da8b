import { Trans } from '@lingui/react/macro';
import { PayPalButtons, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useQuery } from '@tanstack/react-query';
import { forwardRef } from 'react';
import { useLang } from '../../../lib';
import { paymentProvidersQuery, PaypalScript } from '../../../lib/payments/paypal-script';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from '../Checkout.module.css';
import type { PaypalCallbacks } from './use-buy-now';

/**
 * PayPal's own button on the confirm step (docs/product/checkout.md#confirm-step,
 * docs/product/checkout.md#paypal; decisions 133, 139): @paypal/react-paypal-js with PayPal's script, or in
 * sandbox mode the shop's stand-in for it. The script loads only once the page runs in the
 * browser; the server renders the box and its loading note.
 */
export const PaypalArea = forwardRef<HTMLDivElement, { callbacks: PaypalCallbacks; disabled: boolean }>(function PaypalArea({ callbacks, disabled }, ref) {
  const lang = useLang();
  const hydrated = useHydrated();
  const providers = useQuery({ ...paymentProvidersQuery(), enabled: hydrated });
  return (
    <div ref={ref} className={styles.paypalArea} data-testid="paypal-area">
      {providers.data ? (
        <PaypalScript paypal={providers.data.paypal} lang={lang}>
          <Buttons callbacks={callbacks} disabled={disabled} />
        </PaypalScript>
      ) : providers.isError ? <Unavailable /> : <Loading />}
    </div>
  );
});

function Buttons({ callbacks, disabled }: { callbacks: PaypalCallbacks; disabled: boolean }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Unavailable />;
  return (
    <>
      {isPending ? <Loading /> : null}
      <PayPalButtons
        fundingSource="paypal"
        style={{ layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal', height: 45 }}
        disabled={disabled}
        onClick={(data, actions) => callbacks.onClick(data, actions)}
        createOrder={() => callbacks.createOrder()}
        onApprove={(data) => callbacks.onApprove(data)}
        onCancel={(data) => callbacks.onCancel({ orderID: typeof data.orderID === 'string' ? data.orderID : null })}
        onError={(error) => callbacks.onError(error)}
      />
    </>
  );
}

const Loading = () => <p className={styles.note} role="status"><Trans>Caricamento del pulsante PayPal…</Trans></p>;

const Unavailable = () => (
  <p role="alert" className={styles.errorBox}>
    <Trans>PayPal non è raggiungibile in questo momento. Riprova più tardi o scegli un altro metodo di pagamento.</Trans>
  </p>
);
