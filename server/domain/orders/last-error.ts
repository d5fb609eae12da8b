// PATCH orders/{id} {lastError}: a payment failure the client reports (PayPal cancelled or
// failed, a card payment cancelled or failed: decision 191). It is recorded and the
// status does not change, so the customer can try again; the stock the intent held goes back at
// once (decision 191), so other buyers are not kept waiting for a payment that is not coming. A try
// again takes it back (payment-wiring.ts), or a payment made meanwhile does (confirm-paid.ts).
import { and, eq, type SQL } from 'drizzle-orm';
import { isOpenIntent } from '../../../contract/order-life.js';
import type { Order, OrderLastErrorBody } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { lockOrder } from './order-lock.js';
import { orderAnswer } from './read.js';
import { releaseHold, type OrderRow } from './steps.js';

type LastError = Omit<NonNullable<OrderRow['lastError']>, 'at'>;

/**
 * Writes a payment failure on the order (`where`: only the customer's own, for their report) and
 * gives back the stock of an intent still waiting for its payment. Answers the order's row.
 */
export async function paymentFailed(db: Db, orderId: string, lastError: LastError, where?: SQL, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, where);
    await tx.update(orders).set({ lastError: { ...lastError, at: now.toISOString() } }).where(eq(orders.id, orderId));
    const waiting = isOpenIntent(order);
    if (waiting) await releaseHold(tx, order);
    return { ...order, lastError: { ...lastError, at: now.toISOString() }, stockHeld: waiting ? false : order.stockHeld };
  });
}

export async function recordLastError(db: Db, userId: number, orderId: string, { lastError }: OrderLastErrorBody, now = new Date()): Promise<Order> {
  return orderAnswer(db, await paymentFailed(db, orderId, lastError, and(eq(orders.id, orderId), eq(orders.userId, userId)), now));
}
