// POST orders/intents: the order made from the customer's checkout (docs/product/checkout.md#pay-step;
// decisions 123, 127). One transaction: the cart's row lock (so a double click waits
// for the first and then finds its intent), the stock rows' locks, then the workflow `intent`, or
// `replaceIntent` when the cart has an open intent (the checkout frozen under the locks, the stock
// held, the order created: steps of the one runner, docs/decisions/242-every-order-change-a-workflow.md).
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../contract/i18n-text.js';
import type { OrderIntent } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { lockOwnCart } from '../cart/cart-owner.js';
import { checkoutState } from '../cart/checkout-state.js';
import { loadCartPromo } from '../cart/promo-codes.js';
import { findUserCart } from '../cart/user-cart.js';
import { blockedLinesStatus } from '../checkout/items-status.js';
import { assertShopAvailable } from '../shop-availability.js';
import { freezeCheckout } from './frozen-checkout.js';
import { openIntent } from './life-sql.js';
import { OrderRefusal } from './refusal.js';
import { lockCartStock } from './stock.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import { createOrder, escapeIntent, holdAgain, releaseHold, reserveStock, type OrderRow } from './steps.js';
import { releaseExpiredIntents } from './sweep.js';
import * as texts from './texts.js';

/** The intent as the client uses it: the completion call (under /v1) and the page after. */
export function intentOf(order: Pick<OrderRow, 'id'>): OrderIntent {
  return { id: order.id, returnApi: `/orders/${order.id}/complete`, returnUrl: `/checkout/ordine-concluso/${order.id}` };
}

export interface IntentRequest {
  userId: number;
  lang: Lang;
  /** A running campaign the customer came from (decision 117), if any. */
  campaignId?: string | null | undefined;
  now?: Date | undefined;
}

export async function createOrderIntent(db: Db, request: IntentRequest): Promise<OrderIntent> {
  try {
    return await intentOfCart(db, request);
  } catch (err) {
    if (!(err instanceof OrderRefusal) || err.code !== 'CART_CHANGED') throw err;
    // What the re-check dialog lists, and the cart it shows, read after the refusal's rollback:
    // the checkout does not ask the re-check again to learn it (docs/product/checkout.md#pay-step).
    const cart = await findUserCart(db, request.userId);
    if (!cart) throw err;
    const checkout = await checkoutState(db, cart, request.lang);
    const { messages } = blockedLinesStatus(checkout, request.lang);
    throw new OrderRefusal(err.kind, err.code, err.text, { ...err.payload, messages, checkout });
  }
}

interface IntentInput {
  cartId: string;
  /** The cart's open intent, locked with its items' stock rows, if it has one. */
  open: OrderRow | undefined;
  userId: number;
  lang: Lang;
  campaignId: string | null;
  now: Date;
}

/** A cart with no open intent: its checkout frozen, its stock held, the order created. */
const intent = defineWorkflow<IntentInput, OrderRow>('intent', (flow, { cartId, userId, lang, campaignId, now }) =>
  flow.transaction(async (tx, run) => {
    const frozen = await freezeCheckout(tx, cartId, userId, lang);
    const kept = await run(reserveStock, frozen.items);
    return run(createOrder, { frozen, kept, userId, cartId, lang, campaignId, now });
  }));

/**
 * A cart asking again while its intent is open: the open intent's stock is given back first, so the
 * checkout is read as if it held none (a customer who holds the last piece can still ask again).
 * The same checkout (a double click, a retry, a payment tried again) is the same intent, holding
 * its stock again until the same end; a changed one ends it and makes another that keeps its hold's
 * end. A hold ends when the cart's first intent said (decision 191): asking again never moves it,
 * or one customer could keep an article from every other buyer.
 */
const replaceIntent = defineWorkflow<IntentInput & { open: OrderRow }, OrderRow>('replaceIntent', (flow, { cartId, open, userId, lang, campaignId, now }) =>
  flow.transaction(async (tx, run) => {
    await run(releaseHold, open);
    const frozen = await freezeCheckout(tx, cartId, userId, lang);
    if (open.checkoutKey === frozen.key) return run(holdAgain, open);
    await run(escapeIntent, open);
    const kept = await run(reserveStock, frozen.items);
    return run(createOrder, { frozen, kept, userId, cartId, lang, campaignId, now, expiresAt: open.expiresAt });
  }));

async function intentOfCart(db: Db, { userId, lang, campaignId = null, now = new Date() }: IntentRequest): Promise<OrderIntent> {
  // A hold past its end counts for nobody, at once: not for its holder, who would otherwise keep
  // an article by asking every hour, nor against another buyer (decision 242).
  await releaseExpiredIntents(db, now);
  const order = await db.transaction(async (tx) => {
    await assertShopAvailable(tx);
    // A customer who never put anything in a cart has none (decision 224): nothing to order.
    const cart = await lockOwnCart(tx, { userId });
    if (!cart) throw new OrderRefusal('conflict', 'CART_EMPTY', texts.CART_EMPTY);
    const [open] = await tx.select().from(orders)
      .where(and(eq(orders.cartId, cart.id), openIntent()));
    const held = open ? await tx.select({ units: orderItems.units }).from(orderItems).where(eq(orderItems.orderId, open.id)) : [];
    await lockCartStock(tx, cart.id, await loadCartPromo(tx, cart.id), held.flatMap((i) => i.units.map((u) => u.articleId)));
    const input = { cartId: cart.id, userId, lang, campaignId, now };
    return open ? runWorkflow(tx, replaceIntent, { ...input, open }) : runWorkflow(tx, intent, { ...input, open });
  });
  return intentOf(order);
}
