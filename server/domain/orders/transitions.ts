// The order statuses' moves are contract/order-life.ts's table (decision 226): every tool that
// moves an order checks the same one here.
import { canMoveStage, stageOf, type OrderLifeFields, type OrderStage, type OrderStatus } from '../../../contract/order-life.js';
import { isPaidLater, isPaymentMethodId, type PaidLaterMethod } from '../../../contract/rules/payment.js';

/** `order` (its status and placement) may move to `to`: the stage after the move, a placed order's being its status. */
export function assertTransition(order: OrderLifeFields, to: OrderStage): void {
  const from = stageOf(order);
  if (!canMoveStage(from, to)) throw new Error(`an order cannot go from ${from} to ${to} (decision 226)`);
}

/** Methods paid later, whose order the customer completes with the intent's returnApi (contract/rules/payment.ts). */
export type OfflineMethod = PaidLaterMethod;
export const isOffline = (method: string): method is OfflineMethod => isPaymentMethodId(method) && isPaidLater(method);

/** Where an offline order goes when completed: a bank transfer still waits for the money. */
export const placedStatusOf = (method: OfflineMethod): OrderStatus => (method === 'bankTransfer' ? 'awaitPayment' : 'pending');
