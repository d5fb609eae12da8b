// The staff screen's list: every member the shop ever had, removed ones last, with their role,
// state and last sign-in (docs/decisions/237-staff-roles-and-the-staff-screen.md).
import { asc, eq, max, sql } from 'drizzle-orm';
import type { StaffMember, StaffState } from '../../../contract/admin-staff.js';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import type { StaffRow } from './sessions.js';

export const stateOf = (row: StaffRow): StaffState => (row.disabledAt ? 'removed' : row.passwordHash === null ? 'invited' : 'active');

export const staffMemberOf = (row: StaffRow, lastSignInAt: Date | null): StaffMember => ({
  id: row.id, name: row.name, email: row.email, role: row.role, state: stateOf(row),
  lastSignInAt: lastSignInAt?.toISOString() ?? null, addedAt: row.createdAt.toISOString(),
});

/** A sign-in is a session opened (by the password, or by the link that set it). */
export async function lastSignIn(db: Db, staffId: number): Promise<Date | null> {
  const [row] = await db.select({ at: max(staffSessions.createdAt) }).from(staffSessions).where(eq(staffSessions.staffId, staffId));
  return row?.at ?? null;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select({ member: staff, lastSignInAt: max(staffSessions.createdAt) }).from(staff)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staff.id))
    .where(eq(staff.shopId, SHOP_ID))
    .groupBy(staff.id)
    .orderBy(sql`${staff.disabledAt} IS NOT NULL`, asc(sql`lower(${staff.name})`), asc(staff.id));
  return rows.map((row) => staffMemberOf(row.member, row.lastSignInAt));
}
