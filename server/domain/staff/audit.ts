// The staff's actions, recorded in the transaction that makes them, so the record and the change
// stand or fall together: who, when, what, the subject before and after
// (docs/decisions/192-back-office.md).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffActions } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

export type AuditSubject = 'order' | 'article' | 'catalogue' | 'staff';

export interface StaffAction {
  staffId: number;
  action: string;
  subjectType: AuditSubject;
  subjectId: string | number;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

export async function recordStaffAction(tx: Db, action: StaffAction): Promise<void> {
  await tx.insert(staffActions).values({
    shopId: SHOP_ID, staffId: action.staffId, action: action.action,
    subjectType: action.subjectType, subjectId: String(action.subjectId),
    before: action.before ?? null, after: action.after ?? null,
  });
}

/** A subject's history, oldest first, with who did each thing. */
export async function subjectHistory(db: Db, subjectType: AuditSubject, subjectId: string | number) {
  const rows = await db.select({
    at: staffActions.at, action: staffActions.action, before: staffActions.before, after: staffActions.after,
    staff: { id: staff.id, name: staff.name, email: staff.email },
  }).from(staffActions).innerJoin(staff, eq(staff.id, staffActions.staffId))
    .where(and(eq(staffActions.shopId, SHOP_ID), eq(staffActions.subjectType, subjectType), eq(staffActions.subjectId, String(subjectId))))
    .orderBy(asc(staffActions.at), asc(staffActions.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
