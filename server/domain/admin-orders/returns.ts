// Returns in the back office (docs/decisions/245-returns-in-the-back-office.md): a withdrawal
// statement (decision 234) accepted, refused or its goods checked, each a workflow of the one
// runner (acceptReturn, refuseReturn, receiveReturn; they move no order status). Under the order's
// row lock, in one transaction: the statement's state moved (audited with before and after), the
// resellable units back in stock, and the customer's mail owed (decision 228), delivered by the
// caller after the commit. The refund is the refund workflow (settle.ts, planReturnRefund).
// The customer's proof of shipment (recordShipmentProof, decision 249) lets the refund go before
// the goods arrive, in full; goods arriving after such a refund are checked and restocked, with
// no deduction (there is nothing left to take it from) and no mail (the customer has the money).
import { and, eq } from 'drizzle-orm';
import type { ReturnReceiveBody, ReturnState, ShipmentProofBody } from '../../../contract/withdrawals.js';
import type { Db } from '../../db/client.js';
import { orderItems, orderMails, orderRefunds, orderWithdrawals } from '../../db/schema.js';
import { invoiceSeller } from '../invoices/seller.js';
import type { StockUnit } from '../orders/frozen-checkout.js';
import type { OrderMailContext } from '../orders/mail.js';
import { oweOrderMail } from '../orders/order-mails.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep, type RunStep } from '../orders/step-runner.js';
import type { OrderRow } from '../orders/steps.js';
import { giveBackStock, takeBackStock } from '../orders/stock.js';
import { romeDay } from '../orders/withdrawal-period.js';
import { returnOf, type WithdrawalRow } from '../orders/withdrawal-read.js';
import { recordStaffAction } from '../staff/audit.js';
import { lockPlacedOrder } from './move.js';
import { returnLinesValue, returnRestock } from './refund-plan.js';
import { AdminOrderRefusal } from './refusal.js';
import { returnMail, type ReturnMail } from './return-mails.js';
import * as words from './return-texts.js';

type ReturnChange = Partial<Pick<WithdrawalRow,
  'returnState' | 'acceptedAt' | 'refusedAt' | 'refusedReason' | 'goodsReceivedAt' | 'receivedLines' | 'deductions' | 'restocked' | 'shipmentProof'>>;

interface ChangeInput {
  staffId: number;
  before: WithdrawalRow;
  change: ReturnChange;
  action: string;
}

const pick = (row: WithdrawalRow, change: ReturnChange) =>
  Object.fromEntries(Object.keys(change).map((key) => [key, row[key as keyof ReturnChange]])) as ReturnChange;

/**
 * The statement's return moved, audited with before and after. Undo: the statement as it was, the
 * undoing audited too (the audit only grows).
 */
const changeReturn: OrderStep<ChangeInput, { input: ChangeInput; after: WithdrawalRow }> = orderStep(
  'change the return',
  async (tx, input) => {
    const { staffId, before, change, action } = input;
    const [after] = await tx.update(orderWithdrawals).set(change).where(eq(orderWithdrawals.id, before.id)).returning();
    await recordStaffAction(tx, {
      staffId, action, subjectType: 'order', subjectId: before.orderId,
      before: { statementId: before.id, ...pick(before, change) }, after: { statementId: before.id, ...change },
    });
    return { input, after: after! };
  },
  async (tx, { input: { staffId, before, change, action } }) => {
    await tx.update(orderWithdrawals).set(pick(before, change)).where(eq(orderWithdrawals.id, before.id));
    await recordStaffAction(tx, {
      staffId, action: `${action}.undone`, subjectType: 'order', subjectId: before.orderId,
      before: { statementId: before.id, ...change }, after: { statementId: before.id, ...pick(before, change) },
    });
  },
);

/** The resellable units back in stock. Undo: taken again. */
const restockReturn: OrderStep<StockUnit[], StockUnit[]> = orderStep(
  'restock the returned goods',
  async (tx, units) => {
    if (units.length > 0) await giveBackStock(tx, units);
    return units;
  },
  async (tx, units) => {
    if (units.length > 0) await takeBackStock(tx, units);
  },
);

