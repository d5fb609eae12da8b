// The retention sweep's one step (docs/decisions/250-the-retention-sweep.md): orders whose time
// has run are deleted with every row that hangs on them, their invoices' files included. Only the
// year's invoice counter and the number sequences stay, which hold no personal data: no invoice
// or order number is ever given twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, orderItems, orderMails, orderNotes, orderRefunds, orderWithdrawals, orders, staffActions } from '../../db/schema.js';
import { orderStep, type OrderStep } from './step-runner.js';

/** What one deletion removed, by table; no order's id, number or name. */
export interface ErasedRows {
  orders: number;
  lines: number;
  refunds: number;
  invoices: number;
  creditNotes: number;
  withdrawals: number;
  mails: number;
  notes: number;
  /** The staff's audit rows about the orders (decision 225): they name what the order held. */
  auditRows: number;
}

export const NOTHING_ERASED: ErasedRows = {
  orders: 0, lines: 0, refunds: 0, invoices: 0, creditNotes: 0, withdrawals: 0, mails: 0, notes: 0, auditRows: 0,
};

export const addErased = (a: ErasedRows, b: ErasedRows): ErasedRows => ({
  orders: a.orders + b.orders, lines: a.lines + b.lines, refunds: a.refunds + b.refunds, invoices: a.invoices + b.invoices,
  creditNotes: a.creditNotes + b.creditNotes, withdrawals: a.withdrawals + b.withdrawals, mails: a.mails + b.mails,
  notes: a.notes + b.notes, auditRows: a.auditRows + b.auditRows,
});

const one = { one: sql`1` };

/**
 * Deletes orders `ids`, already locked by the caller, and all that hangs on them. The invoices
 * first: they reference the order and its refunds with no cascade, so that nothing but this step
 * deletes an invoiced order. Undo: none can be; the step runs alone and last in its workflow's one
 * transaction, so a failure rolls it back and the runner never calls its undo.
 */
export const eraseOrders: OrderStep<string[], ErasedRows> = orderStep(
  'erase the orders',
  async (tx: Db, ids) => {
    if (ids.length === 0) return NOTHING_ERASED;
    const documents = await tx.delete(invoices).where(inArray(invoices.orderId, ids)).returning({ kind: invoices.kind });
    const auditRows = await tx.delete(staffActions)
      .where(and(eq(staffActions.subjectType, 'order'), inArray(staffActions.subjectId, ids))).returning(one);
    const withdrawals = await tx.delete(orderWithdrawals).where(inArray(orderWithdrawals.orderId, ids)).returning(one);
    const refunds = await tx.delete(orderRefunds).where(inArray(orderRefunds.orderId, ids)).returning(one);
    const mails = await tx.delete(orderMails).where(inArray(orderMails.orderId, ids)).returning(one);
    const notes = await tx.delete(orderNotes).where(inArray(orderNotes.orderId, ids)).returning(one);
    const lines = await tx.delete(orderItems).where(inArray(orderItems.orderId, ids)).returning(one);
    const gone = await tx.delete(orders).where(inArray(orders.id, ids)).returning(one);
    return {
      orders: gone.length, lines: lines.length, refunds: refunds.length,
      invoices: documents.filter((d) => d.kind === 'TD01').length, creditNotes: documents.filter((d) => d.kind === 'TD04').length,
      withdrawals: withdrawals.length, mails: mails.length, notes: notes.length, auditRows: auditRows.length,
    };
  },
  () => Promise.reject(new Error('an erased order cannot be brought back')),
);
