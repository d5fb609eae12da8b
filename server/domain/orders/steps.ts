// The steps an order's workflows are made of (docs/decisions/242-every-order-change-a-workflow.md),
// each with its undo beside it, as Medusa's workflows do (decision 127). Placing an order: hold
// the stock → create the order → take payment → confirm. The stock hold is its own pair of steps
// (given back, taken again), so a failed payment, a lapsed hold and a replaced intent undo and
// redo it the same way. Only the runner (step-runner.ts) runs a step or its undo.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { cartItems, cartPromos, orderItems, orders } from '../../db/schema.js';
import { rows } from '../catalogue/rows.js';
import { SHOP_ID } from '../shop-id.js';
import type { FrozenCheckout, FrozenItem, StockUnit } from './frozen-checkout.js';
import { OrderRefusal } from './refusal.js';
import { orderStep, type OrderStep } from './step-runner.js';
import { giveBackStock, takeStock } from './stock.js';
import * as texts from './texts.js';
import { assertTransition, isOffline } from './transitions.js';

export type OrderRow = typeof orders.$inferSelect;

export type { OrderStep } from './step-runner.js';

/** How long an unplaced intent holds its stock (decision 127). */
export const INTENT_TTL_MS = 60 * 60 * 1000;

const yearInRome = (at: Date) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Rome' }).format(at);

async function nextOrderNumber(tx: Db, at: Date): Promise<string> {
  const [next] = await rows<{ n: string | number }>(tx, sql`select nextval('order_numbers') as n`);
  return `R${yearInRome(at)}-${String(next!.n).padStart(6, '0')}`;
}

/** 1. Reserve stock: the tracked units, under row locks. Undo: give them back. */
export const reserveStock: OrderStep<FrozenItem[], FrozenItem[], Pick<FrozenItem, 'units'>[]> = orderStep(
  'reserve stock',
  (tx, items) => takeStock(tx, items),
  (tx, kept) => giveBackStock(tx, kept.flatMap((i) => i.units)),
);

export interface NewOrder {
  frozen: FrozenCheckout;
  kept: FrozenItem[];
  userId: number;
  cartId: string;
  lang: string;
  campaignId: string | null;
  now: Date;
  /** When the hold ends: INTENT_TTL_MS from now, or the end of the intent this one replaces. */
  expiresAt?: Date;
}

/** 2. Create the order: the frozen checkout and items, waiting in awaitPayment. Undo: it escapes. */
export const createOrder: OrderStep<NewOrder, OrderRow> = orderStep(
  'create the order',
  async (tx, { frozen, kept, userId, cartId, lang, campaignId, now, expiresAt }) => {
    const [row] = await tx.insert(orders).values({
      shopId: SHOP_ID, userId, number: await nextOrderNumber(tx, now), status: 'awaitPayment', checkout: frozen.checkout,
      paymentMethod: frozen.paymentMethod, cartId, cartLineIds: frozen.lineIds, checkoutKey: frozen.key, lang, campaignId,
      expiresAt: expiresAt ?? new Date(now.getTime() + INTENT_TTL_MS),
    }).returning();
    await tx.insert(orderItems).values(kept.map((k, position) => ({
      id: k.item.id, orderId: row!.id, position, articleId: k.item.articleId, item: k.item, quantity: k.item.quantity, units: k.units,
    })));
    return row!;
  },
  async (tx, order) => {
    assertTransition(order, 'escaped');
    await tx.update(orders).set({ status: 'escaped', stockHeld: false }).where(eq(orders.id, order.id));
  },
);

/** A provider's payment: `amount` in cents of `currency` (ISO 4217, any case: the shop takes EUR only). */
export type Payment = { provider: 'stripe' | 'paypal'; reference: string; amount: number; currency: string };

/**
 * 3. Take payment: nothing to take for a method paid later; a provider's payment must be for this
 * order's method and exact total, in euros. Undo: none here (a refund is the provider's, decision 130).
 */
export const takePayment: OrderStep<{ order: OrderRow; payment: Payment | null }, Payment | null> = orderStep(
  'take payment',
  (_tx, { order, payment }) => {
    if (payment === null) {
      if (!isOffline(order.paymentMethod)) throw new OrderRefusal('conflict', 'PAYMENT_REQUIRED', texts.PAID_ONLINE);
      return Promise.resolve(null);
    }
    // The amount is only the order's total in euros: 149.00 in yen or dollars is another payment.
    if (payment.currency.toUpperCase() !== 'EUR') {
      throw new OrderRefusal('conflict', 'PAYMENT_CURRENCY', texts.PAYMENT_CURRENCY, {
        expected: { currency: 'EUR', amount: order.checkout.cashier.total }, received: { currency: payment.currency, amount: payment.amount },
      });
    }
    if (order.paymentMethod !== payment.provider || order.checkout.cashier.total !== payment.amount) {
      throw new OrderRefusal('conflict', 'PAYMENT_MISMATCH', texts.PAYMENT_MISMATCH, {
        expected: { provider: order.paymentMethod, amount: order.checkout.cashier.total }, received: { provider: payment.provider, amount: payment.amount },
      });
    }
    return Promise.resolve(payment);
  },
  () => Promise.resolve(),
);

