// Staff accounts: added by the `npm run staff` command (scripts/staff.ts), which hands out a
// one-time link to set the password. The table keeps only the link token's sha256, as for a
// customer's recovery link (decision 102); a link works once and until it expires, and setting a
// password ends the member's other sign-ins (docs/decisions/192-back-office.md).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffPasswordLinks } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { AuthRefusal } from '../auth/refusal.js';
import * as texts from '../auth/texts.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { revokeStaffSessions, type StaffRow } from './sessions.js';

/** A set-password link lasts three days: long enough for a new colleague to find the mail. */
export const STAFF_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findStaff(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(and(eq(staff.shopId, SHOP_ID), eq(sql`lower(${staff.email})`, normaliseEmail(email))));
  return row;
}

/**
 * Adds a member (or finds the one with this e-mail, enabling them again) and makes a new link to
 * set the password. Answers the member and the link's token.
 */
export async function addStaff(db: Db, input: { email: string; name: string; password?: string }, now = new Date()) {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findStaff(tx, input.email);
    const [member] = existing
      ? await tx.update(staff).set({ disabledAt: null, ...(passwordHash ? { passwordHash } : {}) }).where(eq(staff.id, existing.id)).returning()
      : await tx.insert(staff).values({ shopId: SHOP_ID, email: normaliseEmail(input.email), name: input.name, passwordHash }).returning();
    if (!member) throw new Error('the staff row was not written');
    const token = randomBytes(32).toString('base64url');
    await tx.insert(staffPasswordLinks).values({ tokenHash: digest(token), staffId: member.id, expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_MS) });
    return { member, token };
  });
}

/** Removes a member: they cannot sign in, and their open sessions end at once. */
export async function disableStaff(db: Db, email: string): Promise<boolean> {
  const member = await findStaff(db, email);
  if (!member) return false;
  await db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
  await revokeStaffSessions(db, member.id);
  return true;
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
    await tx.update(staffPasswordLinks).set({ usedAt: now }).where(and(eq(staffPasswordLinks.staffId, member.id), isNull(staffPasswordLinks.usedAt)));
    await revokeStaffSessions(tx, member.id);
    return member;
  });
}
