// Refunds and cancellations (decision 193): the workflows refund and cancel, steps with their undos
// run by the one runner (orders/step-runner.ts):
//  1. reserve, in one transaction under the order's row lock: the plan (refund-plan.ts), the
//     refund's row without the provider's reference, the lines' refunded units, the new status.
//     Undo: the row and the units taken back, the status put back.
//  2. the provider's refund (card, PayPal), outside any transaction. It fails → step 1 is undone:
//     the order is as it was, and the answer says the provider refused or did not answer. Once it
//     answered, the money is back: the point of no return (the runner's pivot).
//  3. record, in one transaction: the provider's reference, the stock back, the staff action, and
//     the customer's mail owed (decision 228), delivered by the caller after the commit.
//     The money is back by then, so a failure here undoes nothing: it is written on the order
//     (lastError REFUND_NOT_RECORDED, with the provider's reference) for the staff to see.
// A refund of an invoiced order gets its credit note in the transaction that records it
// (docs/decisions/235-electronic-invoices.md).
// A refund by hand (offline methods) and a cancellation with nothing to refund have no provider
// step: all three run in the one transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_RETURN_STATES } from '../../../contract/withdrawals.js';
import type { Db } from '../../db/client.js';
import { orderItems, orderRefunds, orders, orderWithdrawals } from '../../db/schema.js';
import { ProviderRefused, type ProviderRefund } from '../../payments/refunds.js';
import { ProviderUnreachable } from '../../payments/provider-down.js';
import { issueCreditNote } from '../invoices/issue.js';
import { giveBackStock } from '../orders/stock.js';
import type { OrderMailContext } from '../orders/mail.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep } from '../orders/step-runner.js';
import { noteFailure, type OrderRow } from '../orders/steps.js';
import { assertTransition } from '../orders/transitions.js';
import { recordStaffAction } from '../staff/audit.js';
import { oweCustomerMail, type CustomerMail } from './customer-mails.js';
import { lockPlacedOrder } from './move.js';
import { AdminOrderRefusal } from './refusal.js';
import type { RefundLine, SettlePlan } from './refund-plan.js';
import * as texts from './texts.js';

type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
type StatementRow = typeof orderWithdrawals.$inferSelect;
/** Works out the settlement from the order as it is under its lock: its lines, refunds and withdrawal statements. */
export type Planner = (row: OrderRow, items: ItemRow[], refunds: RefundRow[], statements: StatementRow[]) => SettlePlan;

/** The providers' refunds, as the routes bind them (server/payments/refunds.ts). */
export interface Refunder {
  refund(via: 'stripe' | 'paypal', order: OrderRow, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
}

interface Reserved {
  before: OrderRow;
  plan: SettlePlan;
  refundId: string | null;
}

async function markLines(tx: Db, orderId: string, lines: RefundLine[], sign: 1 | -1) {
  if (lines.length === 0) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    const row = items.find((i) => i.item.id === line.itemId);
    if (!row) continue;
    const quantity = row.item.refund.quantity + sign * line.quantity;
    await tx.update(orderItems).set({ item: { ...row.item, refund: { on: quantity > 0, quantity } } }).where(eq(orderItems.id, row.id));
  }
}

interface ReserveInput {
  staffId: number;
  orderId: string;
  planner: Planner;
}

