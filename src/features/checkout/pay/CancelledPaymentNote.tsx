import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styles from '../Checkout.module.css';
import { payCalls } from './pay-calls';

/** How the customer came back to the confirm step from a provider's page without paying. */
export interface ReturnedPayment {
  payment: 'stripe-cancelled' | 'paypal-cancelled';
  order: string;
}

/**
 * Back from the card's or PayPal's page without paying (checkout-account-pages.md §4, §8): the
 * cancel is reported to the order as its last error, once, and the customer told they may try
 * again or choose another method.
 */
export function CancelledPaymentNote({ returned }: { returned: ReturnedPayment }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const lastError = returned.payment === 'paypal-cancelled'
      ? { code: 'PAYPAL_AUTH_CLIENT_ERROR' as const, message: 'The buyer cancelled the authorisation on PayPal' }
      : { code: 'PAYMENT_ERROR' as const, message: 'The customer cancelled on the card payment page' };
    payCalls.lastError(returned.order, lastError).catch((error: unknown) => console.warn('payment cancel not reported', error));
  }, [returned]);
  return (
    <p role="alert" className={styles.errorBox} data-testid="payment-cancelled">
      {returned.payment === 'paypal-cancelled'
        ? <Trans>Hai annullato l'autorizzazione su PayPal: il pagamento non è avvenuto. Puoi riprovare o scegliere un altro metodo di pagamento.</Trans>
        : <Trans>Il pagamento con carta è stato annullato. Puoi riprovare o scegliere un altro metodo di pagamento.</Trans>}
    </p>
  );
}
