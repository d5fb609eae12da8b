// When the withdrawal function is offered (decision 234): from the order's placing (the contract's
// conclusion) until WITHDRAWAL_DAYS after the goods were received, counted in Rome's calendar
// days. Received: the hand-over at the pickup point; for a courier, the delivery day the staff
// recorded (decision 249), or ASSUMED_DELIVERY_DAYS after shipping while they recorded none.
// Before the goods leave the period is open.
import { PICKUP_CARRIER } from '../../../contract/carriers.js';
import type { OrderStatus } from '../../../contract/orders.js';
import { ASSUMED_DELIVERY_DAYS, WITHDRAWAL_DAYS } from '../../../contract/withdrawals.js';
import type { OrderRow } from './steps.js';

/** Placed orders whose goods are still the customer's to keep or send back: not cancelled, refunded whole or never completed. */
const WITHDRAWABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'awaitPayment', 'pending', 'tookcharge', 'awaitProcessing', 'awaitPickup', 'shipped', 'partialRefunded', 'disputed',
]);

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) `at` falls on in Rome. */
export const romeDay = (at: Date): string => ROME_DAY.format(at);

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export const plusDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The Rome day the goods are taken as received; null while they have not left. */
export function receivedDay(shipment: OrderRow['shipment']): string | null {
  if (!shipment) return null;
  const left = romeDay(new Date(shipment.at));
  if (shipment.carrier === PICKUP_CARRIER) return left;
  return shipment.deliveredOn ?? plusDays(left, ASSUMED_DELIVERY_DAYS);
}

export interface WithdrawalPeriod {
  /** `now` is within the period (the order is placed and still the customer's). */
  inPeriod: boolean;
  /** The last day, YYYY-MM-DD in Rome; null before the goods left, and for an order that cannot be withdrawn from. */
  lastDay: string | null;
}

export function withdrawalPeriod(row: Pick<OrderRow, 'status' | 'placedAt' | 'shipment'>, now: Date): WithdrawalPeriod {
  if (!row.placedAt || !WITHDRAWABLE.has(row.status)) return { inPeriod: false, lastDay: null };
  const received = receivedDay(row.shipment);
  if (!received) return { inPeriod: true, lastDay: null };
  const lastDay = plusDays(received, WITHDRAWAL_DAYS);
  return { inPeriod: romeDay(now) <= lastDay, lastDay };
}
