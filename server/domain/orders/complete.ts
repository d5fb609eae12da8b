// PATCH orders/{id}/complete (the intent's returnApi): the customer completes an order paid
// later — bank transfer, cash on delivery, card or cash at pickup (decisions 123, 128). The steps
// take payment (nothing to take) and confirm run in one transaction; the confirmation mail is
// sent after it commits. Completing a placed order again answers it unchanged.
import { and, eq } from 'drizzle-orm';
import { isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OrderMailContext } from './mail.js';
import { lockOrder } from './order-lock.js';
import { placedOrderAnswer } from './placed-answer.js';
import { orderAnswer } from './read.js';
import { OrderRefusal } from './refusal.js';
import { confirmOrder, takePayment } from './steps.js';
import * as texts from './texts.js';
import { isOffline, placedStatusOf } from './transitions.js';

export const orderExpired = () => new OrderRefusal('conflict', 'ORDER_EXPIRED', texts.ORDER_EXPIRED);

export async function completeOfflineOrder(
  db: Db, mailer: Mailer, userId: number, orderId: string, context: OrderMailContext = {}, now = new Date(),
): Promise<Order> {
  const { row, placedNow } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (isPlaced(order)) return { row: order, placedNow: false };
    if (order.status !== 'awaitPayment') throw orderExpired();
    await takePayment.run(tx, { order, payment: null });
    if (!isOffline(order.paymentMethod)) throw new Error('takePayment lets only offline methods through');
    const placed = await confirmOrder.run(tx, { order, status: placedStatusOf(order.paymentMethod), payment: null, now });
    return { row: placed, placedNow: true };
  });
  if (!placedNow) return orderAnswer(db, row);
  return placedOrderAnswer(db, mailer, row, context);
}
