// The day a courier delivered an order, as the staff record it (docs/decisions/249-after-the-sale.md),
// e.g. read on the courier's tracking: the withdrawal period then counts from it rather than from
// the assumed delivery (orders/withdrawal-period.ts). The workflow recordDelivery, one step under
// the order's row lock, audited with before and after; recorded again to correct a mistyped day.
// It moves no status and mails nobody.
import { eq } from 'drizzle-orm';
import { PICKUP_CARRIER } from '../../../contract/carriers.js';
import type { Db } from '../../db/client.js';
import { orders, type OrderShipment } from '../../db/schema.js';
import { defineWorkflow, orderStep, runWorkflow, type OrderStep } from '../orders/step-runner.js';
import type { OrderRow } from '../orders/steps.js';
import { romeDay } from '../orders/withdrawal-period.js';
import { recordStaffAction } from '../staff/audit.js';
import { lockPlacedOrder } from './move.js';
import { AdminOrderRefusal } from './refusal.js';
import * as texts from './texts.js';

interface DeliveryInput {
  staffId: number;
  row: OrderRow;
  shipment: OrderShipment;
}

const AUDIT = 'order.delivered';

/** The delivery day written on the shipment, audited. Undo: the shipment as it was, the undoing audited too. */
const recordDeliveryDay: OrderStep<DeliveryInput, { input: DeliveryInput; after: OrderRow }> = orderStep(
  'record the delivery day',
  async (tx, input) => {
    const { staffId, row, shipment } = input;
    const [after] = await tx.update(orders).set({ shipment }).where(eq(orders.id, row.id)).returning();
    await recordStaffAction(tx, {
      staffId, action: AUDIT, subjectType: 'order', subjectId: row.id,
      before: { deliveredOn: row.shipment?.deliveredOn ?? null }, after: { deliveredOn: shipment.deliveredOn ?? null },
    });
    return { input, after: after! };
  },
  async (tx, { input: { staffId, row, shipment } }) => {
    await tx.update(orders).set({ shipment: row.shipment }).where(eq(orders.id, row.id));
    await recordStaffAction(tx, {
      staffId, action: `${AUDIT}.undone`, subjectType: 'order', subjectId: row.id,
      before: { deliveredOn: shipment.deliveredOn ?? null }, after: { deliveredOn: row.shipment?.deliveredOn ?? null },
    });
  },
);

/** Why the day cannot be recorded on `row`, or null: a courier shipment, the day between its shipping and today. */
function refusalOf(row: OrderRow, deliveredOn: string, now: Date): AdminOrderRefusal | null {
  const shipment = row.shipment;
  if (!shipment || row.status === 'deleted') return new AdminOrderRefusal('conflict', 'NOT_SHIPPED', texts.NOT_SHIPPED, { status: row.status });
  if (shipment.carrier === PICKUP_CARRIER) return new AdminOrderRefusal('conflict', 'IS_A_PICKUP', texts.IS_A_PICKUP, { status: row.status });
  const today = romeDay(now);
  if (deliveredOn > today) return new AdminOrderRefusal('invalid', 'DELIVERY_DAY_IN_FUTURE', texts.DELIVERY_DAY_IN_FUTURE, { today });
  const shipped = romeDay(new Date(shipment.at));
  if (deliveredOn < shipped) return new AdminOrderRefusal('invalid', 'DELIVERY_BEFORE_SHIPPING', texts.DELIVERY_BEFORE_SHIPPING, { shipped });
  return null;
}

interface RecordDelivery {
  staffId: number;
  orderId: string;
  deliveredOn: string;
  now: Date;
}

const delivery = defineWorkflow<RecordDelivery, OrderRow>('recordDelivery', (flow, { staffId, orderId, deliveredOn, now }) =>
  flow.transaction(async (tx, run) => {
    const row = await lockPlacedOrder(tx, orderId);
    const refusal = refusalOf(row, deliveredOn, now);
    if (refusal) throw refusal;
    // The same day again changes nothing and audits nothing.
    if (row.shipment!.deliveredOn === deliveredOn) return row;
    const { after } = await run(recordDeliveryDay, { staffId, row, shipment: { ...row.shipment!, deliveredOn } });
    return after;
  }));

/** Records (or corrects) the day a shipped courier order was delivered; answers the order after it. */
export const recordDelivery = (db: Db, staffId: number, orderId: string, deliveredOn: string, now = new Date()): Promise<OrderRow> =>
  runWorkflow(db, delivery, { staffId, orderId, deliveredOn, now });
