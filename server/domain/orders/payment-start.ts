// Starting an online payment is placement's third step, run after the intent's two (reserve stock,
// create the order) through the step runner (decisions 127, 191): when the provider fails, the
// runner undoes the intent's committed steps, newest first, so its stock goes back at once, and the
// failure is written on the order as its last error. A provider that does not answer is told as a
// 503 (try again later), a provider that says no as a 409; neither is ever a 500.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isOpenIntent } from '../../../contract/order-life.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { PaypalRefused } from '../../payments/paypal-orders.js';
import { isProviderDown } from '../../payments/provider-down.js';
import { lockOrder } from './order-lock.js';
import { OrderRefusal } from './refusal.js';
import { runSteps, type StepFlow } from './step-runner.js';
import { createOrder, reserveStock, type OrderRow } from './steps.js';
import * as texts from './texts.js';

/** A failure written on the order as its last error (decision 191). */
export async function noteFailure(db: Db, orderId: string, code: string, message: string, payload?: Record<string, unknown>): Promise<void> {
  await db.update(orders).set({ lastError: { code, message, ...(payload ? { payload } : {}), at: new Date().toISOString() } })
    .where(eq(orders.id, orderId));
}

/** The intent's steps, committed by POST orders/intents, recorded so a failing payment undoes them. */
async function intentSteps(db: Db, flow: StepFlow, row: OrderRow): Promise<void> {
  if (row.stockHeld) {
    const held = await db.select({ units: orderItems.units }).from(orderItems).where(eq(orderItems.orderId, row.id));
    flow.committed(reserveStock, held);
  }
  flow.committed(createOrder, row);
}

/** The undos apply only to an intent still waiting for its payment (another call may have placed it). */
async function stillAnIntent(tx: Db, orderId: string): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  return isOpenIntent(order);
}

const isProviderRefusal = (err: unknown) => err instanceof PaypalRefused || err instanceof Stripe.errors.StripeError;

/**
 * Runs `body` (the provider's steps) after the intent `row`'s: a failure undoes them all, is noted
 * on the order, and leaves as PAYMENT_PROVIDER_UNAVAILABLE (503) or PAYMENT_START_REFUSED (409).
 */
export async function startingPayment<T>(db: Db, row: OrderRow, body: (flow: StepFlow) => Promise<T>): Promise<T> {
  try {
    return await runSteps(db, async (flow) => {
      await intentSteps(db, flow, row);
      return body(flow);
    }, { stillUndoable: (tx) => stillAnIntent(tx, row.id) });
  } catch (err) {
    if (isProviderDown(err)) {
      await noteFailure(db, row.id, 'PAYMENT_PROVIDER_UNAVAILABLE', err instanceof Error ? err.message : String(err));
      throw new OrderRefusal('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE', texts.PAYMENT_PROVIDER_UNAVAILABLE);
    }
    if (isProviderRefusal(err)) {
      const payload = err instanceof PaypalRefused
        ? { provider: 'paypal', issue: err.issue, status: err.status }
        : { provider: 'stripe', type: (err as Stripe.errors.StripeError).rawType, code: (err as Stripe.errors.StripeError).code };
      await noteFailure(db, row.id, 'PAYMENT_START_REFUSED', (err as Error).message, payload);
      throw new OrderRefusal('conflict', 'PAYMENT_START_REFUSED', texts.PAYMENT_START_REFUSED);
    }
    throw err;
  }
}