/** The customer's mail about the return owed. Undo: no longer owed. */
const oweReturnMail: OrderStep<{ row: OrderRow; statement: WithdrawalRow; mail: ReturnMail; context: OrderMailContext }, number> = orderStep(
  "owe the return's mail",
  (tx, { row, statement, mail, context }) => oweOrderMail(tx, row.id, mail.kind, returnMail(row, statement, mail, context)),
  async (tx, mailId) => {
    await tx.delete(orderMails).where(eq(orderMails.id, mailId));
  },
);

/** The order (locked) and its statement `statementId`, or 404. */
async function lockStatement(tx: Db, orderId: string, statementId: string): Promise<{ row: OrderRow; statement: WithdrawalRow }> {
  const row = await lockPlacedOrder(tx, orderId);
  const [statement] = await tx.select().from(orderWithdrawals).where(and(eq(orderWithdrawals.id, statementId), eq(orderWithdrawals.orderId, row.id)));
  if (!statement) throw new AdminOrderRefusal('missing', 'WITHDRAWAL_NOT_FOUND', words.STATEMENT_NOT_FOUND, { statementId });
  return { row, statement };
}

function inState(statement: WithdrawalRow, allowed: readonly ReturnState[], action: string): void {
  if (!allowed.includes(statement.returnState)) {
    throw new AdminOrderRefusal('conflict', 'RETURN_STATE_CONFLICT', words.returnStateConflict(statement.returnState), { state: statement.returnState, action });
  }
}

export interface ReturnInput {
  staffId: number;
  orderId: string;
  statementId: string;
  context: OrderMailContext;
}

export interface ReturnMoved {
  row: OrderRow;
  /** The customer's mail owed (order_mails' id), to deliver after the commit; null when none is owed. */
  mailId: number | null;
}

type Body<In> = (tx: Db, run: RunStep, found: { row: OrderRow; statement: WithdrawalRow }, input: In) => Promise<number | null>;

const returnWorkflow = <In extends ReturnInput>(name: 'acceptReturn' | 'refuseReturn' | 'receiveReturn' | 'recordShipmentProof', body: Body<In>) =>
  defineWorkflow<In, ReturnMoved>(name, (flow, input) => flow.transaction(async (tx, run) => {
    const found = await lockStatement(tx, input.orderId, input.statementId);
    return { row: found.row, mailId: await body(tx, run, found, input) };
  }));

const acceptance = returnWorkflow<ReturnInput>('acceptReturn', async (tx, run, { row, statement }, { staffId, context }) => {
  inState(statement, ['received'], 'accept');
  const { after } = await run(changeReturn, { staffId, before: statement, change: { returnState: 'accepted', acceptedAt: new Date() }, action: 'order.return.accepted' });
  const { seller } = await invoiceSeller(tx);
  return run(oweReturnMail, { row, statement: after, mail: { kind: 'returnAccepted', shipBy: returnOf(after).shipBy!, seller }, context });
});

const refusal = returnWorkflow<ReturnInput & { reason: string }>('refuseReturn', async (_tx, run, { row, statement }, { staffId, reason, context }) => {
  inState(statement, ['received', 'accepted'], 'refuse');
  const { after } = await run(changeReturn, {
    staffId, before: statement, change: { returnState: 'refused', refusedAt: new Date(), refusedReason: reason }, action: 'order.return.refused',
  });
  return run(oweReturnMail, { row, statement: after, mail: { kind: 'returnRefused', reason }, context });
});

