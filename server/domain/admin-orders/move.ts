// The back office's status actions (decision 193): transfer received, take charge, ready for
// pickup, ship, hand over. Each is one transaction under the order's row lock (orders/order-lock.ts),
// checked against its rule and ORDER_TRANSITIONS, and recorded in staff_actions with the order
// before and after. A refused action changes nothing. The customer's mail, if any, is owed in the
// same transaction (decision 228); the caller delivers it once the transaction committed. An
// order asking for an invoice gets it as it ships or is handed over, in the same transaction
// (docs/decisions/235-electronic-invoices.md).
import { and, eq } from 'drizzle-orm';
import type { AdminShipBody } from '../../../contract/admin-orders.js';
import { PICKUP_CARRIER, trackingUrlOf } from '../../../contract/carriers.js';
import type { Db } from '../../db/client.js';
import { orders, type OrderShipment } from '../../db/schema.js';
import { issueOrderInvoice } from '../invoices/issue.js';
import { placed } from '../orders/life-sql.js';
import { lockOrder } from '../orders/order-lock.js';
import type { OrderMailContext } from '../orders/mail.js';
import type { OrderRow } from '../orders/steps.js';
import { assertTransition } from '../orders/transitions.js';
import { recordStaffAction } from '../staff/audit.js';
import { fitsMove, MOVES, type StatusAction } from './action-rules.js';
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

export async function moveOrder(
  db: Db, staffId: number, orderId: string, action: StatusAction, ship?: AdminShipBody, context: OrderMailContext = {}, now = new Date(),
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const row = await lockPlacedOrder(tx, orderId);
    const move = MOVES[action];
    if (!move.from.includes(row.status)) throw statusConflict(row.status, action);
    const misfit = fitsMove(action, row);
    if (misfit) throw new AdminOrderRefusal('conflict', misfit, MISFITS[misfit], { status: row.status, action });
    assertTransition(row.status, move.to);
    const shipment = shipmentOf(action, ship, now);
    const [after] = await tx.update(orders).set({ status: move.to, ...(shipment ? { shipment } : {}) }).where(eq(orders.id, row.id)).returning();
    if (move.to === 'shipped') await issueOrderInvoice(tx, after!, context.log, now);
    await recordStaffAction(tx, {
      staffId, action: move.audit, subjectType: 'order', subjectId: row.id,
      before: { status: row.status, shipment: row.shipment }, after: { status: move.to, shipment: after!.shipment },
    });
    return { row: after!, mailId: move.mail ? await oweCustomerMail(tx, after!, { kind: move.mail } as CustomerMail, context) : null };
  });
}
