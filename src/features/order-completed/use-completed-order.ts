import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '../../../contract/orders';
import { isApiError, useLang } from '../../lib';
import { refreshCheckout } from '../../offline';
import { confirmStripeReturn, orderQuery } from '../../ui/orders';

export type CompletedOrderView =
  | { state: 'processing' }
  | { state: 'notFound' }
  | { state: 'failed'; message: string }
  | { state: 'done'; order: Order };

/**
 * The completed page's order (docs/product/orders.md#completed-page): a Stripe return (`session_id`) is
 * confirmed first — the server checks the session with Stripe and places the order once however
 * often the page is loaded; then the order is read. PayPal's button captured before coming here
 * (decision 139). The cart the order emptied is re-read.
 */
export function useCompletedOrder(id: string, sessionId: string | undefined): CompletedOrderView {
  const [confirmed, setConfirmed] = useState(sessionId === undefined);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const lang = useLang();
  useEffect(() => {
    if (sessionId === undefined) return;
    let live = true;
    confirmStripeReturn(id, sessionId, lang)
      .then(() => { if (live) setConfirmed(true); })
      .catch((error: unknown) => { if (live) setConfirmError(error); });
    return () => { live = false; };
  }, [id, sessionId, lang]);
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
