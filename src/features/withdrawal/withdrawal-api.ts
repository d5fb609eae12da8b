import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../contract/orders';
import type { WithdrawalBody } from '../../../contract/withdrawals';
import { http } from '../../lib/http';

// The withdrawal function's calls (docs/product/orders.md#withdrawal, decision 234).

export const withdrawalOrderQuery = (orderId: string) => queryOptions({
  queryKey: ['withdrawal', orderId] as const,
  queryFn: ({ signal }) => http.get<Order>(`orders/${orderId}`, { signal }),
});

/**
 * The order as a list of orders already loaded holds it (/me/orders, the /recesso chooser), with
 * when that list was loaded: the statement's form opens from it without a connection, as the
 * customer's other screens show their last loaded data offline (decision 261).
 */
export function orderFromLists(client: QueryClient, orderId: string): { order: Order; at: number } | undefined {
  let found: { order: Order; at: number } | undefined;
  for (const query of client.getQueryCache().findAll({ predicate: (q) => q.queryKey.includes('orders') })) {
    const docs = (query.state.data as { docs?: unknown } | undefined)?.docs;
    const order = Array.isArray(docs) ? (docs as Order[]).find((o) => o.id === orderId) : undefined;
    if (order && (!found || query.state.dataUpdatedAt > found.at)) found = { order, at: query.state.dataUpdatedAt };
  }
  return found;
}

/** One key per statement: a resend of the same statement (a cut connection) is taken once. */
export const sendWithdrawal = (orderId: string, body: WithdrawalBody, key: string) =>
  http.post<Order>(`orders/${orderId}/withdrawals`, body, { headers: { 'Idempotency-Key': key } });
