import { queryOptions } from '@tanstack/react-query';
import type { Order } from '../../../contract/orders';
import type { WithdrawalBody } from '../../../contract/withdrawals';
import { http } from '../../lib/http';

// The withdrawal function's calls (docs/product/orders.md#withdrawal, decision 234).

export const withdrawalOrderQuery = (orderId: string) => queryOptions({
  queryKey: ['withdrawal', orderId] as const,
  queryFn: ({ signal }) => http.get<Order>(`orders/${orderId}`, { signal }),
});

/** One key per statement: a resend of the same statement (a cut connection) is taken once. */
export const sendWithdrawal = (orderId: string, body: WithdrawalBody, key: string) =>
  http.post<Order>(`orders/${orderId}/withdrawals`, body, { headers: { 'Idempotency-Key': key } });
