// One call on a statement's return (docs/decisions/245-returns-in-the-back-office.md), as
// use-order-action.ts: a new Idempotency-Key per click, the order and the lists read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, newIdempotencyKey } from '../lib/api';

export type ReturnAction = 'accept' | 'refuse' | 'receive' | 'refund' | 'proof';

export function useReturnAction(orderId: string, statementId: string, action: ReturnAction, onDone?: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ key, body }: { key: string; body?: unknown }) =>
      adminCall<unknown>(`/admin/orders/${orderId}/withdrawals/${statementId}/${action}`, { method: 'POST', body: body ?? {}, idempotencyKey: key }),
    onSuccess: async () => {
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] });
    },
  });
  return { ...mutation, run: (body?: unknown) => mutation.mutate({ key: newIdempotencyKey(), body }) };
}
