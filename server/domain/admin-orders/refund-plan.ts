// What a refund or a cancellation gives back (decision 193): how much money, which lines and how
// many of their units, which stock, and the status the order ends in. Worked out under the
// order's row lock from the order as it is, so two refunds never give back the same money twice.
import type { AdminCancelBody, AdminRefundBody } from '../../../contract/admin-orders.js';
import type { OrderStatus } from '../../../contract/orders.js';
import { quoteMethod, type QuotableShipping } from '../../../contract/rules/shipping.js';
import type { orderItems, orderRefunds, orderWithdrawals } from '../../db/schema.js';
import type { StockUnit } from '../orders/frozen-checkout.js';
import { DELIVERY_COUNTRY } from '../checkout/choices.js';
import type { OrderRow } from '../orders/steps.js';
import { CANCELLABLE, isPaid, LEFT, REFUNDABLE } from './action-rules.js';
import { AdminOrderRefusal, statusConflict } from './refusal.js';
import * as returnWords from './return-texts.js';
import * as texts from './texts.js';

type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
type StatementRow = typeof orderWithdrawals.$inferSelect;
export interface RefundLine { itemId: string; quantity: number }
export type RefundVia = 'stripe' | 'paypal' | 'manual';

export interface SettlePlan {
  /** Cents given back now (0: no refund, e.g. cancelling an order never paid). */
  amount: number;
  via: RefundVia;
  lines: RefundLine[];
  /** Stock returned once the money is back (empty when not restocking). */
  restock: StockUnit[];
  status: OrderStatus;
  audit: 'order.refunded' | 'order.cancelled';
  /** The withdrawal statement this refund settles (a return's refund, decision 245): marked refunded with it. */
  statementId?: string;
  /** Cents the return's deductions took off (said in the refund's mail). */
  deducted?: number;
}

const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const viaOf = (row: OrderRow): RefundVia =>
  (row.paymentMethod === 'stripe' || row.paymentMethod === 'paypal') && row.payment ? row.payment.provider : 'manual';

/** What the customer paid and was not yet given back. */
function refundable(row: OrderRow, refunds: RefundRow[]): number {
  if (!isPaid(row)) return 0;
  const paid = row.payment?.amount ?? row.checkout.cashier.total;
  return Math.max(0, paid - refunds.reduce((sum, r) => sum + r.amount, 0));
}

const itemById = (items: ItemRow[], itemId: string) => items.find((i) => i.item.id === itemId);

/** A line's share of its stock units (a bundle's members included). */
function unitsOfLines(items: ItemRow[], lines: RefundLine[]): StockUnit[] {
  return lines.flatMap((line) => {
    const row = itemById(items, line.itemId);
    if (!row) return [];
    return row.units.map((u) => ({ articleId: u.articleId, quantity: Math.round((u.quantity * line.quantity) / row.quantity) }));
  });
}

/** Units of each line not yet refunded. */
const unrefunded = (items: ItemRow[]): RefundLine[] => items
  .map((i) => ({ itemId: i.item.id, quantity: i.quantity - i.item.refund.quantity })).filter((l) => l.quantity > 0);

function checkedLines(items: ItemRow[], lines: RefundLine[]): RefundLine[] {
  const seen = new Set<string>();
  for (const line of lines) {
    const row = itemById(items, line.itemId);
    if (!row) throw new AdminOrderRefusal('invalid', 'REFUND_LINE_UNKNOWN', texts.REFUND_LINE_UNKNOWN, { itemId: line.itemId });
    if (seen.has(line.itemId)) throw new AdminOrderRefusal('invalid', 'REFUND_LINE_TWICE', texts.REFUND_LINE_TWICE, { itemId: line.itemId });
    seen.add(line.itemId);
    const left = row.quantity - row.item.refund.quantity;
    if (line.quantity > left) {
      throw new AdminOrderRefusal('conflict', 'REFUND_TOO_MANY_UNITS', texts.refundTooManyUnits(left), { itemId: line.itemId, refundable: left });
    }
  }
  return lines;
}

/** A line's share of what was paid for it: its paid price per unit × units. */
const linesValue = (items: ItemRow[], lines: RefundLine[]) => lines.reduce((sum, line) => {
  const row = itemById(items, line.itemId)!;
  return sum + Math.round((row.item.prices.grossRevenue * line.quantity) / row.quantity);
}, 0);

