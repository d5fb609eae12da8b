// The staff's actions, recorded in the transaction that makes them, so the record and the change
// stand or fall together: who, when, what, the subject before and after
// (docs/decisions/192-back-office.md). A refused action, a failed sign-in and the staff command's
// changes are recorded too (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffActions, type StaffActionRefusal } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

// customer: a customer's data, by id (decision 241); settings: a section of the shop's settings, by
// name; discount-code: a code, by id (decision 238); mail: an owed mail sent again, by id (decision 251);
// retention: what the retention sweep deleted, by rule (decision 250).
export type AuditSubject = 'order' | 'article' | 'catalogue' | 'staff' | 'signin' | 'customer' | 'settings' | 'discount-code' | 'mail' | 'retention';

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

/** The staff command (`npm run staff`) as the one who acted. */
export interface CommandLine {
  /** The operating system's user running it; null when the system names none. */
  osUser: string | null;
}

/** A change made by the staff command, in the transaction that makes it. */
export async function recordCommandAction(tx: Db, by: CommandLine, action: Omit<StaffAction, 'staffId'>): Promise<void> {
  await tx.insert(staffActions).values({
    shopId: SHOP_ID, staffId: null, origin: 'command', osUser: by.osUser, action: action.action,
    subjectType: action.subjectType, subjectId: String(action.subjectId),
    before: action.before ?? null, after: action.after ?? null,
  });
}

/**
 * A change the shop makes by itself on a timer (the retention sweep, decision 250), in the
 * transaction that makes it: origin 'system', no member and no operating-system user.
 */
export async function recordSystemAction(tx: Db, action: Omit<StaffAction, 'staffId'>): Promise<void> {
  await tx.insert(staffActions).values({
    shopId: SHOP_ID, staffId: null, origin: 'system', action: action.action,
    subjectType: action.subjectType, subjectId: String(action.subjectId),
    before: action.before ?? null, after: action.after ?? null,
  });
}

export interface RefusedAction {
  /** Null only for a failed sign-in: nobody is signed in. */
  staffId: number | null;
  action: string;
  subjectType: AuditSubject;
  subjectId: string;
  client: string;
  refusal: StaffActionRefusal;
  asked?: Record<string, unknown> | null | undefined;
}

/**
 * A refused action. Its own statement, on the database rather than a transaction: the action's
 * transaction has rolled back (or never began), and the record of the refusal must outlive it.
 */
export async function recordRefusedAction(db: Db, refused: RefusedAction): Promise<void> {
  await db.insert(staffActions).values({
    shopId: SHOP_ID, staffId: refused.staffId, client: refused.client, action: refused.action,
    subjectType: refused.subjectType, subjectId: refused.subjectId,
    refusal: refused.refusal, asked: refused.asked ?? null,
  });
}

/** A subject's history, oldest first, with who did each thing and, for a refused one, why. */
export async function subjectHistory(db: Db, subjectType: AuditSubject, subjectId: string | number) {
  // Inner join: an order's or an article's rows are all a member's (the command line and sign-in
  // attempts have subjects of their own).
  const rows = await db.select({
    at: staffActions.at, action: staffActions.action, before: staffActions.before, after: staffActions.after,
    refusal: staffActions.refusal,
    staff: { id: staff.id, name: staff.name, email: staff.email },
  }).from(staffActions).innerJoin(staff, eq(staff.id, staffActions.staffId))
    .where(and(eq(staffActions.shopId, SHOP_ID), eq(staffActions.subjectType, subjectType), eq(staffActions.subjectId, String(subjectId))))
    .orderBy(asc(staffActions.at), asc(staffActions.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