/** The received lines' refusals: a line not of the statement or named twice, more units than withdrawn, deductions over the lines' value. */
function checkReceived(statement: WithdrawalRow, items: (typeof orderItems.$inferSelect)[], body: ReturnReceiveBody): void {
  const seen = new Set<string>();
  for (const line of body.lines) {
    const withdrawn = statement.lines.find((l) => l.itemId === line.itemId);
    if (!withdrawn || seen.has(line.itemId)) throw new AdminOrderRefusal('invalid', 'RETURN_LINE_UNKNOWN', words.RECEIVED_LINE_UNKNOWN, { itemId: line.itemId });
    seen.add(line.itemId);
    if (line.quantity > withdrawn.quantity) {
      throw new AdminOrderRefusal('invalid', 'RETURN_TOO_MANY_UNITS', words.receivedTooMany(withdrawn.quantity), { itemId: line.itemId, withdrawn: withdrawn.quantity });
    }
  }
  const deductions = body.lines.reduce((sum, l) => sum + l.deduction, 0);
  const value = returnLinesValue(items, statement.lines);
  if (deductions > value) throw new AdminOrderRefusal('invalid', 'RETURN_DEDUCTION_TOO_MUCH', words.deductionTooMuch(new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value / 100)), { value });
}

/** Refunded on the proof of shipment, the goods not back yet (decision 249). */
const refundedOnProof = (statement: WithdrawalRow) =>
  statement.returnState === 'refunded' && statement.shipmentProof !== null && statement.goodsReceivedAt === null;

const receipt = returnWorkflow<ReturnInput & { body: ReturnReceiveBody }>('receiveReturn', async (tx, run, { row, statement }, { staffId, body, context }) => {
  const afterRefund = refundedOnProof(statement);
  if (!afterRefund) inState(statement, ['received', 'accepted'], 'receive');
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  checkReceived(statement, items, body);
  if (afterRefund && body.lines.some((l) => l.deduction > 0)) {
    throw new AdminOrderRefusal('invalid', 'RETURN_ALREADY_REFUNDED', words.NO_DEDUCTION_AFTER_REFUND, { state: statement.returnState });
  }
  const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
  const statements = await tx.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, row.id));
  const resellable = body.lines.filter((l) => l.condition === 'resellable' && l.quantity > 0).map(({ itemId, quantity }) => ({ itemId, quantity }));
  const restocked = await run(restockReturn, returnRestock(row, items, refunds, statements, resellable));
  const { after } = await run(changeReturn, {
    staffId, before: statement, action: 'order.return.received',
    change: {
      ...(afterRefund ? {} : { returnState: 'goodsReceived' as const }), goodsReceivedAt: new Date(), receivedLines: body.lines,
      deductions: body.lines.reduce((sum, l) => sum + l.deduction, 0), restocked,
    },
  });
  if (afterRefund) return null;
  return run(oweReturnMail, { row, statement: after, mail: { kind: 'returnReceived', lines: body.lines, items: items.map((i) => i.item) }, context });
});

/**
 * The customer's proof that the goods were sent, on an accepted return (recorded again to correct
 * it): the refund may go before they arrive. No mail: the customer sent it.
 */
const proof = returnWorkflow<ReturnInput & { body: ShipmentProofBody; now: Date }>('recordShipmentProof', async (_tx, run, { statement }, { staffId, body, now }) => {
  inState(statement, ['accepted'], 'proof');
  if (body.sentOn > romeDay(now)) throw new AdminOrderRefusal('invalid', 'PROOF_DAY_IN_FUTURE', words.PROOF_DAY_IN_FUTURE, { today: romeDay(now) });
  await run(changeReturn, {
    staffId, before: statement, action: 'order.return.proof', change: { shipmentProof: { ...body, recordedAt: now.toISOString() } },
  });
  return null;
});

/** The return accepted: the instructions mailed (where, how, by when). */
export const acceptReturn = (db: Db, input: ReturnInput) => runWorkflow(db, acceptance, input);
/** The return refused: the reason mailed. */
export const refuseReturn = (db: Db, input: ReturnInput & { reason: string }) => runWorkflow(db, refusal, input);
/** The customer's proof of shipment recorded: the return may be refunded before the goods arrive. */
export const recordShipmentProof = (db: Db, input: ReturnInput & { body: ShipmentProofBody }, now = new Date()) =>
  runWorkflow(db, proof, { ...input, now });
/** The goods back and checked: resellable units back in stock, deductions recorded and mailed. */
export const receiveReturn = (db: Db, input: ReturnInput & { body: ReturnReceiveBody }) => runWorkflow(db, receipt, input);
