// GET admin/mails: every owed mail, an order's (decision 228) and those of no order (decision 244),
// newest first, filtered by state and paged, for the owner's "Mail" screen
// (docs/decisions/251-the-audit-and-mails-screens.md).
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_MAILS_PAGE_SIZE_DEFAULT, type AdminMail, type AdminMailsPage, type AdminMailsQuery } from '../../../contract/admin-mails.js';
import type { Db } from '../../db/client.js';
import { orderMails, orders, type OrderMailStatus } from '../../db/schema.js';

type MailRow = typeof orderMails.$inferSelect;

/** A mail as the screen shows it; `order` and `lang` from its order, when it has one. */
export function adminMailOf(row: MailRow, order: { id: string; number: string; lang: string } | null): AdminMail {
  return {
    id: row.id, kind: row.kind, to: row.to, subject: row.subject, status: row.status,
    createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null, attempts: row.attempts, error: row.error,
    order: order ? { id: order.id, number: order.number } : null, lang: order?.lang ?? null,
    nextAttemptAt: row.status === 'owed' ? row.nextAttemptAt.toISOString() : null,
  };
}

const orderOf = { id: orders.id, number: orders.number, lang: orders.lang };

/** One mail as the screen shows it, or undefined when there is none with this id. */
export async function adminMail(db: Db, id: number): Promise<AdminMail | undefined> {
  const [found] = await db.select({ mail: orderMails, order: orderOf }).from(orderMails)
    .leftJoin(orders, eq(orders.id, orderMails.orderId)).where(eq(orderMails.id, id));
  return found ? adminMailOf(found.mail, found.order) : undefined;
}

export async function listAdminMails(db: Db, query: AdminMailsQuery): Promise<AdminMailsPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_MAILS_PAGE_SIZE_DEFAULT;
  const where: SQL | undefined = query.status ? eq(orderMails.status, query.status) : undefined;
  const byStatus = await db.select({ status: orderMails.status, n: count() }).from(orderMails).groupBy(orderMails.status);
  const counts: Record<OrderMailStatus, number> = { owed: 0, sent: 0, failed: 0 };
  for (const { status, n } of byStatus) counts[status] = n;
  const total = query.status ? counts[query.status] : counts.owed + counts.sent + counts.failed;
  const rows = await db.select({ mail: orderMails, order: orderOf }).from(orderMails)
    .leftJoin(orders, eq(orders.id, orderMails.orderId)).where(where)
    .orderBy(desc(orderMails.createdAt), desc(orderMails.id)).limit(pageSize).offset((page - 1) * pageSize);
  return {
    docs: rows.map(({ mail, order }) => adminMailOf(mail, order)),
    page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)), counts,
  };
}
