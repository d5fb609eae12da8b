// The order statuses' transitions (docs/decisions/128-order-statuses.md). This code makes the
// first ones (intent, placement, escape); the rest are the back office's, listed so any tool that
// moves an order checks the same table.
import type { OrderStatus } from '../../../contract/orders.js';
import { isPaidLater, isPaymentMethodId, type PaidLaterMethod } from '../../../contract/rules/payment.js';

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // An intent waits here unplaced; a bank transfer waits here placed until the money arrives.
  awaitPayment: ['awaitPayment', 'pending', 'escaped', 'deleted'],
  // Refunded whole before it left: the back office's refund (decision 193).
  pending: ['tookcharge', 'awaitProcessing', 'awaitPickup', 'shipped', 'deleted', 'disputed', 'totalRefunded'],
  tookcharge: ['awaitProcessing', 'awaitPickup', 'shipped', 'deleted', 'totalRefunded'],
  awaitProcessing: ['tookcharge', 'awaitPickup', 'shipped', 'totalRefunded', 'deleted'],
  awaitPickup: ['shipped', 'totalRefunded', 'deleted'],
  shipped: ['partialRefunded', 'totalRefunded', 'disputed'],
  partialRefunded: ['totalRefunded', 'disputed'],
  disputed: ['shipped', 'partialRefunded', 'totalRefunded'],
  // Paid after it ran out: placed again if the stock is still there, else held for the staff.
  escaped: ['pending', 'awaitProcessing'],
  deleted: [],
  totalRefunded: [],
};

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!ORDER_TRANSITIONS[from].includes(to)) throw new Error(`an order cannot go from ${from} to ${to} (decision 128)`);
}

/** Methods paid later, whose order the customer completes with the intent's returnApi (contract/rules/payment.ts). */
export type OfflineMethod = PaidLaterMethod;
export const isOffline = (method: string): method is OfflineMethod => isPaymentMethodId(method) && isPaidLater(method);

/** Where an offline order goes when completed: a bank transfer still waits for the money. */
export const placedStatusOf = (method: OfflineMethod): OrderStatus => (method === 'bankTransfer' ? 'awaitPayment' : 'pending');
