// Staff sessions: as customers' (decision 098), a row per sign-in named by the token's `sid`, but
// in their own table and with tokens of the staff audience, so neither kind of token passes for
// the other (docs/decisions/192-back-office.md). A session ends after a working day without a
// call, and a week after sign-in however busy (docs/decisions/237-staff-roles-and-the-staff-screen.md).
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import { AuthRefusal } from '../auth/refusal.js';
import { sessionExpired, type TokenSettings } from '../auth/sessions.js';
import * as texts from '../auth/texts.js';
import { readToken, signToken } from '../auth/tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StaffRow = typeof staff.$inferSelect;

const invalidToken = () => new AuthRefusal('unauthorised', 'AUTH_TOKEN_INVALID', texts.INVALID_TOKEN);

/** Without a call for this long, a staff session ends: a working day, so a shift's pauses do not sign anyone out. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** However busy, a staff session ends this long after sign-in (the shop's tokens, 30 days, are cut to it). */
export const STAFF_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** The last call is written at most this often: one write a minute per open tab, not one per call. */
export const STAFF_SEEN_EVERY_MS = 60 * 1000;

export async function openStaffSession(db: Db, key: Uint8Array, ttlSeconds: number, staffId: number): Promise<{ token: string; exp: number }> {
  const now = Date.now();
  const exp = Math.floor(now / 1000) + Math.min(ttlSeconds, STAFF_SESSION_MAX_SECONDS);
  const [session] = await db.insert(staffSessions).values({ staffId, expiresAt: new Date(exp * 1000), lastSeenAt: new Date(now) })
    .returning({ id: staffSessions.id });
  if (!session) throw new Error('the staff session row was not written');
  return { token: await signToken(key, { userId: staffId, sessionId: session.id, exp }, 'staff'), exp };
}

/**
 * The staff member a token names while the session stands and the member is not removed. A
 * customer's token is AUTH_TOKEN_INVALID here, as a forged one is: the answer tells nothing more.
 */
export async function checkStaffSession(db: Db, settings: TokenSettings, token: string) {
  const check = await readToken(await settings.key(), token, 'staff');
  if (!check.ok) throw check.reason === 'expired' ? sessionExpired() : invalidToken();
  const { claims } = check;
  if (!UUID.test(claims.sessionId)) throw invalidToken();
  const [row] = await db.select({ member: staff, expiresAt: staffSessions.expiresAt, lastSeenAt: staffSessions.lastSeenAt }).from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, claims.sessionId), eq(staffSessions.staffId, claims.userId), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)));
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now || now - row.lastSeenAt.getTime() > STAFF_SESSION_IDLE_MS) throw sessionExpired();
  return { member: row.member, sessionId: claims.sessionId, exp: claims.exp, lastSeenAt: row.lastSeenAt };
}

/**
 * Marks the session used now, if its last mark is over a minute old. Called once a call has gone
 * through: a refused call writes nothing (decision 224), its refusal's audit row aside.
 * Conditional, so of two calls in the same minute one writes.
 */
export async function touchStaffSession(db: Db, session: { sessionId: string; lastSeenAt: Date }): Promise<void> {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() <= STAFF_SEEN_EVERY_MS) return;
  await db.update(staffSessions).set({ lastSeenAt: new Date(now) })
    .where(and(eq(staffSessions.id, session.sessionId), lt(staffSessions.lastSeenAt, new Date(now - STAFF_SEEN_EVERY_MS))));
}

export async function revokeStaffSession(db: Db, sessionId: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** A new password ends every other sign-in of the member (as decision 102 for customers). */
export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export const staffSummary = (row: StaffRow) => ({ id: row.id, email: row.email, name: row.name, role: row.role });
