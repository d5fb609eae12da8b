// The back office's status actions (decision 193): transfer received, take charge, ready for
// pickup, ship, hand over: one workflow each (transferReceived, takeCharge, readyForPickup, ship,
// handOver), its steps in one transaction under the order's row lock (orders/order-lock.ts),
// checked against its rule and ORDER_TRANSITIONS, and recorded in staff_actions with the order
// before and after. A refused action changes nothing. The customer's mail, if any, is owed in the
// same transaction (decision 228); the caller delivers it once the transaction committed. An
// order asking for an invoice gets it as it ships or is handed over, in the same transaction
// (docs/decisions/235-electronic-invoices.md).
import { and, eq } from 'drizzle-orm';
import type { AdminShipBody } from '../../../contract/admin-orders.js';
import { PICKUP_CARRIER, trackingUrlOf } from '../../../contract/carriers.js';
import type { Db } from '../../db/client.js';
import { orderMails, orders, type OrderShipment } from '../../db/schema.js';
import { issueOrderInvoice } from '../invoices/issue.js';
import { placed } from '../orders/life-sql.js';
import { lockOrder } from '../orders/order-lock.js';
import type { OrderMailContext } from '../orders/mail.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep, type OrderWorkflowOf } from '../orders/step-runner.js';
import type { OrderRow } from '../orders/steps.js';
import { assertTransition } from '../orders/transitions.js';
import { recordStaffAction } from '../staff/audit.js';
import { fitsMove, MOVES, type Move, type StatusAction } from './action-rules.js';
import { oweCustomerMail, type CustomerMail } from './customer-mails.js';
import { AdminOrderRefusal, statusConflict } from './refusal.js';
import * as texts from './texts.js';

const MISFITS = { NOT_A_TRANSFER: texts.NOT_A_TRANSFER, NOT_A_PICKUP: texts.NOT_A_PICKUP, IS_A_PICKUP: texts.IS_A_PICKUP };

/** The order `orderId` if placed, locked with its cart (an intent never placed is no order: 404). */
export const lockPlacedOrder = (tx: Db, orderId: string) => lockOrder(tx, orderId, and(eq(orders.id, orderId), placed()));

function shipmentOf(action: StatusAction, ship: AdminShipBody | undefined, now: Date): OrderShipment | undefined {
  if (action === 'ship' && ship) {
    return { carrier: ship.carrier, trackingNumber: ship.trackingNumber, trackingUrl: trackingUrlOf(ship.carrier, ship.trackingNumber), at: now.toISOString() };
  }
  // Collected at the shop: 'shipped' with no courier (the status table has no 'collected').
  if (action === 'hand-over') return { carrier: PICKUP_CARRIER, trackingNumber: '', trackingUrl: null, at: now.toISOString() };
  return undefined;
}

export interface Moved {
  row: OrderRow;
  /** The customer's mail owed by the action (order_mails' id), to deliver after the commit. */
  mailId: number | null;
}

interface MoveInput {
  staffId: number;
  row: OrderRow;
  move: Move;
  shipment: OrderShipment | undefined;
}

/**
 * The order moved, and the move recorded in the audit with the order before and after. Undo: the
 * order back as it was, the undoing recorded too (the audit only grows).
 */
const moveStatus: OrderStep<MoveInput, { input: MoveInput; after: OrderRow }> = orderStep(
  'move the order',
  async (tx, input) => {
    const { staffId, row, move, shipment } = input;
    assertTransition(row, move.to);
    const [after] = await tx.update(orders).set({ status: move.to, ...(shipment ? { shipment } : {}) }).where(eq(orders.id, row.id)).returning();
    await recordStaffAction(tx, {
      staffId, action: move.audit, subjectType: 'order', subjectId: row.id,
      before: { status: row.status, shipment: row.shipment }, after: { status: move.to, shipment: after!.shipment },
    });
    return { input, after: after! };
  },
  async (tx, { input: { staffId, row, move }, after }) => {
    await tx.update(orders).set({ status: row.status, shipment: row.shipment }).where(eq(orders.id, row.id));
    await recordStaffAction(tx, {
      staffId, action: `${move.audit}.undone`, subjectType: 'order', subjectId: row.id,
      before: { status: after.status, shipment: after.shipment }, after: { status: row.status, shipment: row.shipment },
    });
  },
);

/** The customer's mail about the move owed (none when the customer is gone). Undo: no longer owed. */
const oweMoveMail: OrderStep<{ row: OrderRow; mail: CustomerMail; context: OrderMailContext }, number | null> = orderStep(
  'owe the customer\'s mail',
  (tx, { row, mail, context }) => oweCustomerMail(tx, row, mail, context),
  async (tx, mailId) => {
    if (mailId !== null) await tx.delete(orderMails).where(eq(orderMails.id, mailId));
  },
);

/**
 * The invoice of an order that asked for one, as it ships or is handed over. The last step of its
 * transaction, nothing after it can fail: never undone (an invoice issued is taken back only by a
 * credit note, docs/decisions/235-electronic-invoices.md).
 */
export const issueInvoice: OrderStep<{ row: OrderRow; context: OrderMailContext; now: Date }, Awaited<ReturnType<typeof issueOrderInvoice>>> = orderStep(
  'issue the invoice',
  (tx, { row, context, now }) => issueOrderInvoice(tx, row, context.log, now),
  () => Promise.resolve(),
);

interface StaffMove {
  staffId: number;
  orderId: string;
  action: StatusAction;
  ship: AdminShipBody | undefined;
  context: OrderMailContext;
  now: Date;
}

const moveWorkflow = (move: Move) => defineWorkflow<StaffMove, Moved>(move.workflow, (flow, { staffId, orderId, action, ship, context, now }) =>
  flow.transaction(async (tx, run) => {
    const row = await lockPlacedOrder(tx, orderId);
    if (!move.from.includes(row.status)) throw statusConflict(row.status, action);
    const misfit = fitsMove(action, row);
    if (misfit) throw new AdminOrderRefusal('conflict', misfit, MISFITS[misfit], { status: row.status, action });
    const { after } = await run(moveStatus, { staffId, row, move, shipment: shipmentOf(action, ship, now) });
    const mailId = move.mail ? await run(oweMoveMail, { row: after, mail: { kind: move.mail } as CustomerMail, context }) : null;
    if (move.to === 'shipped') await run(issueInvoice, { row: after, context, now });
    return { row: after, mailId };
  }));

/** The staff's status moves, one workflow each: transferReceived, takeCharge, readyForPickup, ship, handOver. */
const MOVE_WORKFLOWS = Object.fromEntries((Object.keys(MOVES) as StatusAction[]).map((action) => [action, moveWorkflow(MOVES[action])])) as
  Record<StatusAction, OrderWorkflowOf<StaffMove, Moved>>;

export function moveOrder(
  db: Db, staffId: number, orderId: string, action: StatusAction, ship?: AdminShipBody, context: OrderMailContext = {}, now = new Date(),
): Promise<Moved> {
  return runWorkflow(db, MOVE_WORKFLOWS[action], { staffId, orderId, action, ship, context, now });
}
