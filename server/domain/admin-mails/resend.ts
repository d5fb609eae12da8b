// POST admin/mails/{id}/resend: an owner sends again a mail the mail server refused for good
// (docs/decisions/251-the-audit-and-mails-screens.md). It is owed again as it was first owed
// (decision 228): status owed, no try yet, due now, and delivered after the commit with
// deliverOrderMails (or by the sweep, whichever claims it first) and, if the mail server still says no, the sweep's backoff and its
// failed-for-good rule apply as to any mail. Only a failed mail: an owed one is already on its
// way, a sent one is not sent twice by hand. Under the row's lock, recorded in the audit.
import { eq } from 'drizzle-orm';
import type { AdminMailResent } from '../../../contract/admin-mails.js';
import type { Db } from '../../db/client.js';
import { orderMails } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import type { OrderMailContext } from '../orders/mail.js';
import { deliverOrderMails } from '../orders/order-mails.js';
import { recordStaffAction } from '../staff/audit.js';
import { adminMail } from './list.js';
import { MailRefusal } from './refusal.js';
import * as texts from './texts.js';

/** The failed mail `id` owed again and tried at once; answers it as the screen shows it after the try. */
export async function resendFailedMail(db: Db, mailer: Mailer, staffId: number, id: number, context: OrderMailContext = {}): Promise<AdminMailResent> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orderMails).where(eq(orderMails.id, id)).for('update');
    if (!row) throw new MailRefusal('missing', 'MAIL_NOT_FOUND', texts.MAIL_NOT_FOUND, { id });
    if (row.status !== 'failed') throw new MailRefusal('conflict', 'MAIL_NOT_FAILED', texts.MAIL_NOT_FAILED, { status: row.status });
    await tx.update(orderMails).set({ status: 'owed', attempts: 0, nextAttemptAt: new Date(), error: null }).where(eq(orderMails.id, id));
    await recordStaffAction(tx, {
      staffId, action: 'mail.resend', subjectType: 'mail', subjectId: id,
      before: { status: row.status, attempts: row.attempts, error: row.error, kind: row.kind, to: row.to, orderId: row.orderId },
      after: { status: 'owed', attempts: 0 },
    });
  });
  const sent = (await deliverOrderMails(db, mailer, [id], context)) === 1;
  return { mail: (await adminMail(db, id))!, sent };
}
