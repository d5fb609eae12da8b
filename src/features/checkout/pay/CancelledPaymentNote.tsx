import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styles from '../Checkout.module.css';
import { payCalls } from './pay-calls';

/** How the customer came back to the confirm step from the card's page without paying. */
export interface ReturnedPayment {
  payment: 'stripe-cancelled';
  order: string;
}

/**
 * Back from the card's page without paying (docs/product/checkout.md#pay-step): the cancel is
 * reported to the order as its last error, once, and the customer told they may try again or
 * choose another method. PayPal's cancel happens on the page itself (BuyNowBox). The step opens
 * at its top and the note sits beside BUY NOW, far below on a phone: it is brought into view
 * and takes the focus, so it is seen and read first.
 */
export function CancelledPaymentNote({ returned }: { returned: ReturnedPayment }) {
  const reported = useRef(false);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    payCalls.lastError(returned.order, { code: 'PAYMENT_ERROR', message: 'The customer cancelled on the card payment page' }).catch((error: unknown) => console.warn('payment cancel not reported', error));
  }, [returned]);
  useEffect(() => {
    note.current?.scrollIntoView({ block: 'center' });
    note.current?.focus({ preventScroll: true });
  }, [returned]);
  return (
    <p ref={note} tabIndex={-1} role="alert" className={styles.errorBox} data-testid="payment-cancelled">
      <Trans>Il pagamento con carta è stato annullato. Puoi riprovare o scegliere un altro metodo di pagamento.</Trans>
    </p>
  );
}
