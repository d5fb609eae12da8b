// The provider's word that an order is paid (decision 130): the Stripe webhook and return page,
// the PayPal capture. Idempotent: whoever comes first places the order and owes the one
// confirmation mail (decision 228); a replay or a racing second caller finds it placed and changes nothing.
// A payment that is not this order's method or exact total is refused and recorded (lastError),
// and the order stays as it was.
import { eq } from 'drizzle-orm';
import { isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OrderMailContext } from './mail.js';
import { lockOrder } from './order-lock.js';
import { deliverPlacementMails, owePlacementMails, type PlacedMails } from './placed-answer.js';
import { orderAnswer } from './read.js';
import { OrderRefusal } from './refusal.js';
import { confirmOrder, retakeHold, takePayment, type OrderRow, type Payment } from './steps.js';

export type { Payment } from './steps.js';

export interface PaidOrder {
  order: Order;
  /** True for the one call that placed it; false for a replay (or a refused payment: it throws). */
  changed: boolean;
}

/**
 * Paid after the intent ran out, or after its hold was given back (a cancelled or declined try,
 * decision 191): its stock is taken again, or the staff sort it out (decision 127).
 */
async function revive(tx: Db, order: OrderRow): Promise<'pending' | 'awaitProcessing'> {
  try {
    await retakeHold(tx, order);
    return 'pending';
  } catch (err) {
    if (!(err instanceof OrderRefusal) || err.code !== 'CART_CHANGED') throw err;
    await tx.update(orders).set({
      lastError: { code: 'STOCK_SHORT_AFTER_PAYMENT', message: 'paid after the intent expired; the stock is no longer there', payload: err.payload, at: new Date().toISOString() },
    }).where(eq(orders.id, order.id));
    return 'awaitProcessing';
  }
}

/**
 * Places order `orderId` paid by `payment` (`amount` in cents, the order's total). Throws the
 * 404 refusal for an unknown order and PAYMENT_MISMATCH (409) for a payment of another method or
 * amount (recorded as the order's lastError).
 */
export async function confirmPaidOrder(
  db: Db, mailer: Mailer, orderId: string, payment: Payment, context: OrderMailContext = {},
): Promise<PaidOrder> {
  const now = new Date();
  let refused: OrderRefusal | undefined;
  const result = await db.transaction(async (tx): Promise<{ row: OrderRow; placed: PlacedMails | null }> => {
    const order = await lockOrder(tx, orderId);
    if (isPlaced(order)) return { row: order, placed: null };
    try {
      await takePayment.run(tx, { order, payment });
    } catch (err) {
      if (!(err instanceof OrderRefusal)) throw err;
      refused = err;
      await tx.update(orders).set({
        lastError: { code: err.code, message: err.message, payload: { ...err.payload, reference: payment.reference }, at: now.toISOString() },
      }).where(eq(orders.id, order.id));
      return { row: order, placed: null };
    }
    // Paid after its hold ran out, or after a cancelled or declined try gave its stock back.
    const status = order.status === 'escaped' || !order.stockHeld ? await revive(tx, order) : 'pending';
    const placed = await confirmOrder.run(tx, { order, status, payment, now });
    // Not accepted as it is (not pending): no confirmation; the staff offer an alternative, a wait
    // or a refund (terms of sale). The shop is told either way.
    return { row: placed, placed: await owePlacementMails(tx, placed, { confirmation: status === 'pending' }, context) };
  });
  if (refused) throw refused;
  if (!result.placed) return { order: await orderAnswer(db, result.row), changed: false };
  return { order: await deliverPlacementMails(db, mailer, result.placed, context), changed: true };
}
