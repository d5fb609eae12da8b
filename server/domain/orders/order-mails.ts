// Every mail about an order, to the customer or to the shop, is owed in the transaction of the
// change that causes it (decision 228): a row of order_mails with the composed message, written
// by the placement, a status action, a refund or a cancellation; and so is every other mail whose
// loss loses something, about no order (decision 244). After the commit its caller
// delivers it; after a crash, or while the mail server is down, the sweep does. Each send is
// claimed first by one atomic update (a fresh row by its caller, `attempts = 0`; a due row by the
// sweep, FOR UPDATE SKIP LOCKED), so two processes on one PostgreSQL never send the same mail,
// and it is marked sent once the mailer took it. A refusal for good (SMTP 5xx) marks it failed
// with the reason; anything else (no connection, 4xx) is tried again later, waiting longer each
// time. Only a crash in the instant between the mailer taking a mail and its mark sends it twice.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { composeConfirmation, type OrderMailContext } from './mail.js';

export type OrderMailRow = typeof orderMails.$inferSelect;

/**
 * Every kind of mail about an order the shop can owe (decisions 228, 245), and those about no
 * order (decision 244): each is tried by the suite that kills the mailer between the commit and
 * the send (order-mails.test.ts), which fails for a kind added here without its case.
 */
export const ORDER_MAIL_KINDS = [
  'confirmation', 'shopNewOrder', 'transferReceived', 'readyForPickup', 'shipped', 'refunded', 'cancelled',
  'withdrawalReceived', 'returnAccepted', 'returnRefused', 'returnReceived',
] as const;
export const MAIL_KINDS_OF_NO_ORDER = ['supportMessage', 'staffInvitation', 'passwordChanged', 'emailChanged', 'dataRequestReceived'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
export type MailKind = OrderMailKind | (typeof MAIL_KINDS_OF_NO_ORDER)[number];

/**
 * How long a claimed mail is left to its sender before the sweep may take it again (the sender
 * died). Longer than a send can last: nodemailer gives up on a silent server after 10 minutes.
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;

/** The wait before try `attempts + 1` after a refusal: 45 s, then doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(45_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Mails the sweep sends in one round (the rest wait for the next, a minute later). */
const SWEEP_BATCH = 50;

/**
 * Owes `message` for order `orderId`: called with the transaction of the change that causes the
 * mail, so it exists exactly when the change committed. Answers the row's id, for the caller to
 * deliver after the commit.
 */
export function oweOrderMail(tx: Db, orderId: string, kind: OrderMailKind, message: MailMessage): Promise<number> {
  return oweMail(tx, kind, message, orderId);
}

/**
 * Owes `message` about no order (the support form's message, a staff invitation: decision 244),
 * the same way: in the transaction that records what it tells, delivered after the commit or by
 * the sweep.
 */
export async function oweMail(tx: Db, kind: MailKind, message: MailMessage, orderId: string | null = null): Promise<number> {
  const [row] = await tx.insert(orderMails).values({
    orderId, kind, to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html,
  }).returning({ id: orderMails.id });
  return row!.id;
}

/** A refusal for good: the SMTP server answered 5xx (no such mailbox, message refused). */
function permanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const reasonOf = (err: unknown) => {
  const e = err as { response?: unknown; message?: unknown } | null;
  const reason = typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : String(err);
  return reason.slice(0, 500);
};

export type Outcome = 'sent' | 'retry' | 'failed';

/** Sends one claimed mail and records how it went; never throws. */
async function sendClaimed(db: Db, mailer: Mailer, row: OrderMailRow, context: OrderMailContext, now: Date): Promise<Outcome> {
  let message: MailMessage | null;
  try {
    // A confirmation carried over from the old columns (migration 0019) is composed now.
    message = row.text === null || row.html === null
      ? (row.orderId === null ? null : await composeConfirmation(db, row.orderId, context))
      : { to: row.to, subject: row.subject, text: row.text, html: row.html, ...(row.replyTo ? { replyTo: row.replyTo } : {}) };
  } catch (err) {
    message = null;
    context.log?.error({ err, orderId: row.orderId, mail: row.kind }, 'order mail: not composed');
  }
  if (message === null) {
    await db.update(orderMails).set({ status: 'failed', error: 'the mail could not be composed (order or customer missing)' }).where(eq(orderMails.id, row.id));
    return 'failed';
  }
  try {
    await mailer.send(message);
  } catch (err) {
    const reason = reasonOf(err);
    if (permanentRefusal(err)) {
      context.log?.error({ err, orderId: row.orderId, mail: row.kind }, 'order mail: refused by the mail server, recorded failed');
      await db.update(orderMails).set({ status: 'failed', error: reason }).where(eq(orderMails.id, row.id));
      return 'failed';
    }
    context.log?.warn({ err, orderId: row.orderId, mail: row.kind, attempts: row.attempts }, 'order mail: not sent, tried again later');
    await db.update(orderMails).set({ error: reason, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }).where(eq(orderMails.id, row.id));
    return 'retry';
  }
  await db.update(orderMails).set({
    status: 'sent', sentAt: new Date(), error: null, to: message.to, subject: message.subject, text: message.text, html: message.html,
  }).where(eq(orderMails.id, row.id));
  return 'sent';
}

/**
 * Delivers the mails `ids` its caller just owed, once their transaction committed. Each is claimed
 * only if nobody tried it yet: the sweep may have taken it first, and then this sends nothing.
 * Never throws (the change is made whatever the mailer says); answers how many went.
 */
export async function deliverOrderMails(db: Db, mailer: Mailer, ids: readonly number[], context: OrderMailContext = {}): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    try {
      const now = new Date();
      const [row] = await db.update(orderMails)
        .set({ attempts: sql`${orderMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(and(eq(orderMails.id, id), eq(orderMails.status, 'owed'), eq(orderMails.attempts, 0)))
        .returning();
      if (row && (await sendClaimed(db, mailer, row, context, now)) === 'sent') sent += 1;
    } catch (err) {
      context.log?.error({ err, mailId: id }, 'order mail: not delivered, left owed for the sweep');
    }
  }
  return sent;
}

/**
 * Claims one owed mail whose time has come, skipping one another process is claiming: read with
 * FOR UPDATE SKIP LOCKED and moved past its lease in one short transaction.
 */
async function claimDue(db: Db, now: Date): Promise<OrderMailRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx.select({ id: orderMails.id }).from(orderMails)
      .where(and(eq(orderMails.status, 'owed'), lte(orderMails.nextAttemptAt, now)))
      .orderBy(asc(orderMails.nextAttemptAt), asc(orderMails.id)).limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx.update(orderMails)
      .set({ attempts: sql`${orderMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(eq(orderMails.id, due.id))
      .returning();
    return row;
  });
}

/**
 * The sweep's part: owed mails whose time has come (never tried after a crash, a lease run out,
 * a retry's wait over) are sent, each claimed on its own. Answers what became of them.
 */
export async function sendOwedOrderMails(db: Db, mailer: Mailer, context: OrderMailContext = {}, now = new Date()): Promise<Record<Outcome, number>> {
  const outcomes: Record<Outcome, number> = { sent: 0, retry: 0, failed: 0 };
  for (let i = 0; i < SWEEP_BATCH; i++) {
    const row = await claimDue(db, now);
    if (!row) break;
    outcomes[await sendClaimed(db, mailer, row, context, now)] += 1;
  }
  return outcomes;
}
