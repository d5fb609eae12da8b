// The provider's word that an order is paid (decision 130): the Stripe webhook and return page,
// the PayPal capture. Idempotent: whoever comes first places the order and owes the one
// confirmation mail (decision 228); a replay or a racing second caller finds it placed and changes nothing.
// A payment that is not this order's method or exact total is refused and recorded (lastError),
// and the order stays as it was.
import { isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OrderMailContext } from './mail.js';
import { lockOrder } from './order-lock.js';
import { deliverPlacementMails, owePlacementMails, type PlacedMails } from './placed-answer.js';
import { readPlacement, type PlacementReads } from './placement-reads.js';
import { orderAnswer } from './read.js';
import { OrderRefusal } from './refusal.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import { confirmOrder, holdAgain, noteFailure, takePayment, type OrderRow, type Payment } from './steps.js';

export type { Payment } from './steps.js';

export interface PaidOrder {
  order: Order;
  /** True for the one call that placed it; false for a replay (or a refused payment: it throws). */
  changed: boolean;
}

interface PaidInput {
  orderId: string;
  payment: Payment;
  reads: PlacementReads | null;
  context: OrderMailContext;
  now: Date;
}

interface PaidOutcome {
  row: OrderRow;
  placed: PlacedMails | null;
  refused?: OrderRefusal;
}

/**
 * paidConfirmation: the payment taken (or refused and noted on the order, which stays as it was);
 * paid after its hold ran out, or after a cancelled or declined try gave its stock back, its stock
 * held again, or left to the staff when it went (decision 127); the order confirmed and its mails
 * owed. Not accepted as it is (not pending): no confirmation; the staff offer an alternative, a
 * wait or a refund (terms of sale). The shop is told either way.
 */
const paidConfirmation = defineWorkflow<PaidInput, PaidOutcome>('paidConfirmation', (flow, { orderId, payment, reads, context, now }) =>
  flow.transaction(async (tx, run) => {
    const order = await lockOrder(tx, orderId);
    if (isPlaced(order)) return { row: order, placed: null };
    try {
      await run(takePayment, { order, payment });
    } catch (err) {
      if (!(err instanceof OrderRefusal)) throw err;
      const lastError = { code: err.code, message: err.message, payload: { ...err.payload, reference: payment.reference }, at: now.toISOString() };
      await run(noteFailure, { orderId, lastError });
      return { row: order, placed: null, refused: err };
    }
    let status: 'pending' | 'awaitProcessing' = 'pending';
    if (order.status === 'escaped' || !order.stockHeld) {
      try {
        await run(holdAgain, order);
      } catch (err) {
        if (!(err instanceof OrderRefusal) || err.code !== 'CART_CHANGED') throw err;
        status = 'awaitProcessing';
        await run(noteFailure, {
          orderId, lastError: { code: 'STOCK_SHORT_AFTER_PAYMENT', message: 'paid after the intent expired; the stock is no longer there', payload: err.payload, at: now.toISOString() },
        });
      }
    }
    const { row } = await run(confirmOrder, { order, status, payment, now });
    if (!reads) throw new Error(`order ${orderId} was placed but not found before its transaction`);
    return { row, placed: await run(owePlacementMails, { row, confirmation: status === 'pending', reads, context, now }) };
  }));

/**
 * Places order `orderId` paid by `payment` (`amount` in cents, the order's total). Throws the
 * 404 refusal for an unknown order and PAYMENT_MISMATCH (409) for a payment of another method or
 * amount (recorded as the order's lastError).
 */
export async function confirmPaidOrder(
  db: Db, mailer: Mailer, orderId: string, payment: Payment, context: OrderMailContext = {},
): Promise<PaidOrder> {
  // What the mails and the answer read besides the order, read before its transaction (decision 268).
  const reads = await readPlacement(db, orderId);
  const result = await runWorkflow(db, paidConfirmation, { orderId, payment, reads, context, now: new Date() });
  if (result.refused) throw result.refused;
  if (!result.placed) return { order: await orderAnswer(db, result.row), changed: false };
  return { order: await deliverPlacementMails(db, mailer, result.placed, context), changed: true };
}