/**
 * Units back in stock, or to be once their refund's money has moved, through earlier refunds and
 * cancellations: fixed when each was reserved (restockUnits), or on rows written before that,
 * their lines' units once restocked.
 */
const restockedBefore = (items: ItemRow[], refunds: RefundRow[], statements: readonly StatementRow[]): StockUnit[] => [
  ...refunds.flatMap((r) => {
    if (r.restockUnits) return r.restockUnits;
    return r.restockedAt !== null ? unitsOfLines(items, r.lines) : [];
  }),
  // A return's goods put back when they came back resellable (decision 245).
  ...statements.flatMap((s) => s.restocked ?? []),
];

/**
 * The units that may still go back to stock: those the order took, less those already back or
 * on their way (decision 230). Whatever the staff click, and in whatever order two clicks
 * arrive, units put back never exceed units sold. An order that holds no stock took none or
 * gave all back (a cancel with nothing to refund leaves no refund row to count, only this;
 * an order paid late whose stock was gone never took any): nothing of it is out (decision 270).
 */
function stillOut(row: OrderRow, items: ItemRow[], refunds: RefundRow[], statements: readonly StatementRow[]): Map<number, number> {
  const out = new Map<number, number>();
  if (!row.stockHeld) return out;
  for (const u of items.flatMap((i) => i.units)) out.set(u.articleId, (out.get(u.articleId) ?? 0) + u.quantity);
  for (const u of restockedBefore(items, refunds, statements)) out.set(u.articleId, (out.get(u.articleId) ?? 0) - u.quantity);
  return out;
}

/** `wanted`, each article's units cut to what is still out. */
function withinStillOut(wanted: StockUnit[], out: Map<number, number>): StockUnit[] {
  const left = new Map(out);
  const units: StockUnit[] = [];
  for (const u of wanted) {
    const quantity = Math.min(u.quantity, Math.max(0, left.get(u.articleId) ?? 0));
    if (quantity <= 0) continue;
    left.set(u.articleId, (left.get(u.articleId) ?? 0) - quantity);
    units.push({ articleId: u.articleId, quantity });
  }
  return units;
}

const allStillOut = (out: Map<number, number>): StockUnit[] =>
  [...out].filter(([, q]) => q > 0).map(([articleId, quantity]) => ({ articleId, quantity }));

export function planRefund(row: OrderRow, items: ItemRow[], refunds: RefundRow[], body: AdminRefundBody, statements: readonly StatementRow[] = []): SettlePlan {
  if (!REFUNDABLE.includes(row.status)) throw statusConflict(row.status, 'refund');
  if (!isPaid(row)) throw new AdminOrderRefusal('conflict', 'REFUND_NOTHING_PAID', texts.NOTHING_PAID, { status: row.status });
  const left = refundable(row, refunds);
  const whole = body.lines === undefined && body.amount === undefined;
  const lines = whole ? unrefunded(items) : checkedLines(items, body.lines ?? []);
  // Lines alone: their share, never more than what is left (a code's discount was spread on the total).
  const amount = body.amount ?? (whole ? left : Math.min(left, linesValue(items, lines)));
  if (amount <= 0 || amount > left) {
    throw new AdminOrderRefusal('conflict', 'REFUND_TOO_MUCH', texts.refundTooMuch(euros(left)), { refundable: left });
  }
  const status: OrderStatus = amount === left
    ? 'totalRefunded'
    // Before the goods left, a partial refund keeps the order's course (decision 193).
    : LEFT.includes(row.status) ? 'partialRefunded' : row.status;
  // Restocking with no lines named (an amount): every unit still out, as the call's contract says.
  const out = stillOut(row, items, refunds, statements);
  const restock = !body.restock ? [] : withinStillOut(lines.length > 0 ? unitsOfLines(items, lines) : allStillOut(out), out);
  return { amount, via: viaOf(row), lines, restock, status, audit: 'order.refunded' };
}

export function planCancel(row: OrderRow, items: ItemRow[], refunds: RefundRow[], body: AdminCancelBody, statements: readonly StatementRow[] = []): SettlePlan {
  if (!CANCELLABLE.includes(row.status)) throw statusConflict(row.status, 'cancel');
  const amount = refundable(row, refunds);
  const restock = body.restock === false ? [] : allStillOut(stillOut(row, items, refunds, statements));
  return { amount, via: viaOf(row), lines: amount > 0 ? unrefunded(items) : [], restock, status: 'deleted', audit: 'order.cancelled' };
}

