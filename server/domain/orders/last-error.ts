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
import { orderAnswer, orderNotFound } from './read.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import { noteFailure, releaseHold, type OrderRow } from './steps.js';

type LastError = Omit<NonNullable<OrderRow['lastError']>, 'at'>;

interface Failure {
  orderId: string;
  lastError: LastError;
  /** Only the customer's own order, for their report. */
  where?: SQL | undefined;
  now: Date;
  /** A provider that did not answer: the hold stays, for the same payment asked again. */
  keepHold: boolean;
}

async function lockOrderRow(tx: Db, orderId: string, where?: SQL): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(where ?? eq(orders.id, orderId)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** The failure noted on the order; the stock of an intent still waiting for its payment given back. */
const paymentFailedWorkflow = defineWorkflow<Failure, OrderRow>('paymentFailed', (flow, { orderId, lastError, where, now, keepHold }) =>
  flow.transaction(async (tx, run) => {
    // A failure noted with the hold kept moves no stock: the order's own row lock is enough. The
    // cart's lock (lockOrder) marks the cart changed, and a refusal that notes its failure (409
    // PAYPAL_ERROR) must change nothing else (decision 224; the fuzz suite found it on PostgreSQL).
    const order = keepHold ? await lockOrderRow(tx, orderId, where) : await lockOrder(tx, orderId, where);
    const noted = { ...lastError, at: now.toISOString() };
    await run(noteFailure, { orderId, lastError: noted });
    const waiting = !keepHold && isOpenIntent(order);
    if (waiting) await run(releaseHold, order);
    return { ...order, lastError: noted, stockHeld: waiting ? false : order.stockHeld };
  }));

/**
 * Writes a payment failure on the order (`where`: only the customer's own, for their report) and
 * gives back the stock of an intent still waiting for its payment, unless `keepHold`. Answers the order's row.
 */
export async function paymentFailed(
  db: Db, orderId: string, lastError: LastError, where?: SQL, now = new Date(), { keepHold = false }: { keepHold?: boolean } = {},
): Promise<OrderRow> {
  return runWorkflow(db, paymentFailedWorkflow, { orderId, lastError, where, now, keepHold });
}

export async function recordLastError(db: Db, userId: number, orderId: string, { lastError }: OrderLastErrorBody, now = new Date()): Promise<Order> {
  return orderAnswer(db, await paymentFailed(db, orderId, lastError, and(eq(orders.id, orderId), eq(orders.userId, userId)), now));
}
