// Orders as the API answers them (contract/orders.ts Order), and the customer's paged list.
// Only the customer's own orders are found: another customer's id reads as no order (404).
import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { OrdersPage } from '../../../contract/account.js';
import type { OrderInvoice } from '../../../contract/invoices.js';
import type { BankAccount, Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderItems, orderRefunds, orders } from '../../db/schema.js';
import { shopBankAccount } from '../shop-bank.js';
import { invoicesOf } from './invoice-list.js';
import { placed } from './life-sql.js';
import { OrderRefusal } from './refusal.js';
import type { OrderRow } from './steps.js';
import * as texts from './texts.js';
import { orderWithdrawal, type WithdrawalRow, withdrawalsOf } from './withdrawal-read.js';
import { orderTransfer } from './transfer.js';

export const orderNotFound = () => new OrderRefusal('missing', 'NOT_FOUND', texts.ORDER_NOT_FOUND);

/** What an order's answer reads beside its row and lines. */
interface OrderExtras {
  /** The shop's bank account, read once per answer (the transfer details, decision 190). */
  account: BankAccount | null;
  /** The order's refunds summed, cents. */
  refunded: number;
  /** Its withdrawal statements (decision 234). */
  withdrawals: readonly WithdrawalRow[];
  /** Its invoice and credit notes (decision 247). */
  invoices: OrderInvoice[];
  now: Date;
}

export function toOrder(row: OrderRow, rows: (typeof orderItems.$inferSelect)[], { account, refunded, withdrawals, invoices, now }: OrderExtras): Order {
  const items = [...rows].sort((a, b) => a.position - b.position).map((i) => i.item);
  return {
    id: row.id, number: row.number, status: row.status, createdAt: (row.placedAt ?? row.createdAt).toISOString(),
    checkout: row.checkout, items,
    transfer: orderTransfer(row, account),
    shipment: row.shipment ?? null,
    refunded,
    withdrawal: orderWithdrawal(row, items, withdrawals, now),
    invoices,
  };
}

/** What was refunded of each of `orderIds`, cents; an order with no refund is absent. */
async function refundedOf(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: orderRefunds.orderId, amount: sum(orderRefunds.amount).mapWith(Number) })
    .from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)).groupBy(orderRefunds.orderId);
  return new Map(rows.map((r) => [r.orderId, r.amount]));
}

/** The order when it is `userId`'s, else the 404 refusal. With `lock`, its row lock too. */
export async function ownOrderRow(db: Db, userId: number, orderId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
}

export async function orderAnswer(db: Db, row: OrderRow): Promise<Order> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  const refunded = await refundedOf(db, [row.id]);
  const withdrawals = await withdrawalsOf(db, [row.id]);
  const invoiced = await invoicesOf(db, [row.id]);
  return toOrder(row, items, {
    account: await shopBankAccount(db), refunded: refunded.get(row.id) ?? 0, withdrawals: withdrawals.get(row.id) ?? [],
    invoices: invoiced.get(row.id) ?? [], now: new Date(),
  });
}

export async function ownOrder(db: Db, userId: number, orderId: string): Promise<Order> {
  return orderAnswer(db, await ownOrderRow(db, userId, orderId));
}

/** The ids of the customer's placed orders, newest first (the User's `orders`, decision 204). */
export async function placedOrderIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), placed()))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  return rows.map((r) => r.id);
}

/**
 * The customer's placed orders, newest first, `limit` a page (decision 128: an intent that was
 * never placed is not an order of theirs yet, so it is not listed).
 */
export async function ordersPage(db: Db, userId: number, { page, limit }: { page: number; limit: number }): Promise<OrdersPage> {
  const theirs = and(eq(orders.userId, userId), placed());
  const [total] = await db.select({ n: count() }).from(orders).where(theirs);
  const rows = await db.select().from(orders).where(theirs).orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit).offset((page - 1) * limit);
  const items = rows.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.position));
  const account = await shopBankAccount(db);
  const refunded = await refundedOf(db, rows.map((r) => r.id));
  const withdrawals = await withdrawalsOf(db, rows.map((r) => r.id));
  const invoiced = await invoicesOf(db, rows.map((r) => r.id));
  const now = new Date();
  const totalPages = Math.max(1, Math.ceil((total?.n ?? 0) / limit));
  return {
    docs: rows.map((r) => toOrder(r, items.filter((i) => i.orderId === r.id), {
      account, refunded: refunded.get(r.id) ?? 0, withdrawals: withdrawals.get(r.id) ?? [], invoices: invoiced.get(r.id) ?? [], now,
    })),
    page, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages,
  };
}
