import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../contract/langs';
import type { Order } from '../../../contract/orders';
import { http } from '../../lib/http';

// The order calls the personal area and the completed page share (docs/product/orders.md#calls;
// paths: docs/decisions/123-checkout-and-order-calls.md).

export const orderKeys = {
  order: (id: string) => ['orders', id] as const,
};

export const orderQuery = (id: string) => queryOptions({
  queryKey: orderKeys.order(id),
  queryFn: ({ signal }) => http.get<Order>(`orders/${id}`, { signal }),
  // A 404 is an answer, not a hiccup: the page says the order was not found.
  retry: false,
});

/** The Stripe return (?session_id=…): the server checks the session and places the order; a refusal comes in `lang`. */
export const confirmStripeReturn = (id: string, sessionId: string, lang: Lang) =>
  http.patch<Order>(`orders/${id}/intents`, { session_id: sessionId }, { query: { lang } });

