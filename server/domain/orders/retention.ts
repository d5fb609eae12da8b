// The retention sweep (docs/decisions/250-the-retention-sweep.md): placed orders ten years after
// their last entry, and intents never placed 30 days after their hold ended, are deleted with all
// that hangs on them (retention-steps.ts); so are mails of no order that have done their work
// (retention-mails.ts). Every process runs it on a timer, as the order sweep and the analytics
// retention run; a batch of orders is one transaction, so PGlite's one connection is never held
// long, and its orders are taken `for update skip locked`: two processes sweeping at once each
// take other orders, and each order is deleted once. Each batch that deleted something is
// recorded in the audit (origin 'system') with its counts, never an order's id.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retentionDeleted } from '../../ops/metrics.js';
import { rows } from '../catalogue/rows.js';
import { startRepeating } from '../repeating.js';
import { recordSystemAction } from '../staff/audit.js';
import { placedAs } from './life-sql.js';
import { intentCutoff, orderCutoff } from './retention-period.js';
import { eraseMailsOfNoOrder } from './retention-mails.js';
import { addErased, eraseOrders, NOTHING_ERASED, type ErasedRows } from './retention-steps.js';
import { defineWorkflow, runWorkflow } from './step-runner.js';
import type { SweepLog } from './sweep.js';

/** 'order': a placed order whose ten years have run; 'intent': an intent never placed, past its 30 days. */
export type RetentionRule = 'order' | 'intent';

/** Orders per transaction: a few hundred rows deleted, the connection held for milliseconds. */
export const RETENTION_BATCH = 50;
/** How often each process sweeps (it also sweeps once at start): the periods are years and days. */
export const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60_000;

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Placed orders whose last entry is before `cutoff`: the placing, and after it every refund,
 * invoice or credit note, withdrawal statement received, and every move the staff made (the
 * transfer received, the shipment, a cancellation, a return's course: their audit rows), whichever
 * is latest. A staff note is not an entry; a refused call neither. Oldest first, locked, skipping
 * those another transaction holds (a change under way, or another process's sweep).
 */
const lapsedOrders = (cutoff: Date, limit: number) => sql`
  select o.id, extract(year from o.placed_at at time zone 'Europe/Rome')::int as year from orders o
  where ${placedAs('o')} and o.placed_at < ${iso(cutoff)}
    and not exists (select 1 from order_refunds r where r.order_id = o.id and r.created_at >= ${iso(cutoff)})
    and not exists (select 1 from invoices i where i.order_id = o.id and i.created_at >= ${iso(cutoff)})
    and not exists (select 1 from order_withdrawals w where w.order_id = o.id and w.received_at >= ${iso(cutoff)})
    and not exists (select 1 from staff_actions a where a.subject_type = 'order' and a.subject_id = o.id::text
      and a.refusal is null and a.action <> 'order.noted' and a.at >= ${iso(cutoff)})
  order by o.placed_at limit ${limit}
  for update of o skip locked`;

/** Intents never placed (escaped, their stock given back) whose hold ended before `cutoff`. */
const lapsedIntents = (cutoff: Date, limit: number) => sql`
  select o.id, null::int as year from orders o
  where not ${placedAs('o')} and o.status = 'escaped' and not o.stock_held and o.expires_at < ${iso(cutoff)}
  order by o.expires_at limit ${limit}
  for update of o skip locked`;

interface BatchInput { rule: RetentionRule; now: Date; batchSize: number }
export interface BatchErased extends ErasedRows { rule: RetentionRule }

/** One batch: its orders found and locked, deleted, and the deletion recorded, in one transaction. */
const retention = defineWorkflow<BatchInput, BatchErased>('retention', (flow, { rule, now, batchSize }) =>
  flow.transaction(async (tx, run) => {
    const cutoff = rule === 'order' ? orderCutoff(now) : intentCutoff(now);
    const found = await rows<{ id: string; year: number | null }>(tx, rule === 'order' ? lapsedOrders(cutoff, batchSize) : lapsedIntents(cutoff, batchSize));
    const erased = await run(eraseOrders, found.map((o) => o.id));
    if (erased.orders > 0) {
      const placedIn: Record<string, number> = {};
      for (const { year } of found) if (year !== null) placedIn[year] = (placedIn[year] ?? 0) + 1;
      await recordSystemAction(tx, {
        action: rule === 'order' ? 'retention.ordersErased' : 'retention.intentsErased',
        subjectType: 'retention', subjectId: rule,
        after: rule === 'order'
          ? { ...erased, lastEntryBefore: cutoff.toISOString(), placedIn }
          : { ...erased, holdEndedBefore: cutoff.toISOString() },
      });
    }
    return { rule, ...erased };
  }));

export interface RetentionOptions {
  /** The sweep's clock: what "ten years ago" is counted from. */
  now?: Date;
  batchSize?: number;
}

export interface RetentionSwept {
  orders: ErasedRows;
  intents: ErasedRows;
  /** Mails of no order deleted, by kind (retention-mails.ts). */
  mails: Record<string, number>;
}

const pause = () => new Promise((resolve) => setImmediate(resolve));

/** Deletes, batch after batch, what the rules say has lapsed at `now`; answers what went. */
export async function sweepRetention(db: Db, { now = new Date(), batchSize = RETENTION_BATCH }: RetentionOptions = {}): Promise<RetentionSwept> {
  const swept: RetentionSwept = { orders: NOTHING_ERASED, intents: NOTHING_ERASED, mails: {} };
  for (const rule of ['order', 'intent'] as const) {
    for (;;) {
      const batch = await runWorkflow(db, retention, { rule, now, batchSize });
      const key = rule === 'order' ? 'orders' : 'intents';
      swept[key] = addErased(swept[key], batch);
      retentionDeleted.inc({ rule }, batch.orders);
      // A short batch: nothing more is due, or another process holds the rest.
      if (batch.orders < batchSize) break;
      // Between two batches the server answers the requests that waited (PGlite shares its thread).
      await pause();
    }
  }
  for (;;) {
    const byKind = await eraseMailsOfNoOrder(db, now, batchSize);
    let erased = 0;
    for (const [kind, count] of Object.entries(byKind)) {
      swept.mails[kind] = (swept.mails[kind] ?? 0) + count;
      erased += count;
    }
    retentionDeleted.inc({ rule: 'mail' }, erased);
    if (erased < batchSize) break;
    await pause();
  }
  return swept;
}

/** Sweeps at once and then every `everyMs`; `stop()` ends the timer and waits for a sweep under way. */
export function startRetentionSweep(db: Db, { log, everyMs = RETENTION_SWEEP_EVERY_MS }: { log: SweepLog; everyMs?: number }) {
  return startRepeating(async () => {
    const { orders, intents, mails } = await sweepRetention(db);
    if (orders.orders > 0 || intents.orders > 0 || Object.keys(mails).length > 0) {
      log.info({ orders, intents, mails }, 'retention sweep: orders past their ten years, intents never placed and mails of no order past theirs deleted');
    }
  }, everyMs, (err) => log.warn({ err }, 'retention sweep failed'));
}
