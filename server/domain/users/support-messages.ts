// The support form's messages a customer wrote, found by the address they gave: the message is
// owed to the shop as a mail of no order (decision 244) with that address as its Reply-To,
// `"Name" <address>` (server/domain/support.ts). Read for the customer's copy of their data and
// removed when they close their account (docs/decisions/262-closing-reaches-statements-and-support-messages.md).
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';

/** The support messages whose Reply-To is `email` (already lower-case), compared whole, never as a pattern. */
export function supportMessagesFrom(email: string): SQL {
  const tail = `<${email}>`;
  return and(
    isNull(orderMails.orderId),
    eq(orderMails.kind, 'supportMessage'),
    eq(sql`right(lower(${orderMails.replyTo}), ${tail.length})`, tail),
  )!;
}

export interface SupportMessage {
  writtenAt: string;
  sentAt: string | null;
  message: string;
}

/** The message as the customer typed it: the mail's text after its opening line (who wrote, in which language). */
const messageOf = (text: string | null) => (text ?? '').split('\n\n').slice(1).join('\n\n').replace(/\n$/, '');

export async function supportMessagesOf(db: Db, email: string): Promise<SupportMessage[]> {
  const rows = await db.select({ text: orderMails.text, createdAt: orderMails.createdAt, sentAt: orderMails.sentAt }).from(orderMails)
    .where(supportMessagesFrom(email)).orderBy(asc(orderMails.createdAt), asc(orderMails.id));
  return rows.map((row) => ({ writtenAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null, message: messageOf(row.text) }));
}
