// What a placement's answer and mails read besides the order's own changing fields, read before the
// placement's transaction (docs/decisions/268-a-placement-reads-before-its-transaction.md): the
// order's lines and frozen checkout (fixed when its intent was made), its customer, the shop's bank
// account and order address, the methods' names. None needs the order's locks, and every statement
// read inside the transaction would hold PGlite's one connection from every other shopper.
import { eq } from 'drizzle-orm';
import type { BankAccount, Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, settings, users } from '../../db/schema.js';
import { shopBankAccount } from '../shop-bank.js';
import { SHOP_ID } from '../shop-id.js';
import { readMethodNames, type MethodNames } from './order-mail-parts.js';
import { toOrder } from './read.js';
import type { OrderRow } from './steps.js';

export interface PlacementReads {
  items: (typeof orderItems.$inferSelect)[];
  customer: { email: string; firstName: string; lastName: string } | null;
  bank: BankAccount | null;
  /** Where the shop is told of a new order (settings.orders_email); null: nobody is. */
  shopTo: string | null;
  names: MethodNames;
}

/** The reads of order `orderId`'s placement; null when there is no such order (its transaction then refuses it). */
export async function readPlacement(db: Db, orderId: string): Promise<PlacementReads | null> {
  const [order] = await db.select({ userId: orders.userId, checkout: orders.checkout }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  // One after the other: on PGlite they share its one connection anyway.
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [customer] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId));
  const [setting] = await db.select({ to: settings.ordersEmail }).from(settings).where(eq(settings.shopId, SHOP_ID));
  return {
    items, customer: customer ?? null, bank: await shopBankAccount(db), shopTo: setting?.to || null, names: await readMethodNames(db, order.checkout),
  };
}

/**
 * The answer of `row`, just placed: a placement is an order's first moment as an order, so it has
 * no refund, withdrawal statement or invoice yet (each needs a placed order).
 */
export const placedOrderAnswer = (row: OrderRow, reads: PlacementReads, now: Date): Order =>
  toOrder(row, reads.items, { account: reads.bank, refunded: 0, withdrawals: [], invoices: [], now });
