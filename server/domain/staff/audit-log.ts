// GET admin/audit: the staff's audit, newest first, filtered and paged, for the owner's "Registro
// attività" (docs/decisions/251-the-audit-and-mails-screens.md). Every row: a member's action
// done or refused, a failed sign-in, the staff command's change. Reading it writes nothing: the
// screen is an owner's, it names customers by number only, and a customer opened from it is a
// view recorded as any other (decision 241).
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_AUDIT_PAGE_SIZE_DEFAULT, type AdminAuditPage, type AdminAuditQuery } from '../../../contract/admin-audit.js';
import type { Db } from '../../db/client.js';
import { articles, orders, staff, staffActions } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

const actedDay = sql`(${staffActions.at} at time zone 'Europe/Rome')::date`;

function filters(query: AdminAuditQuery): SQL | undefined {
  return and(
    eq(staffActions.shopId, SHOP_ID),
    query.staff !== undefined ? eq(staffActions.staffId, query.staff) : undefined,
    query.action ? eq(staffActions.action, query.action) : undefined,
    query.subject ? eq(staffActions.subjectType, query.subject) : undefined,
    query.subjectId ? eq(staffActions.subjectId, query.subjectId) : undefined,
    query.outcome === 'done' ? isNull(staffActions.refusal) : query.outcome === 'refused' ? isNotNull(staffActions.refusal) : undefined,
    query.from ? sql`${actedDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${actedDay} <= ${query.to}::date` : undefined,
  );
}

const actor = alias(staff, 'actor');
const subjectMember = alias(staff, 'subject_member');

export async function auditLog(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_AUDIT_PAGE_SIZE_DEFAULT;
  const where = filters(query);
  const [total] = await db.select({ n: count() }).from(staffActions).where(where);
  // The subjects' names (an order's number, an article's Italian name or else its code, a member's
  // name) come with the page by left joins on the subject's id as text: a row whose
  // subject is gone (or malformed, as a refused call recorded it) keeps its id and no name.
  const rows = await db.select({
    row: staffActions,
    member: { id: actor.id, name: actor.name, email: actor.email },
    orderNumber: orders.number,
    articleName: sql<string | null>`coalesce(nullif(${articles.name}->>'it', ''), ${articles.sku})`,
    memberName: subjectMember.name,
  }).from(staffActions)
    .leftJoin(actor, eq(actor.id, staffActions.staffId))
    .leftJoin(orders, and(eq(staffActions.subjectType, 'order'), eq(sql`${orders.id}::text`, staffActions.subjectId)))
    .leftJoin(articles, and(eq(staffActions.subjectType, 'article'), eq(sql`${articles.id}::text`, staffActions.subjectId)))
    .leftJoin(subjectMember, and(eq(staffActions.subjectType, 'staff'), eq(sql`${subjectMember.id}::text`, staffActions.subjectId)))
    .where(where)
    .orderBy(desc(staffActions.at), desc(staffActions.id)).limit(pageSize).offset((page - 1) * pageSize);
  const members = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff)
    .where(eq(staff.shopId, SHOP_ID)).orderBy(asc(staff.name), asc(staff.id));
  const matching = total?.n ?? 0;
  return {
    docs: rows.map(({ row, member, orderNumber, articleName, memberName }) => ({
      id: row.id, at: row.at.toISOString(), origin: row.origin,
      staff: member?.id ? { id: member.id, name: member.name, email: member.email } : null,
      osUser: row.osUser, client: row.client, action: row.action,
      subject: { type: row.subjectType, id: row.subjectId, label: orderNumber ?? articleName ?? memberName ?? null },
      before: row.before ?? null, after: row.after ?? null,
      refusal: row.refusal ?? null,
    })),
    page, pageSize, total: matching, totalPages: Math.max(1, Math.ceil(matching / pageSize)),
    members,
  };
}
