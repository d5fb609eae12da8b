// Starting an online payment, the workflow startPayment: placement's third step, run after the
// intent's two (reserve stock, create the order) through the one runner (decisions 127, 191, 242): when the provider fails, the
// runner undoes the intent's committed steps, newest first, so its stock goes back at once, and
// writes the failure on the order as its last error in the same transaction. A provider that does not answer is told as a
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
import { createOrder, holdAgain, noteFailure, reserveStock, type OrderRow } from './steps.js';
import * as texts from './texts.js';

/** A failure written on the order as its last error (decision 191). */
export async function notePaymentFailure(db: Db, orderId: string, code: string, message: string, payload?: Record<string, unknown>): Promise<void> {
  await paymentFailed(db, orderId, { code, message, ...(payload ? { payload } : {}) }, undefined, new Date(), { keepHold: true });
}

const isProviderRefusal = (err: unknown): err is PaypalRefused | Stripe.errors.StripeError =>
  err instanceof PaypalRefused || err instanceof Stripe.errors.StripeError;

type LastError = Omit<NonNullable<OrderRow['lastError']>, 'at'>;

/** The last error a provider's failure to start a payment leaves on the order; null for any other failure. */
function startFailure(err: unknown): LastError | null {
  if (isProviderDown(err)) return { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: err instanceof Error ? err.message : String(err) };
  if (!isProviderRefusal(err)) return null;
  const payload = err instanceof PaypalRefused
    ? { provider: 'paypal', issue: err.issue, status: err.status }
    : { provider: 'stripe', type: err.rawType, code: err.code };
  return { code: 'PAYMENT_START_REFUSED', message: err.message, payload };
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
}, {
  stillUndoable: async (tx, { orderId }) => isOpenIntent(await lockOrder(tx, orderId)),
  // The provider's failure is noted in the undos' transaction: the order never reads as given
  // back without the reason why.
  failureNote: ({ orderId }, err) => {
    const failure = startFailure(err);
    if (!failure) return null;
    return async (tx, run) => {
      await run(noteFailure, { orderId, lastError: { ...failure, at: new Date().toISOString() } });
    };
  },
});

/**
 * Runs the workflow startPayment with the provider's steps `open`: a failure undoes them and the
 * intent's (the stock goes back at once), is noted on the order in the same transaction, and leaves as
 * PAYMENT_PROVIDER_UNAVAILABLE (503) or PAYMENT_START_REFUSED (409).
 */
export async function startingPayment<T>(db: Db, start: PaymentStart<T>): Promise<T> {
  try {
    return await runWorkflow(db, startPayment, { ...start, db }) as T;
  } catch (err) {
    const failure = startFailure(err);
    if (failure?.code === 'PAYMENT_PROVIDER_UNAVAILABLE') throw new OrderRefusal('unavailable', 'PAYMENT_PROVIDER_UNAVAILABLE', texts.PAYMENT_PROVIDER_UNAVAILABLE);
    if (failure) throw new OrderRefusal('conflict', 'PAYMENT_START_REFUSED', texts.PAYMENT_START_REFUSED);
    throw err;
  }
}
