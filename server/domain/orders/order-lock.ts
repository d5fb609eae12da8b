// Every change to an order takes its cart's row lock first, then the order's, then (when stock
// moves) the articles' rows: the order the intent takes them in (intent.ts), so two changes
// touching the same cart queue instead of deadlocking.
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { lockCart } from '../cart/session-cart.js';
import { orderNotFound } from './read.js';
import type { OrderRow } from './steps.js';

/** The order matching `where` (and `orderId`), locked with its cart; the 404 refusal when none. */
export async function lockOrder(tx: Db, orderId: string, where?: SQL): Promise<OrderRow> {
  const scope = where ?? eq(orders.id, orderId);
  const [found] = await tx.select({ cartId: orders.cartId }).from(orders).where(scope);
  if (!found) throw orderNotFound();
  await lockCart(tx, found.cartId);
  const [row] = await tx.select().from(orders).where(scope).for('update');
  if (!row) throw orderNotFound();
  return row;
}
