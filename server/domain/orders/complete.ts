// PATCH orders/{id}/complete (the intent's returnApi): the customer completes an order paid
// later — bank transfer, cash on delivery, card or cash at pickup (decisions 123, 128): the
// workflow completePaidLater. Its steps take payment (nothing to take), confirm and owe the
// confirmation and the shop's mail in one transaction, composed from what was read before it
// (decision 268); they are delivered after it commits (decision 228). Completing a placed order
// again answers it unchanged.
import { and, eq } from 'drizzle-orm';
import { isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OrderMailContext } from './mail.js';
import { lockOrder } from './order-lock.js';
import { deliverPlacementMails, owePlacementMails, type PlacedMails } from './placed-answer.js';
import { readPlacement, type PlacementReads } from './placement-reads.js';
import { orderAnswer } from './read.js';
import { OrderRefusal } from './refusal.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import { confirmOrder, takePayment, type OrderRow } from './steps.js';
import * as texts from './texts.js';
import { isOffline, placedStatusOf } from './transitions.js';

export const orderExpired = () => new OrderRefusal('conflict', 'ORDER_EXPIRED', texts.ORDER_EXPIRED);

interface Completion {
  userId: number;
  orderId: string;
  reads: PlacementReads | null;
  context: OrderMailContext;
  now: Date;
}

/** completePaidLater: nothing to take, the order confirmed, its mails owed; a placed order answered as it is. */
const completePaidLater = defineWorkflow<Completion, { row: OrderRow; placed: PlacedMails | null }>('completePaidLater', (flow, { userId, orderId, reads, context, now }) =>
  flow.transaction(async (tx, run) => {
    const order = await lockOrder(tx, orderId, and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (isPlaced(order)) return { row: order, placed: null };
    if (order.status !== 'awaitPayment') throw orderExpired();
    await run(takePayment, { order, payment: null });
    if (!isOffline(order.paymentMethod)) throw new Error('takePayment lets only offline methods through');
    const { row } = await run(confirmOrder, { order, status: placedStatusOf(order.paymentMethod), payment: null, now });
    if (!reads) throw new Error(`order ${orderId} was placed but not found before its transaction`);
    return { row, placed: await run(owePlacementMails, { row, confirmation: true, reads, context, now }) };
  }));

export async function completeOfflineOrder(
  db: Db, mailer: Mailer, userId: number, orderId: string, context: OrderMailContext = {}, now = new Date(),
): Promise<Order> {
  const reads = await readPlacement(db, orderId);
  const result = await runWorkflow(db, completePaidLater, { userId, orderId, reads, context, now });
  if (!result.placed) return orderAnswer(db, result.row);
  return deliverPlacementMails(db, mailer, result.placed, context);
}