/** 1. The plan reserved under the order's row lock. Undo: the refund's row and units taken back, the status put back. */
const reserveSettlement: OrderStep<ReserveInput, Reserved> = orderStep(
  'reserve the refund',
  async (tx, { staffId, orderId, planner }) => {
    const before = await lockPlacedOrder(tx, orderId);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const statements = await tx.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, orderId));
    const plan = planner(before, items, refunds, statements);
    if (plan.status !== before.status) assertTransition(before, plan.status);
    let refundId: string | null = null;
    if (plan.amount > 0) {
      // Its restock is fixed now, before the money moves: a settlement racing this one counts
      // these units as back already (decision 230).
      const [refund] = await tx.insert(orderRefunds).values({ orderId, amount: plan.amount, lines: plan.lines, via: plan.via, staffId, restockUnits: plan.restock })
        .returning({ id: orderRefunds.id });
      refundId = refund!.id;
      await markLines(tx, orderId, plan.lines, 1);
    }
    if (plan.status !== before.status) await tx.update(orders).set({ status: plan.status }).where(eq(orders.id, orderId));
    return { before, plan, refundId };
  },
  async (tx, { before, plan, refundId }) => {
    const now = await lockPlacedOrder(tx, before.id);
    if (refundId) {
      await tx.delete(orderRefunds).where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.reference)));
      await markLines(tx, before.id, plan.lines, -1);
    }
    // Only the status this step set is put back (nothing else moved it meanwhile).
    if (now.status === plan.status) await tx.update(orders).set({ status: before.status, updatedAt: before.updatedAt }).where(eq(orders.id, before.id));
  },
);

interface ProviderRefundInput {
  refunder: Refunder;
  reserved: Reserved;
  key: string;
}

/** 2. The provider's refund: the point of no return (money moved is not taken back by an undo). */
const refundAtProvider: OrderStep<ProviderRefundInput, ProviderRefund> = orderStep(
  'refund at the provider',
  (_tx, { refunder, reserved: { plan, before }, key }) => refunder.refund(plan.via as 'stripe' | 'paypal', before, plan.amount, key),
  () => Promise.resolve(),
  { reachesOut: true },
);

interface RecordInput {
  staffId: number;
  reserved: Reserved;
  reference: string | null;
  context: OrderMailContext;
}

/**
 * 3. Recorded: the reference, the stock back, the credit note, the audit, the customer's mail
 * owed. It runs after the point of no return, or last in the one transaction of a settlement
 * with no provider: the runner never undoes it, so its undo does nothing.
 */
const recordSettlement: OrderStep<RecordInput, Settled> = orderStep(
  'record the refund',
  (tx, { staffId, reserved, reference, context }) => record(tx, staffId, reserved, reference, context),
  () => Promise.resolve(),
);

async function record(tx: Db, staffId: number, reserved: Reserved, reference: string | null, context: OrderMailContext): Promise<Settled> {
  const { before, plan, refundId } = reserved;
  const now = new Date();
  if (plan.restock.length > 0) await giveBackStock(tx, plan.restock);
  const refund = refundId
    ? (await tx.update(orderRefunds).set({ reference, ...(plan.restock.length > 0 ? { restockedAt: now } : {}) }).where(eq(orderRefunds.id, refundId)).returning())[0]
    : undefined;
  // A cancelled order holds no stock any more; updatedAt moves with every settlement.
  const [row] = await tx.update(orders).set({ updatedAt: now, ...(plan.status === 'deleted' && plan.restock.length > 0 ? { stockHeld: false } : {}) })
    .where(eq(orders.id, before.id)).returning();
  // The update above holds the order's row: a shipment issuing the invoice meanwhile either
  // committed before (its invoice is read here) or waits and finds this refund recorded
  // (invoices/issue.ts issueOrderInvoice), so the credit note is issued by one of the two.
  if (refund) await issueCreditNote(tx, row!, refund, context.log, now);
  // A return's refund settles its statement with it (decision 245); a cancel, made before the
  // goods left, settles every statement still open: the money is back and nothing is to come
  // back (decision 272).
  if (plan.statementId) {
    await tx.update(orderWithdrawals).set({ returnState: 'refunded', refundId: refundId, refundedAt: now }).where(eq(orderWithdrawals.id, plan.statementId));
  } else if (plan.audit === 'order.cancelled') {
    await tx.update(orderWithdrawals).set({ returnState: 'refunded', refundId: refundId, refundedAt: now })
      .where(and(eq(orderWithdrawals.orderId, before.id), inArray(orderWithdrawals.returnState, [...OPEN_RETURN_STATES])));
  }
  await recordStaffAction(tx, {
    staffId, action: plan.audit, subjectType: 'order', subjectId: before.id,
    before: { status: before.status },
    after: {
      status: plan.status, refund: plan.amount > 0 ? { amount: plan.amount, via: plan.via, lines: plan.lines, reference } : null, restocked: plan.restock,
      ...(plan.statementId ? { statementId: plan.statementId } : {}),
    },
  });
  // A return closed with nothing to give back mails no refund of nothing (decision 245).
  const silent = plan.statementId !== undefined && plan.amount === 0;
  return { row: row!, mailId: silent ? null : await oweCustomerMail(tx, row!, mailOf(plan), context) };
}

