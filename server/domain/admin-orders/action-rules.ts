// Which back-office action an order's status allows, and where each takes it (decision 193): the
// statuses each action moves an order from, and to, are contract/order-life.ts's table (decision
// 226), checked again when it is made.
import type { AdminOrderAction } from '../../../contract/admin-orders.js';
import { fromStatusesOf, isPlaced, targetOf, type OrderWorkflow } from '../../../contract/order-life.js';
import type { OrderStatus } from '../../../contract/orders.js';
import type { OrderRow } from '../orders/steps.js';

export type StatusAction = 'transfer-received' | 'take-charge' | 'ready-for-pickup' | 'ship' | 'hand-over';
export type CustomerMailKind = 'transferReceived' | 'readyForPickup' | 'shipped' | 'refunded' | 'cancelled';

export interface Move {
  /** The workflow that makes it (contract/order-life.ts). */
  workflow: OrderWorkflow;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** What staff_actions records. */
  audit: string;
  /** The customer's mail, when they expect a word. */
  mail: CustomerMailKind | null;
}

const move = (workflow: OrderWorkflow, rest: Pick<Move, 'audit' | 'mail'>): Move => ({ workflow, from: fromStatusesOf(workflow), to: targetOf(workflow), ...rest });

export const MOVES: Record<StatusAction, Move> = {
  'transfer-received': move('transferReceived', { audit: 'order.transferReceived', mail: 'transferReceived' }),
  // Taking an order in hand is the shop's own bookkeeping: the customer is not written to.
  'take-charge': move('takeCharge', { audit: 'order.tookCharge', mail: null }),
  'ready-for-pickup': move('readyForPickup', { audit: 'order.readyForPickup', mail: 'readyForPickup' }),
  ship: move('ship', { audit: 'order.shipped', mail: 'shipped' }),
  // The customer is at the counter: no mail.
  'hand-over': move('handOver', { audit: 'order.handedOver', mail: null }),
};

/** Statuses a refund is made from: the order was paid and not yet refunded whole. */
export const REFUNDABLE: readonly OrderStatus[] = fromStatusesOf('refund');
/** Statuses an order can be cancelled from: placed, not yet left. */
export const CANCELLABLE: readonly OrderStatus[] = fromStatusesOf('cancel');
/** Statuses after which the goods have left (a partial refund then marks it partialRefunded). */
export const LEFT: readonly OrderStatus[] = ['shipped', 'partialRefunded', 'disputed'];

export const isPickup = (row: Pick<OrderRow, 'checkout'>) => row.checkout.shipping.method === 'pickup';

/**
 * Whether the customer's money is with the shop: a provider's confirmed payment; a transfer once
 * received; cash on delivery and payment at the pickup once the goods were handed over.
 */
export function isPaid(row: Pick<OrderRow, 'paymentMethod' | 'payment' | 'status'>): boolean {
  if (row.paymentMethod === 'stripe' || row.paymentMethod === 'paypal') return row.payment !== null;
  if (row.paymentMethod === 'bankTransfer') return row.status !== 'awaitPayment';
  return LEFT.includes(row.status) || row.status === 'totalRefunded';
}

/** What a status action also needs besides the status: the right method or shipping. */
export function fitsMove(action: StatusAction, row: Pick<OrderRow, 'checkout' | 'paymentMethod'>): 'NOT_A_TRANSFER' | 'NOT_A_PICKUP' | 'IS_A_PICKUP' | null {
  if (action === 'transfer-received' && row.paymentMethod !== 'bankTransfer') return 'NOT_A_TRANSFER';
  if ((action === 'ready-for-pickup' || action === 'hand-over') && !isPickup(row)) return 'NOT_A_PICKUP';
  if (action === 'ship' && isPickup(row)) return 'IS_A_PICKUP';
  return null;
}

/** The actions the order allows now (the order page's buttons). */
export function allowedActions(row: OrderRow, refunded: number): AdminOrderAction[] {
  if (!isPlaced(row)) return [];
  const moves = (Object.keys(MOVES) as StatusAction[])
    .filter((action) => MOVES[action].from.includes(row.status) && fitsMove(action, row) === null);
  const refund = REFUNDABLE.includes(row.status) && isPaid(row) && refunded < row.checkout.cashier.total ? ['refund' as const] : [];
  const cancel = CANCELLABLE.includes(row.status) ? ['cancel' as const] : [];
  return [...moves, ...refund, ...cancel];
}
