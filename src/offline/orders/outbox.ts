import type { PaymentMethodId } from '../../../contract/shop';
import { isPaidLater } from '../../../contract/rules/payment';
import { localError } from '../cart/notice-text';
import { db, type RaggioDb } from '../core/db';
import { newEntry } from '../core/queue';
import type { CheckoutState } from '../cart/types';
import { seenCart } from './seen';
import { ORDER_LINE_KEY, type OrderPayload } from './types';

/**
 * Queues the customer's order with the cart as they saw it (decision 137); a second press while
 * one waits keeps the first. Card and PayPal are paid on the provider's page: they need the
 * connection and are refused (NEEDS_NETWORK).
 */
export async function enqueueOrder(
  state: CheckoutState, method: PaymentMethodId, userId: number, database: RaggioDb = db(),
): Promise<string> {
  // Only a method paid later can wait for the connection (contract/rules/payment.ts).
  if (!isPaidLater(method)) throw localError('NEEDS_NETWORK', 400, 'this payment method needs the connection');
  return database.transaction('rw', database.outbox, database.pendingOrders, async () => {
    const waiting = await database.pendingOrders.get('current');
    if (waiting?.state === 'waiting' && waiting.userId === userId) return waiting.entryId;
    const payload: OrderPayload = { kind: 'order.place', lineKey: ORDER_LINE_KEY, method, seen: seenCart(state) };
    const now = Date.now();
    const entry = newEntry(payload, now);
    await database.outbox.put(entry);
    await database.pendingOrders.put({
      key: 'current', entryId: entry.id, userId, state: 'waiting', method, total: state.cashier.total, createdAt: now,
    });
    return entry.id;
  });
}