export interface Settled {
  row: OrderRow;
  /** The customer's mail owed with the record (order_mails' id), to deliver after the commit. */
  mailId: number | null;
}

function mailOf(plan: SettlePlan): CustomerMail {
  return plan.audit === 'order.cancelled'
    ? { kind: 'cancelled', refunded: plan.amount, via: plan.amount > 0 ? plan.via : null }
    : { kind: 'refunded', amount: plan.amount, via: plan.via, lines: plan.lines, ...(plan.deducted ? { deducted: plan.deducted } : {}) };
}

interface Settlement {
  refunder: Refunder;
  staffId: number;
  orderId: string;
  planner: Planner;
  idempotencyKey: string | undefined;
  context: OrderMailContext;
}

const settlement = (name: 'refund' | 'cancel') => defineWorkflow<Settlement, Settled>(name, async (flow, { refunder, staffId, orderId, planner, idempotencyKey, context }) => {
  const { reserved, settled } = await flow.transaction(async (tx, run) => {
    const r = await run(reserveSettlement, { staffId, orderId, planner });
    // Nothing for a provider to do: the whole of it in this one transaction.
    const done = r.plan.amount === 0 || r.plan.via === 'manual' ? await run(recordSettlement, { staffId, reserved: r, reference: null, context }) : null;
    return { reserved: r, settled: done };
  });
  if (settled) return settled;
  const key = `raggio-refund-${orderId}-${idempotencyKey ? `${staffId}-${idempotencyKey}` : reserved.refundId}`;
  const paid = await flow.step(refundAtProvider, { refunder, reserved, key });
  flow.pivot();
  try {
    return await flow.transaction((_tx, run) => run(recordSettlement, { staffId, reserved, reference: paid.reference, context }));
  } catch (err) {
    await flow.transaction((_tx, run) => run(noteFailure, {
      orderId,
      lastError: {
        code: 'REFUND_NOT_RECORDED', message: `the provider refunded ${paid.amount} cents (${paid.reference}) but recording it failed: ${(err as Error).message}`,
        payload: { refundId: reserved.refundId, reference: paid.reference, amount: paid.amount }, at: new Date().toISOString(),
      },
    }));
    // The note stays for the staff to see: nothing before it is undone either.
    flow.pivot();
    throw err;
  }
});

const refund = settlement('refund');
const cancel = settlement('cancel');

/**
 * Refunds or cancels order `orderId` (the workflow `kind`) as `planner` says.
 * `idempotencyKey`: the caller's, passed on to the provider so a retried call refunds once.
 */
export async function settleOrder(
  db: Db, refunder: Refunder, staffId: number, orderId: string, kind: 'refund' | 'cancel', planner: Planner, idempotencyKey?: string, context: OrderMailContext = {},
): Promise<Settled> {
  try {
    return await runWorkflow(db, kind === 'cancel' ? cancel : refund, { refunder, staffId, orderId, planner, idempotencyKey, context });
  } catch (err) {
    if (err instanceof ProviderRefused) {
      throw new AdminOrderRefusal('conflict', 'REFUND_PROVIDER_FAILED', texts.REFUND_PROVIDER_FAILED, { provider: err.provider, issue: err.issue, detail: err.message });
    }
    if (err instanceof ProviderUnreachable) throw new AdminOrderRefusal('unavailable', 'REFUND_PROVIDER_DOWN', texts.REFUND_PROVIDER_DOWN, { provider: err.provider });
    throw err;
  }
}
