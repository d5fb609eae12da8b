// Personal-data export requests (docs/product/accounts.md#data-requests: "may take up to 30
// days"; decision 103). The shop records the request and acknowledges it by mail; staff prepare
// the export and close the request (completed_at), an operations task outside this code. One
// request stays open per customer: asking again answers the open one.
import { and, eq, isNull } from 'drizzle-orm';
import { DATA_REQUEST_DAYS, type DataRequest } from '../../../contract/account.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema.js';
import { composeMail } from '../../mail/compose.js';
import { CONTACT_SUPPORT, greeting, shopDate, SIGN_OFF, storedLang, supportPageUrl, translator } from '../mail-texts.js';
import { oweMail } from '../orders/order-mails.js';
import * as mailTexts from './mail-texts.js';

type UserRow = typeof users.$inferSelect;
type RequestRow = typeof dataRequests.$inferSelect;

export interface DataRequestAnswer {
  request: DataRequest;
  /** True for a new request; false when an open one was answered. */
  created: boolean;
  /** The owed acknowledgement's id, to deliver; null when the request was already open (it had one). */
  acknowledgementId: number | null;
}

const DAY_MS = 86_400_000;

const asAnswer = (row: RequestRow): DataRequest => ({
  id: row.id, requestedAt: row.requestedAt.toISOString(), dueBy: row.dueBy.toISOString(),
});

export async function requestDataExport(
  db: Db, user: UserRow, links: { publicUrl: string; mainLang: Lang }, now = new Date(),
): Promise<DataRequestAnswer> {
  return db.transaction(async (tx) => {
    // The partial unique index (one open request per user) settles two requests racing.
    const [created] = await tx.insert(dataRequests)
      .values({ userId: user.id, requestedAt: now, dueBy: new Date(now.getTime() + DATA_REQUEST_DAYS * DAY_MS) })
      .onConflictDoNothing().returning();
    if (!created) {
      const [open] = await tx.select().from(dataRequests)
        .where(and(eq(dataRequests.userId, user.id), isNull(dataRequests.completedAt)));
      if (!open) throw new Error(`user ${user.id}: a data request neither inserted nor open`);
      return { request: asAnswer(open), created: false, acknowledgementId: null };
    }
    const lang = storedLang(user.lang);
    const say = translator(lang);
    // Owed with the request (decision 266): the customer's receipt of a request the law times.
    const acknowledgementId = await oweMail(tx, 'dataRequestReceived', composeMail(user.email, {
      subject: say(mailTexts.DATA_REQUEST_SUBJECT),
      greeting: say(greeting(user.firstName)),
      paragraphs: [say(mailTexts.dataRequestBody(DATA_REQUEST_DAYS, shopDate(created.dueBy))), say(mailTexts.DATA_REQUEST_NOT_YOU)],
      action: { label: say(CONTACT_SUPPORT), url: supportPageUrl(links.publicUrl, lang, links.mainLang) },
      signOff: say(SIGN_OFF),
    }));
    return { request: asAnswer(created), created: true, acknowledgementId };
  });
}
