// GET admin/orders/{id}: one placed order as the staff see it — lines, addresses, shipping and
// payment, its provider references, the mails it was sent, its refunds and shipment, the last
// error and who did what to it (decisions 192, 193).
import { and, asc, eq } from 'drizzle-orm';
import type { AdminOrder } from '../../../contract/admin-orders.js';
import type { Db } from '../../db/client.js';
import { orderItems, orderMails, orderRefunds, orders, staff, users } from '../../db/schema.js';
import { placed } from '../orders/life-sql.js';
import { withdrawalPeriod } from '../orders/withdrawal-period.js';
import { toWithdrawal, withdrawalsOf } from '../orders/withdrawal-read.js';
import { orderNotFound } from '../orders/read.js';
import type { OrderRow } from '../orders/steps.js';
import { SHOP_ID } from '../shop-id.js';
import { subjectHistory } from '../staff/audit.js';
import { allowedActions, isPaid } from './action-rules.js';
import { orderNotesOf } from './notes-read.js';

/** A placed order of the shop, or the 404 refusal (an intent never placed is no order yet). */
export async function placedOrderRow(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.shopId, SHOP_ID), placed()));
  if (!row) throw orderNotFound();
  return row;
}

/** What was refunded of the order so far, cents. */
export async function refundedSoFar(db: Db, orderId: string): Promise<number> {
  const rows = await db.select({ amount: orderRefunds.amount }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

export async function adminOrderOf(db: Db, row: OrderRow): Promise<AdminOrder> {
  const [customer] = await db.select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, row.userId));
  const items = await db.select({ item: orderItems.item }).from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position));
  const mails = await db.select().from(orderMails).where(eq(orderMails.orderId, row.id)).orderBy(asc(orderMails.createdAt), asc(orderMails.id));
  const refunds = await db.select({ refund: orderRefunds, staff: { id: staff.id, name: staff.name } }).from(orderRefunds)
    .innerJoin(staff, eq(staff.id, orderRefunds.staffId)).where(eq(orderRefunds.orderId, row.id)).orderBy(asc(orderRefunds.createdAt));
  const refunded = refunds.reduce((sum, r) => sum + r.refund.amount, 0);
  const total = row.checkout.cashier.total;
  const { cashier, addresses, gift, shipping, payment } = row.checkout;
  return {
    id: row.id, number: row.number, status: row.status, lang: row.lang,
    createdAt: row.createdAt.toISOString(), placedAt: row.placedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString(),
    customer: { id: row.userId, name: { first: customer?.first ?? '', last: customer?.last ?? '' }, email: customer?.email ?? '' },
    items: items.map((i) => i.item), addresses, gift, shipping, cashier,
    payment: { method: payment.method, confirmed: row.payment ?? null, stripeSessionId: row.stripeSessionId, paypalOrderId: row.paypalOrderId },
    totals: { total, refunded, refundable: isPaid(row) ? Math.max(0, total - refunded) : 0 },
    shipment: row.shipment ?? null,
    withdrawalLastDay: withdrawalPeriod(row, new Date()).lastDay,
    lastError: row.lastError ? { ...row.lastError } : null,
    mails: mails.map((m) => ({
      kind: m.kind, to: m.to, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null, attempts: m.attempts, error: m.error,
    })),
    refunds: refunds.map(({ refund, staff: who }) => ({
      id: refund.id, amount: refund.amount, lines: refund.lines, via: refund.via, reference: refund.reference,
      restockedAt: refund.restockedAt?.toISOString() ?? null, staff: who, createdAt: refund.createdAt.toISOString(),
    })),
    history: await subjectHistory(db, 'order', row.id),
    notes: await orderNotesOf(db, row.id),
    withdrawals: ((await withdrawalsOf(db, [row.id])).get(row.id) ?? []).map((s) => toWithdrawal(s, items.map((i) => i.item))),
    actions: allowedActions(row, refunded),
  };
}

export async function adminOrder(db: Db, orderId: string): Promise<AdminOrder> {
  return adminOrderOf(db, await placedOrderRow(db, orderId));
}
