// One order action (decision 195): a new Idempotency-Key per click, so a click retried by the
// network is answered once by the server while a second click is a second request; the order and
// the lists are read again afterwards; after a refusal, the order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAction } from '../../../contract/admin-orders';
import { adminCall, newIdempotencyKey } from '../lib/api';

export function useOrderAction(orderId: string, action: AdminOrderAction, onDone?: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ key, body }: { key: string; body?: unknown }) =>
      adminCall<unknown>(`/admin/orders/${orderId}/${action}`, { method: 'POST', body: body ?? {}, idempotencyKey: key }),
    onSuccess: async () => {
      // First (a dialog closes while its button is still there to take the focus back), then the
      // order as it now stands.
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] });
    },
    // A refusal stays on screen beside the button pressed, naming the order's status now; the page
    // is not read again under it, which would take the button, and the message, away.
  });
  return {
    ...mutation,
    /** Sends the action once for this click. */
    run: (body?: unknown) => mutation.mutate({ key: newIdempotencyKey(), body }),
  };
}
