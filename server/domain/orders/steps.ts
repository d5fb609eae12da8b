// Placing an order as four steps, each with its undo beside it, as Medusa's workflows do
// (decision 127): reserve stock → create the order → take payment → confirm. The first two run in
// the intent's transaction, through the step runner (step-runner.ts); the provider's page or order
// comes next (payment-start.ts, through the same runner, which undoes the first two when the
// provider fails), then the payment and confirmation (the offline completion, or the provider's
// confirmation). An intent that runs out, or is replaced by a changed checkout, has its committed
// steps undone, newest first, by `undoIntent` (decisions 127, 191).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isOpenIntent } from '../../../contract/order-life.js';
import type { OrderStatus } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { cartItems, cartPromos, orderItems, orders } from '../../db/schema.js';
import { rows } from '../catalogue/rows.js';
import { SHOP_ID } from '../shop-id.js';
import type { FrozenCheckout, FrozenItem } from './frozen-checkout.js';
import { OrderRefusal } from './refusal.js';
import type { OrderStep } from './step-runner.js';
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
export const reserveStock: OrderStep<FrozenItem[], FrozenItem[], Pick<FrozenItem, 'units'>[]> = {
  name: 'reserve stock',
  run: (tx, items) => takeStock(tx, items),
  undo: (tx, kept) => giveBackStock(tx, kept.flatMap((i) => i.units)),
};

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
export const createOrder: OrderStep<NewOrder, OrderRow> = {
  name: 'create the order',
  async run(tx, { frozen, kept, userId, cartId, lang, campaignId, now, expiresAt }) {
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
  async undo(tx, order) {
    assertTransition(order.status, 'escaped');
    await tx.update(orders).set({ status: 'escaped', stockHeld: false }).where(eq(orders.id, order.id));
  },
};

/** A provider's payment: `amount` in cents of `currency` (ISO 4217, any case: the shop takes EUR only). */
export type Payment = { provider: 'stripe' | 'paypal'; reference: string; amount: number; currency: string };

/**
 * 3. Take payment: nothing to take for a method paid later; a provider's payment must be for this
 * order's method and exact total, in euros. Undo: none here (a refund is the provider's, decision 130).
 */
export const takePayment: OrderStep<{ order: OrderRow; payment: Payment | null }, Payment | null> = {
  name: 'take payment',
  run(_tx, { order, payment }) {
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
  undo: () => Promise.resolve(),
};

/**
 * 4. Confirm: the status, the bought lines out of the cart (and its code with them). Its caller
 * owes the placement's mails in the same transaction (placed-answer.ts, decision 228). The last
 * step: nothing after it can fail, so it has no undo.
 */
export const confirmOrder: OrderStep<{ order: OrderRow; status: OrderStatus; payment: Payment | null; now: Date }, OrderRow> = {
  name: 'confirm',
  async run(tx, { order, status, payment, now }) {
    assertTransition(order.status, status);
    const [row] = await tx.update(orders).set({
      status, placedAt: now,
      ...(payment ? { payment: { provider: payment.provider, reference: payment.reference, amount: payment.amount, at: now.toISOString() } } : {}),
    }).where(eq(orders.id, order.id)).returning();
    if (order.cartLineIds.length > 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, order.cartId), inArray(cartItems.id, order.cartLineIds)));
    }
    if (order.checkout.cashier.promo.active) await tx.delete(cartPromos).where(eq(cartPromos.cartId, order.cartId));
    return row!;
  },
  undo: () => Promise.resolve(),
};

/** The stock an unplaced intent holds, given back (reserve stock's undo) without ending it. */
export async function releaseHold(tx: Db, order: OrderRow): Promise<void> {
  if (!order.stockHeld) return;
  const items = await tx.select({ units: orderItems.units }).from(orderItems).where(eq(orderItems.orderId, order.id));
  await reserveStock.undo(tx, items);
  await tx.update(orders).set({ stockHeld: false }).where(eq(orders.id, order.id));
}

/** Takes an intent's stored items' stock again (after releaseHold), or refuses CART_CHANGED. */
export async function retakeHold(tx: Db, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await reserveStock.run(tx, items.map((i) => ({ item: i.item, units: i.units, free: false })));
  await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, order.id));
}

/** The committed steps of an unplaced intent undone, newest first: it escapes, its stock returns. */
export async function undoIntent(tx: Db, order: OrderRow): Promise<void> {
  if (!isOpenIntent(order)) return;
  await createOrder.undo(tx, order);
  await releaseHold(tx, order);
}