/**
 * The units of a return's resellable lines that go back to stock (decision 245), within what is
 * still out: never more than the order took, less what earlier refunds and returns put back.
 */
export function returnRestock(row: OrderRow, items: ItemRow[], refunds: RefundRow[], statements: readonly StatementRow[], lines: RefundLine[]): StockUnit[] {
  return withinStillOut(unitsOfLines(items, lines), stillOut(row, items, refunds, statements));
}

/** Cents a return's lines are worth: their share of what was paid. */
export const returnLinesValue = (items: ItemRow[], lines: RefundLine[]): number =>
  linesValue(items, lines.filter((line) => itemById(items, line.itemId)));

/** Shipping types that are no standard delivery: a faster one the customer chose, or no delivery at all. */
const NOT_STANDARD: ReadonlySet<string> = new Set(['express', 'pickup']);

/**
 * The delivery cost a whole withdrawal gives back (decision 249): what the customer paid for it,
 * but for a costlier method chosen over the standard one (express), only the standard one's price
 * — the cheapest of the shop's standard methods (`options`, the active ones) serving the order's
 * country, quoted on the goods as the order paid them (free from its threshold) — never more than
 * was paid. No standard method offered: the fee paid.
 */
export function deliveryOwed(row: OrderRow, options: readonly QuotableShipping[]): number {
  const { cashier, shipping } = row.checkout;
  if (cashier.shipping.free) return 0;
  const paid = cashier.shipping.gross;
  if (shipping.method !== 'express') return paid;
  const goods = cashier.gross - cashier.promo.gross;
  const standard = options.filter((o) => !NOT_STANDARD.has(o.type) && o.countries.includes(DELIVERY_COUNTRY)).map((o) => quoteMethod(o, goods).gross);
  return standard.length === 0 ? paid : Math.min(paid, ...standard);
}

/**
 * A return's refund (decision 245): the statement's lines, their value, the standard delivery
 * cost and the payment's surcharge when every unit of the order is withdrawn (statements not
 * refused), less the deductions
 * the staff typed when the goods came back. No stock moves: resellable units went back then.
 * Made on the customer's proof of shipment before the goods arrive (decision 249), it is the
 * whole of it: deductions come only with the goods checked.
 */
export function planReturnRefund(
  row: OrderRow, items: ItemRow[], refunds: RefundRow[], statements: readonly StatementRow[], statementId: string, shippings: readonly QuotableShipping[],
): SettlePlan {
  const statement = statements.find((s) => s.id === statementId);
  if (!statement) throw new AdminOrderRefusal('missing', 'WITHDRAWAL_NOT_FOUND', returnWords.STATEMENT_NOT_FOUND, { statementId });
  // Before the goods are back, the customer's proof of shipment is enough (decision 249): no
  // deduction was recorded yet, the lines are refunded in full.
  const onProof = statement.returnState === 'accepted' && statement.shipmentProof !== null;
  if (statement.returnState !== 'goodsReceived' && !onProof) {
    throw new AdminOrderRefusal('conflict', 'RETURN_STATE_CONFLICT', returnWords.returnStateConflict(statement.returnState), { state: statement.returnState, action: 'refund' });
  }
  const withdrawn = new Map<string, number>();
  for (const s of statements.filter((s) => s.returnState !== 'refused')) {
    for (const line of s.lines) withdrawn.set(line.itemId, (withdrawn.get(line.itemId) ?? 0) + line.quantity);
  }
  const whole = items.every((i) => (withdrawn.get(i.item.id) ?? 0) >= i.quantity);
  // Every payment received goes back with a whole withdrawal: the standard delivery and the
  // payment method's surcharge (cash on delivery's) with the goods (decision 262).
  const costs = whole ? deliveryOwed(row, shippings) + row.checkout.cashier.payment.additionalGross : 0;
  const value = returnLinesValue(items, statement.lines) + costs - statement.deductions;
  const amount = Math.min(refundable(row, refunds), value);
  // Deductions as large as the lines' value, or nothing left to give back: the return closes with
  // no money moving (and no refund mail: the goods-received mail told the deductions).
  if (amount <= 0) return { amount: 0, via: viaOf(row), lines: [], restock: [], status: row.status, audit: 'order.refunded', statementId };
  return {
    ...planRefund(row, items, refunds, { lines: statement.lines, amount, restock: false }, statements),
    statementId, ...(statement.deductions > 0 ? { deducted: statement.deductions } : {}),
  };
}
