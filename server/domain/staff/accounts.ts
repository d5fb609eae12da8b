// Staff accounts: added by the `npm run staff` command (scripts/staff.ts), which hands out a
// one-time link to set the password. The table keeps only the link token's sha256, as for a
// customer's recovery link (decision 102); a link works once and until it expires, and setting a
// password ends the member's other sign-ins (docs/decisions/192-back-office.md). Each change the
// command makes is recorded in its transaction, the command line as the one who acted
// (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffPasswordLinks, type StaffRole } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { AuthRefusal } from '../auth/refusal.js';
import * as texts from '../auth/texts.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { recordCommandAction, type CommandLine } from './audit.js';
import { revokeStaffSessions, type StaffRow } from './sessions.js';

/** A set-password link lasts three days: long enough for a new colleague to find the mail. */
export const STAFF_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findStaff(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(and(eq(staff.shopId, SHOP_ID), eq(sql`lower(${staff.email})`, normaliseEmail(email))));
  return row;
}

/**
 * Adds a member (or finds the one with this e-mail) and makes a new link to set the password.
 * Answers the member and the link's token. A removed member added again starts with no password:
 * whoever knew the old one, or holds a link mailed before the removal, must not get in
 * (docs/decisions/192-back-office.md, "Added again"); only the new link sets one. A member still
 * in place keeps theirs: adding them again only sends a new link. The command is the shop's own
 * way in: whoever it adds is an owner (docs/decisions/237-staff-roles-and-the-staff-screen.md).
 */
export async function addStaff(db: Db, input: { email: string; name: string; password?: string }, by: CommandLine, now = new Date()) {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findStaff(tx, input.email);
    const member = await memberToLink(tx, existing, { ...input, role: 'owner' }, passwordHash, now);
    const { token, expiresAt } = await newLink(tx, member.id, now);
    await recordCommandAction(tx, by, {
      action: 'staff.add', subjectType: 'staff', subjectId: member.id,
      before: existing ? auditedState(existing) : null, after: { ...auditedState(member), linkExpiresAt: expiresAt.toISOString() },
    });
    return { member, token };
  });
}

/** What the audit keeps of a member: never the hash, only whether there is one. */
export const auditedState = (member: StaffRow) => ({
  email: member.email, name: member.name, role: member.role, passwordSet: member.passwordHash !== null, disabledAt: member.disabledAt?.toISOString() ?? null,
});

/** A new one-time link for the member; answers its token (only its digest is kept) and its end. */
export async function newLink(tx: Db, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_LINK_TTL_MS);
  await tx.insert(staffPasswordLinks).values({ tokenHash: digest(token), staffId, expiresAt });
  return { token, expiresAt };
}

/**
 * The member the new link is for: a new row, a removed member back with no password (and the role
 * asked), or the member as they are (the command makes them an owner).
 */
export async function memberToLink(
  tx: Db, existing: StaffRow | undefined, input: { email: string; name: string; role: StaffRole }, passwordHash: string | null, now: Date,
): Promise<StaffRow> {
  let rows: StaffRow[];
  if (!existing) {
    rows = await tx.insert(staff).values({ shopId: SHOP_ID, email: normaliseEmail(input.email), name: input.name, passwordHash, role: input.role }).returning();
  } else if (existing.disabledAt) {
    await spendLinks(tx, existing.id, now);
    rows = await tx.update(staff).set({ disabledAt: null, passwordHash, role: input.role }).where(eq(staff.id, existing.id)).returning();
  } else {
    rows = await tx.update(staff).set({ role: input.role, ...(passwordHash ? { passwordHash } : {}) }).where(eq(staff.id, existing.id)).returning();
  }
  const [row] = rows;
  if (!row) throw new Error('the staff row was not written');
  return row;
}

/** A member's links not yet used stop working. */
export async function spendLinks(db: Db, staffId: number, now: Date): Promise<void> {
  await db.update(staffPasswordLinks).set({ usedAt: now }).where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
}

/** Removes a member: they cannot sign in, their open sessions end and their unused links stop working, at once. */
export async function disableStaff(db: Db, email: string, by: CommandLine, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await findStaff(tx, email);
    if (!member) return false;
    const [after] = await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, member.id)).returning();
    await revokeStaffSessions(tx, member.id);
    await spendLinks(tx, member.id, now);
    await recordCommandAction(tx, by, {
      action: 'staff.remove', subjectType: 'staff', subjectId: member.id, before: auditedState(member), after: auditedState(after!),
    });
    return true;
  });
}

/** Spends a link: sets the password, spends the member's other links and ends their sessions. */
export async function setStaffPassword(db: Db, token: string, password: string, now = new Date()): Promise<StaffRow> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(staffPasswordLinks)
      .where(and(eq(staffPasswordLinks.tokenHash, digest(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, now)))
      .for('update');
    if (!link) throw new AuthRefusal('unauthorised', 'RECOVERY_LINK_EXPIRED', texts.RECOVERY_LINK_EXPIRED);
    const [member] = await tx.update(staff).set({ passwordHash }).where(and(eq(staff.id, link.staffId), isNull(staff.disabledAt))).returning();
    if (!member) throw new AuthRefusal('unauthorised', 'RECOVERY_LINK_EXPIRED', texts.RECOVERY_LINK_EXPIRED);
    await spendLinks(tx, member.id, now);
    await revokeStaffSessions(tx, member.id);
    return member;
  });
}
