// What an owner changes on the staff screen (docs/decisions/237-staff-roles-and-the-staff-screen.md):
// invite a member (or bring a removed one back, with no password), remove one, change a role.
// Each is one transaction that records itself in the audit (subject 'staff', before and after).
// The owners' rows are locked before they are counted, so two owners demoting each other at
// once cannot leave the shop with none.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/admin-auth.js';
import type { StaffInviteBody } from '../../../contract/admin-staff.js';
import type { Db } from '../../db/client.js';
import { staff } from '../../db/schema.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { oweMail } from '../orders/order-mails.js';
import { auditedState, findStaff, memberToLink, newLink, spendLinks, STAFF_LINK_TTL_MS } from './accounts.js';
import { recordStaffAction } from './audit.js';
import { staffLinkMail } from './link-mail.js';
import { lastSignIn, staffMemberOf } from './members.js';
import { StaffRefusal } from './refusal.js';
import { revokeStaffSessions, type StaffRow } from './sessions.js';
import * as texts from './texts.js';

const notFound = () => new StaffRefusal('missing', 'STAFF_NOT_FOUND', texts.STAFF_NOT_FOUND);
const lastOwner = () => new StaffRefusal('conflict', 'STAFF_LAST_OWNER', texts.STAFF_LAST_OWNER);

async function lockedMember(tx: Db, id: number): Promise<StaffRow> {
  const [row] = await tx.select().from(staff).where(and(eq(staff.shopId, SHOP_ID), eq(staff.id, id))).for('update');
  if (!row) throw notFound();
  return row;
}

/** The owners not removed, their rows locked. */
async function lockedOwners(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.shopId, SHOP_ID), eq(staff.role, 'owner'), isNull(staff.disabledAt))).orderBy(staff.id).for('update');
  return rows.map((row) => row.id);
}

/**
 * Invites a member: a new one, a removed one back (with the role asked and no password: whoever
 * knew the old one must not get in, as decision 192's "Added again"), or one invited whose link
 * was lost (a new link). A member who has set a password is refused: their role has its own call.
 * Answers the member and the link's mail, owed with it, to deliver after the commit.
 */
export async function inviteStaff(db: Db, byStaffId: number, input: StaffInviteBody, publicUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    // Two invitations of one new e-mail at once: the second waits, then finds the first's member.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invite:${normaliseEmail(input.email)}`}))`);
    const found = await findStaff(tx, input.email);
    const existing = found ? await lockedMember(tx, found.id) : undefined;
    if (existing && !existing.disabledAt && existing.passwordHash !== null) {
      throw new StaffRefusal('conflict', 'STAFF_ALREADY_ACTIVE', texts.STAFF_ALREADY_ACTIVE, { id: existing.id });
    }
    let member = await memberToLink(tx, existing, input, null, now);
    if (existing && member.name !== input.name) {
      [member] = await tx.update(staff).set({ name: input.name }).where(eq(staff.id, member.id)).returning() as [StaffRow];
    }
    // A link mailed earlier to an invited member stops working: only the newest one counts.
    if (existing) await spendLinks(tx, member.id, now);
    const { token, expiresAt } = await newLink(tx, member.id, now);
    await recordStaffAction(tx, {
      staffId: byStaffId, action: 'staff.invite', subjectType: 'staff', subjectId: member.id,
      before: existing ? auditedState(existing) : null, after: { ...auditedState(member), linkExpiresAt: expiresAt.toISOString() },
    });
    // The link's mail is owed with the link (decision 244): a mail server that is down loses no invitation.
    const mailId = await oweMail(tx, 'staffInvitation', staffLinkMail(member, `${publicUrl}/admin/password#${token}`, STAFF_LINK_TTL_MS));
    return { member: staffMemberOf(member, await lastSignIn(tx, member.id)), mailId, expiresAt };
  });
}

/**
 * Removes a member: they cannot sign in, every session of theirs ends and their links stop
 * working, at once. Never oneself (so an owner always remains: the one acting). Removing a member
 * already removed changes nothing.
 */
export async function removeStaff(db: Db, byStaffId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    if (id === byStaffId) throw new StaffRefusal('conflict', 'STAFF_REMOVE_SELF', texts.STAFF_REMOVE_SELF);
    const owners = await lockedOwners(tx);
    const member = await lockedMember(tx, id);
    if (member.disabledAt) return staffMemberOf(member, await lastSignIn(tx, id));
    if (member.role === 'owner' && owners.filter((owner) => owner !== id).length === 0) throw lastOwner();
    const [after] = await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, id)).returning() as [StaffRow];
    await revokeStaffSessions(tx, id);
    await spendLinks(tx, id, now);
    await recordStaffAction(tx, { staffId: byStaffId, action: 'staff.remove', subjectType: 'staff', subjectId: id, before: auditedState(member), after: auditedState(after) });
    return staffMemberOf(after, await lastSignIn(tx, id));
  });
}

/**
 * Changes a member's role, one's own included, as long as an owner remains. A removed member is
 * refused (invite them again, with the role). The same role again changes nothing.
 */
export async function changeStaffRole(db: Db, byStaffId: number, id: number, role: StaffRole) {
  return db.transaction(async (tx) => {
    const owners = await lockedOwners(tx);
    const member = await lockedMember(tx, id);
    if (member.disabledAt) throw new StaffRefusal('conflict', 'STAFF_REMOVED', texts.STAFF_REMOVED);
    if (member.role === role) return staffMemberOf(member, await lastSignIn(tx, id));
    if (role !== 'owner' && owners.filter((owner) => owner !== id).length === 0) throw lastOwner();
    const [after] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning() as [StaffRow];
    await recordStaffAction(tx, { staffId: byStaffId, action: 'staff.role', subjectType: 'staff', subjectId: id, before: auditedState(member), after: auditedState(after) });
    return staffMemberOf(after, await lastSignIn(tx, id));
  });
}
