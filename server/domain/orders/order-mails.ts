// Every mail an order is sent is kept as a row of order_mails (kind, to, subject, when), shown on
// its page in the back office (decisions 192, 193). Written once the mailer took the mail.
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mailer.js';

export async function recordOrderMail(db: Db, orderId: string, kind: string, message: Pick<MailMessage, 'to' | 'subject'>): Promise<void> {
  await db.insert(orderMails).values({ orderId, kind, to: message.to, subject: message.subject });
}
