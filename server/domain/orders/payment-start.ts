// Starting an online payment, the workflow startPayment: placement's third step, run after the
// intent's two (reserve stock, create the order) through the one runner (decisions 127, 191, 242): when the provider fails, the
// runner undoes the intent's committed steps, newest first, so its stock goes back at once, and the
// failure is written on the order as its last error. A provider that does not answer is told as a
// 503 (try again later), a provider that says no as a 409; neither is ever a 500.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isOpenIntent } from '../../../contract/order-life.js';
import type { Db } from '../../db/client.js';
import { orderItems } from '../../db/schema.js';
import { PaypalRefused } from '../../payments/paypal-orders.js';
import { isProviderDown } from '../../payments/provider-down.js';
import { paymentFailed } from './last-error.js';
import { lockOrder } from './order-lock.js';
import { lockPayable, orderToPay, type OrderToPay } from './payment-wiring.js';
import { OrderRefusal } from './refusal.js';
import { defineWorkflow, runWorkflow, type StepFlow } from './step-runner.js';
import { createOrder, holdAgain, reserveStock } from './steps.js';
import * as texts from './texts.js';

/** A failure written on the order as its last error (decision 191). */
export async function notePaymentFailure(db: Db, orderId: string, code: string, message: string, payload?: Record<string, unknown>): Promise<void> {
  await paymentFailed(db, orderId, { code, message, ...(payload ? { payload } : {}) }, undefined, new Date(), { keepHold: true });
}

export interface PaymentStart<T> {
  userId: number;
  orderId: string;
  method: 'stripe' | 'paypal';
  /** The provider's steps: its page or order opened, its reference saved. */
  open: (flow: StepFlow, pay: OrderToPay) => Promise<T>;
}

/**
 * startPayment: the order locked and checked payable, its stock held again if a failed try gave it
 * back; the intent's steps (committed by POST orders/intents) recorded so a failing provider undoes
 * them; then the provider's steps.
 */
const startPayment = defineWorkflow<PaymentStart<unknown> & { db: Db }, unknown>('startPayment', async (flow, { db, userId, orderId, method, open }) => {
  const { row, held } = await flow.transaction(async (tx, run) => {
    const locked = await lockPayable(tx, userId, orderId, { method });
    if (!locked.stockHeld) return { row: await run(holdAgain, locked), held: null };
    return { row: locked, held: await tx.select({ units: orderItems.units }).from(orderItems).where(eq(orderItems.orderId, locked.id)) };
  });
  // Recorded after the check, so a refusal of it (placed, expired, the stock gone) undoes nothing.
  flow.committed(createOrder, row);
  if (held) flow.committed(reserveStock, held);
  return open(flow, await orderToPay(db, row));
}, async (tx, { orderId }) => isOpenIntent(await lockOrder(tx, orderId)));

const isProviderRefusal = (err: unknown) => err instanceof PaypalRefused || err instanceof Stripe.errors.StripeError;

/**
 * Runs the workflow startPayment with the provider's steps `open`: a failure undoes them and the
 * intent's (the stock goes back at once), is noted on the order, and leaves as
 * PAYMENT_PROVIDER_UNAVAILABLE (503) or PAYMENT_START_REFUSED (409).
 */
export async function startingPayment<T>(db: Db, start: PaymentStart<T>): Promise<T> {
  try {
    return await runWorkflow(db, startPayment, { ...start, db }) as T;
  } catch (err) {
    if (isProviderDown(err)) {
      await notePaymentFailure(db, start.orderId, 'PAYMENT_PROVIDER_UNAVAILABLE', err instanceof Error ? err.message : String(err));
      throw new OrderRefusal('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE', texts.PAYMENT_PROVIDER_UNAVAILABLE);
    }
    if (isProviderRefusal(err)) {
      const payload = err instanceof PaypalRefused
        ? { provider: 'paypal', issue: err.issue, status: err.status }
        : { provider: 'stripe', type: (err as Stripe.errors.StripeError).rawType, code: (err as Stripe.errors.StripeError).code };
      await notePaymentFailure(db, start.orderId, 'PAYMENT_START_REFUSED', (err as Error).message, payload);
      throw new OrderRefusal('conflict', 'PAYMENT_START_REFUSED', texts.PAYMENT_START_REFUSED);
    }
    throw err;
  }
}
