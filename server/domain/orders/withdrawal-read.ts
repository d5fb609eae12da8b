// An order's withdrawal as the customer reads it (decision 234): whether the function is offered,
// its last day, the units still withdrawable and the statements given.
import { asc, inArray } from 'drizzle-orm';
import type { OrderItem } from '../../../contract/orders.js';
import { REFUND_DAYS, RETURN_SHIP_DAYS, type OrderWithdrawal, type StatementReturn, type Withdrawal } from '../../../contract/withdrawals.js';
import type { Db } from '../../db/client.js';
import { orderWithdrawals } from '../../db/schema.js';
import type { OrderRow } from './steps.js';
import { plusDays, romeDay, withdrawalPeriod } from './withdrawal-period.js';

export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** The statements of each of `orderIds`, oldest first. */
export async function withdrawalsOf(db: Db, orderIds: string[]): Promise<Map<string, WithdrawalRow[]>> {
  const byOrder = new Map<string, WithdrawalRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderWithdrawals).where(inArray(orderWithdrawals.orderId, orderIds))
    .orderBy(asc(orderWithdrawals.receivedAt), asc(orderWithdrawals.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export const itemName = (item: OrderItem | undefined, itemId: string): string =>
  item ? `${item.brand && !item.name.startsWith(item.brand.name) ? `${item.brand.name} ` : ''}${item.name}` : itemId;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The return's course (decision 245): its state and deadlines, each a Rome calendar day. */
export function returnOf(row: WithdrawalRow): StatementReturn {
  return {
    state: row.returnState, acceptedAt: iso(row.acceptedAt),
    shipBy: row.acceptedAt ? plusDays(romeDay(row.acceptedAt), RETURN_SHIP_DAYS) : null,
    refusedAt: iso(row.refusedAt), refusedReason: row.refusedReason, goodsReceivedAt: iso(row.goodsReceivedAt),
    receivedLines: row.receivedLines, deductions: row.deductions,
    refundBy: plusDays(romeDay(row.receivedAt), REFUND_DAYS), refundId: row.refundId, refundedAt: iso(row.refundedAt),
    shipmentProof: row.shipmentProof ?? null,
  };
}

export function toWithdrawal(row: WithdrawalRow, items: readonly OrderItem[]): Withdrawal {
  return {
    id: row.id, receivedAt: row.receivedAt.toISOString(), name: row.name, email: row.email, reason: row.reason,
    lines: row.lines.map((line) => ({ ...line, name: itemName(items.find((item) => item.id === line.itemId), line.itemId) })),
    return: returnOf(row),
  };
}

/** Units of each line still withdrawable: bought, less refunded, less withdrawn before. */
export function withdrawableUnits(items: readonly OrderItem[], statements: readonly WithdrawalRow[]): { itemId: string; quantity: number }[] {
  return items.map((item) => {
    // A refunded statement's units count among the refunded ones (decision 245), not twice.
    const withdrawn = statements.filter((s) => s.returnState !== 'refunded').reduce((sum, s) => sum + s.lines.filter((l) => l.itemId === item.id).reduce((n, l) => n + l.quantity, 0), 0);
    return { itemId: item.id, quantity: Math.max(0, item.quantity - item.refund.quantity - withdrawn) };
  });
}

export function orderWithdrawal(row: OrderRow, items: readonly OrderItem[], statements: readonly WithdrawalRow[], now: Date): OrderWithdrawal {
  const period = withdrawalPeriod(row, now);
  const withdrawable = withdrawableUnits(items, statements);
  return {
    open: period.inPeriod && withdrawable.some((line) => line.quantity > 0),
    lastDay: period.lastDay,
    withdrawable,
    statements: statements.map((s) => toWithdrawal(s, items)),
  };
}
