// PATCH orders/{id} {lastError}: a payment failure the client reports (PayPal cancelled or
// failed, a card payment error: checkout-account-pages.md §8). It is recorded; the status does
// not change and the intent keeps its stock until it runs out, so the customer can try again.
import { and, eq } from 'drizzle-orm';
import type { Order, OrderLastErrorBody } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { orderAnswer, orderNotFound } from './read.js';

export async function recordLastError(db: Db, userId: number, orderId: string, { lastError }: OrderLastErrorBody, now = new Date()): Promise<Order> {
  const [row] = await db.update(orders).set({ lastError: { ...lastError, at: now.toISOString() } })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId))).returning();
  if (!row) throw orderNotFound();
  return orderAnswer(db, row);
}
