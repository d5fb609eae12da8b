import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '../../../contract/orders';
import { isApiError } from '../../lib';
import { refreshCheckout } from '../../offline';
import { capturePaypalReturn, confirmStripeReturn, orderQuery } from '../../ui/orders';

export type CompletedOrderView =
  | { state: 'processing' }
  | { state: 'notFound' }
  | { state: 'failed'; message: string }
  | { state: 'done'; order: Order };

/**
 * The completed page's order (checkout-account-pages.md §4): a provider's return is confirmed
 * first — a Stripe return (`session_id`: the server checks the session with Stripe), a PayPal one
 * (`mode=paypal`: the approved payment is captured) — which places the order once however often
 * the page is loaded; then the order is read. The cart the order emptied is re-read.
 */
export function useCompletedOrder(id: string, sessionId: string | undefined, mode?: string): CompletedOrderView {
  const paypal = mode === 'paypal';
  const [confirmed, setConfirmed] = useState(sessionId === undefined && !paypal);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  useEffect(() => {
    if (sessionId === undefined && !paypal) return;
    let live = true;
    (paypal ? capturePaypalReturn(id) : confirmStripeReturn(id, sessionId!))
      .then(() => { if (live) setConfirmed(true); })
      .catch((error: unknown) => { if (live) setConfirmError(error); });
    return () => { live = false; };
  }, [id, sessionId, paypal]);
  const order = useQuery({ ...orderQuery(id), enabled: confirmed });
  useEffect(() => {
    if (order.data) void refreshCheckout();
  }, [order.data]);
  const error = confirmError ?? order.error;
  if (error) {
    if (isApiError(error) && Number(error.statusCode) === 404) return { state: 'notFound' };
    const message = isApiError(error) ? error.message : String(error);
    return { state: 'failed', message };
  }
  if (order.data) return { state: 'done', order: order.data };
  return { state: 'processing' };
}
