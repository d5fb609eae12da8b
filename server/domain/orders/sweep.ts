// The orders' housekeeping (decisions 127, 228): intents not placed in time escape and give their
// stock back (the workflow holdExpired), and owed order mails whose time has come are sent (never tried
// after a crash, or a retry's wait over). Every process runs it on a timer (decision 191): a hold
// that ran out is given back within a minute, and a mail refused for a while is tried again within
// two (its first wait is 45 s, order-mails.ts), whether or not anyone asks for an order meanwhile.
import { and, lt } from 'drizzle-orm';
import { isOpenIntent } from '../../../contract/order-life.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { orderHoldsReleased } from '../../ops/metrics.js';
import { catalogueAnswers } from '../catalogue/catalogue-answers.js';
import { startRepeating } from '../repeating.js';
import type { OrderMailContext } from './mail.js';
import { openIntent } from './life-sql.js';
import { lockOrder } from './order-lock.js';
import { sendOwedOrderMails } from './order-mails.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import { escapeIntent, noteFailure, releaseHold, type OrderRow } from './steps.js';

const openAndExpired = (now: Date) => and(openIntent(), lt(orders.expiresAt, now));

type Failure = Omit<NonNullable<OrderRow['lastError']>, 'at'>;

/**
 * The hold of an intent that ran out and is still unplaced ends: it escapes and its stock returns.
 * Re-read under the locks: the customer may have paid or asked again meanwhile. With `failure`,
 * what ended it is noted on the order too (Stripe's page expired: decisions 141, 191).
 */
const holdExpired = defineWorkflow<{ id: string; now: Date; failure?: Failure | undefined }, boolean>('holdExpired', (flow, { id, now, failure }) =>
  flow.transaction(async (tx, run) => {
    const order = await lockOrder(tx, id);
    if (!isOpenIntent(order) || order.expiresAt >= now) return false;
    if (failure) await run(noteFailure, { orderId: id, lastError: { ...failure, at: now.toISOString() } });
    await run(escapeIntent, order);
    await run(releaseHold, order);
    return true;
  }));

/** Ends intent `id` if it ran out and is still unplaced, noting `failure` if given; answers whether it did. */
export const releaseIfLapsed = (db: Db, id: string, now = new Date(), failure?: Failure): Promise<boolean> =>
  runWorkflow(db, holdExpired, { id, now, failure });

/** Whether some intent ran out and still holds its stock (one read on orders_open_expiry). */
export async function holdsLapsed(db: Db, now = new Date()): Promise<boolean> {
  return (await db.select({ id: orders.id }).from(orders).where(openAndExpired(now)).limit(1)).length > 0;
}

/** Ends the intents that ran out; answers how many. */
export async function releaseExpiredIntents(db: Db, now = new Date()): Promise<number> {
  const expired = await db.select({ id: orders.id }).from(orders).where(openAndExpired(now)).limit(100);
  let released = 0;
  for (const { id } of expired) {
    if (await releaseIfLapsed(db, id, now)) released += 1;
  }
  return released;
}

export async function sweepOrders(db: Db, mailer: Mailer, context: OrderMailContext = {}, now = new Date()) {
  const released = await releaseExpiredIntents(db, now);
  const mails = await sendOwedOrderMails(db, mailer, context, now);
  return { released, resent: mails.sent, retried: mails.retry, failed: mails.failed };
}

/** How often each process sweeps (it also sweeps once at start). */
export const ORDER_SWEEP_EVERY_MS = 60_000;

export interface SweepLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Sweeps at once and then every `everyMs` (counted in raggio_order_holds_released_total); `stop()`
 * ends the timer and waits for a sweep under way. Sweeps never overlap.
 */
export function startOrderSweep(db: Db, mailer: Mailer, { log, context = {}, everyMs = ORDER_SWEEP_EVERY_MS }: { log: SweepLog; context?: OrderMailContext; everyMs?: number }) {
  return startRepeating(async () => {
    const { released, resent, retried, failed } = await sweepOrders(db, mailer, context);
    orderHoldsReleased.inc(released);
    // Stock given back: this process's catalogue answers show it from now on (decision 200).
    if (released > 0) await catalogueAnswers(db).changed();
    if (released > 0 || resent > 0 || retried > 0 || failed > 0) {
      log.info({ released, resent, retried, failed }, 'orders swept: lapsed holds given back, owed mails sent (or to be tried again, or failed)');
    }
  }, everyMs, (err) => log.warn({ err }, 'order sweep failed'));
}
