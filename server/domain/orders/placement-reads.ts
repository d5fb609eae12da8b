// What a placement's answer and mails read besides the order's own changing fields, read before the
// placement's transaction (docs/decisions/268-a-placement-reads-before-its-transaction.md): the
// order's lines and frozen checkout (fixed when its intent was made), its customer, the shop's bank
// account and order address, the methods' names. None needs the order's locks, and every statement
// read inside the transaction would hold PGlite's one connection from every other shopper.
import { and, eq, sql } from 'drizzle-orm';
import type { BankAccount, Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, payments, settings, shippings, shops, users } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import type { MethodNames } from './order-mail-parts.js';
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
  // One statement for the order's surroundings, one for its lines: on PGlite each takes its turn
  // on the one connection.
  const [found] = await db.select({
    email: users.email, firstName: users.firstName, lastName: users.lastName,
    shopTo: settings.ordersEmail, bank: shops.bank, payment: payments.name, shipping: shippings.name,
  }).from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shops, eq(shops.id, SHOP_ID))
    .leftJoin(settings, eq(settings.shopId, SHOP_ID))
    .leftJoin(payments, and(eq(payments.shopId, SHOP_ID), eq(payments.id, sql`${orders.checkout}->'payment'->>'method'`)))
    .leftJoin(shippings, eq(shippings.id, sql`(${orders.checkout}->'shipping'->>'id')::int`))
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const { email, firstName, lastName, shopTo, bank, payment, shipping } = found;
  return {
    items: await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    customer: email !== null && firstName !== null && lastName !== null ? { email, firstName, lastName } : null,
    bank, shopTo: shopTo || null, names: { payment, shipping },
  };
}

/**
 * The answer of `row`, just placed: a placement is an order's first moment as an order, so it has
 * no refund, withdrawal statement or invoice yet (each needs a placed order).
 */
export const placedOrderAnswer = (row: OrderRow, reads: PlacementReads, now: Date): Order =>
  toOrder(row, reads.items, { account: reads.bank, refunded: 0, withdrawals: [], invoices: [], now });