/**
 * 4. Confirm: the status, the placement's time and payment, the bought lines out of the cart (and
 * its code with them). Its workflow owes the placement's mails next (placed-answer.ts, decision
 * 228). Undo: the order waits again as it did; the bought lines stay out of the cart.
 */
export const confirmOrder: OrderStep<{ order: OrderRow; status: OrderStatus; payment: Payment | null; now: Date }, { before: OrderRow; row: OrderRow }> = orderStep(
  'confirm',
  async (tx, { order, status, payment, now }) => {
    assertTransition(order, status);
    const [row] = await tx.update(orders).set({
      status, placedAt: now,
      ...(payment ? { payment: { provider: payment.provider, reference: payment.reference, amount: payment.amount, at: now.toISOString() } } : {}),
    }).where(eq(orders.id, order.id)).returning();
    if (order.cartLineIds.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, order.cartId), inArray(cartItems.id, order.cartLineIds)));
    }
    if (order.checkout.cashier.promo.active) await tx.delete(cartPromos).where(eq(cartPromos.cartId, order.cartId));
    return { before: order, row: row! };
  },
  async (tx, { before }) => {
    await tx.update(orders).set({ status: before.status, placedAt: null, payment: before.payment }).where(eq(orders.id, before.id));
  },
);

const heldUnits = async (tx: Db, orderId: string): Promise<StockUnit[]> =>
  (await tx.select({ units: orderItems.units }).from(orderItems).where(eq(orderItems.orderId, orderId))).flatMap((i) => i.units);

async function holdUnits(tx: Db, order: Pick<OrderRow, 'id'>): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await takeStock(tx, items.map((i) => ({ item: i.item, units: i.units, free: false })));
  await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, order.id));
}

async function releaseUnits(tx: Db, order: Pick<OrderRow, 'id'>, units: StockUnit[]): Promise<void> {
  await giveBackStock(tx, units);
  await tx.update(orders).set({ stockHeld: false }).where(eq(orders.id, order.id));
}

/**
 * The stock an unplaced intent holds, given back without ending it (a failed payment, a hold that
 * lapsed, an intent asked again). Answers the units given back (none when it held none). Undo:
 * they are held again.
 */
export const releaseHold: OrderStep<OrderRow, { order: OrderRow; units: StockUnit[] }> = orderStep(
  'release the stock hold',
  async (tx, order) => {
    if (!order.stockHeld) return { order, units: [] };
    const units = await heldUnits(tx, order.id);
    await releaseUnits(tx, order, units);
    return { order, units };
  },
  async (tx, { order, units }) => {
    if (units.length > 0) await holdUnits(tx, order);
  },
);

/**
 * An intent's stored items' stock held again (after releaseHold), or CART_CHANGED when it is gone.
 * Undo: given back again.
 */
export const holdAgain: OrderStep<OrderRow, OrderRow> = orderStep(
  'hold the stock again',
  async (tx, order) => {
    await holdUnits(tx, order);
    return { ...order, stockHeld: true };
  },
  async (tx, order) => {
    await releaseUnits(tx, order, await heldUnits(tx, order.id));
  },
);

/**
 * An unplaced intent ends: it escapes (its stock is given back by releaseHold beside it). Undo: it
 * waits for its payment again.
 */
export const escapeIntent: OrderStep<OrderRow, OrderRow> = orderStep(
  'end the intent',
  async (tx, order) => {
    assertTransition(order, 'escaped');
    await tx.update(orders).set({ status: 'escaped' }).where(eq(orders.id, order.id));
    return order;
  },
  async (tx, order) => {
    await tx.update(orders).set({ status: order.status }).where(eq(orders.id, order.id));
  },
);

type LastError = NonNullable<OrderRow['lastError']>;

/** A failure written on the order as its last error (decision 191). Undo: the one before it back. */
export const noteFailure: OrderStep<{ orderId: string; lastError: LastError }, { orderId: string; before: LastError | null }> = orderStep(
  'note the failure',
  async (tx, { orderId, lastError }) => {
    const [before] = await tx.select({ lastError: orders.lastError }).from(orders).where(eq(orders.id, orderId));
    await tx.update(orders).set({ lastError }).where(eq(orders.id, orderId));
    return { orderId, before: before?.lastError ?? null };
  },
  async (tx, { orderId, before }) => {
    await tx.update(orders).set({ lastError: before }).where(eq(orders.id, orderId));
  },
);
