// What the payment providers' wiring needs from an order (decision 130): the order to pay (for
// the Stripe Checkout Session or the PayPal order: items, total, the customer's e-mail, until
// when the intent holds its stock), the provider's reference stored on the order, and the order
// found again from that reference (webhooks, returns).
import { and, eq } from 'drizzle-orm';
import { isPlaced } from '../../../contract/order-life.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { orderExpired } from './complete.js';
import { lockOrder } from './order-lock.js';
import { orderAnswer } from './read.js';
import { OrderRefusal } from './refusal.js';
import { orderStep, type OrderStep } from './step-runner.js';
import type { OrderRow } from './steps.js';
import * as texts from './texts.js';

export interface OrderToPay {
  order: Order;
  /** The order's row as it was locked, its stock held. */
  row: OrderRow;
  method: 'stripe' | 'paypal';
  email: string;
  /** When the intent's hold ends (it then gives its stock back, decision 191). */
  expiresAt: Date;
  /** The Checkout Session made for it before, if any (a new one replaces it). */
  stripeSessionId: string | null;
}

export interface PayOptions {
  /** The provider whose page or order is asked for: an order to be paid otherwise is refused. */
  method: 'stripe' | 'paypal';
  now?: Date;
}

/**
 * The order locked and checked payable (in the startPayment workflow's first transaction, which
 * then holds its stock again when a cancelled or declined payment gave it back: decision 191).
 * Refusals: 404 NOT_FOUND (not theirs), 409 ORDER_EXPIRED (it ran out or was replaced),
 * 409 PAYMENT_NOT_ONLINE (paid later: completed with its returnApi), 409 PAYMENT_METHOD_MISMATCH
 * (to be paid with the other provider), 409 ORDER_PLACED (already placed: go to the completed page).
 */
export async function lockPayable(tx: Db, userId: number, orderId: string, { method, now = new Date() }: PayOptions): Promise<OrderRow> {
  const row = await lockOrder(tx, orderId, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (isPlaced(row)) throw new OrderRefusal('conflict', 'ORDER_PLACED', texts.ORDER_PLACED);
  // An intent that ran out (swept or not yet), or was replaced by a changed checkout: the client
  // asks for a new intent. Its hold is never lengthened (decision 191).
  if (row.status !== 'awaitPayment' || row.expiresAt <= now) throw orderExpired();
  if (row.paymentMethod !== 'stripe' && row.paymentMethod !== 'paypal') throw new OrderRefusal('conflict', 'PAYMENT_NOT_ONLINE', texts.PAID_LATER);
  // Refused here, inside the transaction: the cart lock above marks the cart changed, and a
  // refusal must leave it as it was (a 4xx changes nothing; the fuzz found it on PostgreSQL).
  if (row.paymentMethod !== method) throw new OrderRefusal('conflict', 'PAYMENT_METHOD_MISMATCH', texts.PAYMENT_METHOD_MISMATCH);
  return row;
}

/** What the provider's page or order is made from, for the order `row` locked payable. */
export async function orderToPay(db: Db, row: OrderRow): Promise<OrderToPay> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return {
    order: await orderAnswer(db, row), row, method: row.paymentMethod as 'stripe' | 'paypal', email: user!.email,
    expiresAt: row.expiresAt, stripeSessionId: row.stripeSessionId,
  };
}

export type ProviderReference = { provider: 'stripe'; sessionId: string } | { provider: 'paypal'; orderId: string };

type References = Pick<OrderRow, 'stripeSessionId' | 'paypalOrderId'>;

/**
 * The provider's id stored on the order (a new Checkout Session or PayPal order replaces the old).
 * Undo: the ids it had before.
 */
export const saveProviderReference: OrderStep<{ orderId: string; ref: ProviderReference }, { orderId: string; before: References }> = orderStep(
  'save the provider\'s reference',
  async (tx, { orderId, ref }) => {
    const [before] = await tx.select({ stripeSessionId: orders.stripeSessionId, paypalOrderId: orders.paypalOrderId }).from(orders).where(eq(orders.id, orderId));
    await tx.update(orders).set(ref.provider === 'stripe' ? { stripeSessionId: ref.sessionId } : { paypalOrderId: ref.orderId })
      .where(eq(orders.id, orderId));
    return { orderId, before: before! };
  },
  async (tx, { orderId, before }) => {
    await tx.update(orders).set(before).where(eq(orders.id, orderId));
  },
);

/** The order a provider's id belongs to (`userId`: only that customer's), or undefined. */
export async function orderIdByProviderReference(db: Db, ref: ProviderReference, userId?: number): Promise<string | undefined> {
  const byRef = ref.provider === 'stripe' ? eq(orders.stripeSessionId, ref.sessionId) : eq(orders.paypalOrderId, ref.orderId);
  const [row] = await db.select({ id: orders.id }).from(orders).where(userId === undefined ? byRef : and(byRef, eq(orders.userId, userId)));
  return row?.id;
}
