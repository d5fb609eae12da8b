// Staff sign-in: the same rules as customers' (decision 097): an unknown e-mail, a removed member,
// a member who has not set a password yet and a wrong password all answer alike, in the same time.
// Each is recorded, with the e-mail tried, the client address and which of the four it was, as a
// security log would (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
import { and, eq, sql } from 'drizzle-orm';
import type { StaffSigninBody } from '../../../contract/admin-auth.js';
import type { Db } from '../../db/client.js';
import { staff } from '../../db/schema.js';
import { passwordMatches } from '../auth/passwords.js';
import { AuthRefusal } from '../auth/refusal.js';
import type { TokenSettings } from '../auth/sessions.js';
import * as texts from '../auth/texts.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { recordRefusedAction } from './audit.js';
import { openStaffSession, staffSummary } from './sessions.js';

/** Why a sign-in failed, for the record only: the answer never tells them apart. */
export type SigninFailure = 'unknownEmail' | 'removed' | 'noPassword' | 'wrongPassword';

export const STAFF_SIGNIN_ACTION = 'staff.signin';

/** `client`: the caller's address, as the sign-in limits count it. */
export async function staffSignIn(db: Db, settings: TokenSettings, body: StaffSigninBody, client: string) {
  const email = normaliseEmail(body.email);
  const [row] = await db.select().from(staff).where(and(eq(staff.shopId, SHOP_ID), eq(sql`lower(${staff.email})`, email)));
  const member = row && !row.disabledAt ? row : undefined;
  // A hash is checked in every case (none: a dummy one), so the time tells nothing either.
  if (!(await passwordMatches(member?.passwordHash ?? undefined, body.password)) || !member) {
    const failure: SigninFailure = !row ? 'unknownEmail' : row.disabledAt ? 'removed' : !row.passwordHash ? 'noPassword' : 'wrongPassword';
    await recordRefusedAction(db, {
      staffId: null, action: STAFF_SIGNIN_ACTION, subjectType: 'signin', subjectId: email, client,
      refusal: { code: 'INVALID_CREDENTIALS', statusCode: 401, payload: { failure, ...(row ? { staffId: row.id } : {}) } },
    });
    throw new AuthRefusal('unauthorised', 'INVALID_CREDENTIALS', texts.INVALID_CREDENTIALS);
  }
  const { token, exp } = await openStaffSession(db, await settings.key(), settings.ttlSeconds, member.id);
  return { token, exp, staff: staffSummary(member) };
}
