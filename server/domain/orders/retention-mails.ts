// Mails of no order (decision 244: the support form's message to the shop, a staff invitation's
// link) are rows only until they have done their work (docs/decisions/250-the-retention-sweep.md):
// a sent one has reached the shop's mailbox or the new member, and is deleted 30 days after it was
// written; one refused for good, 90 days after, once the staff could see it counted in /metrics
// and read it. An owed one is never deleted. Batches as the orders' (retention.ts): one
// transaction each, rows taken `for update skip locked` (a mail being sent is held by its
// sender), the batch recorded as the system's with its counts by kind.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../catalogue/rows.js';
import { recordSystemAction } from '../staff/audit.js';
import { mailCutoffs } from './retention-period.js';

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Deletes one batch of the lapsed mails of no order; answers how many went, by kind. */
export async function eraseMailsOfNoOrder(db: Db, now: Date, batchSize: number): Promise<Record<string, number>> {
  const { sent, failed } = mailCutoffs(now);
  return db.transaction(async (tx) => {
    const gone = await rows<{ kind: string }>(tx, sql`
      delete from order_mails where id in (
        select id from order_mails
        where order_id is null and ((status = 'sent' and created_at < ${iso(sent)}) or (status = 'failed' and created_at < ${iso(failed)}))
        order by id limit ${batchSize}
        for update skip locked)
      returning kind`);
    const byKind: Record<string, number> = {};
    for (const { kind } of gone) byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (gone.length > 0) {
      await recordSystemAction(tx, {
        action: 'retention.mailsErased', subjectType: 'retention', subjectId: 'mail',
        after: { mails: gone.length, byKind, sentBefore: sent.toISOString(), failedBefore: failed.toISOString() },
      });
    }
    return byKind;
  });
}
