// Staff sign-in: the same rules as customers' (decision 097): an unknown e-mail, a removed member,
// a member who has not set a password yet and a wrong password all answer alike, in the same time.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffSigninBody } from '../../../contract/admin-auth.js';
import type { Db } from '../../db/client.js';
import { staff } from '../../db/schema.js';
import { passwordMatches } from '../auth/passwords.js';
import { AuthRefusal } from '../auth/refusal.js';
import type { TokenSettings } from '../auth/sessions.js';
import * as texts from '../auth/texts.js';
import { normaliseEmail } from '../auth/user-summary.js';
import { SHOP_ID } from '../shop-id.js';
import { openStaffSession, staffSummary } from './sessions.js';

export async function staffSignIn(db: Db, settings: TokenSettings, body: StaffSigninBody) {
  const [row] = await db.select().from(staff)
    .where(and(eq(staff.shopId, SHOP_ID), eq(sql`lower(${staff.email})`, normaliseEmail(body.email)), isNull(staff.disabledAt)));
  if (!(await passwordMatches(row?.passwordHash ?? undefined, body.password)) || !row) {
    throw new AuthRefusal('unauthorised', 'INVALID_CREDENTIALS', texts.INVALID_CREDENTIALS);
  }
  const { token, exp } = await openStaffSession(db, await settings.key(), settings.ttlSeconds, row.id);
  return { token, exp, staff: staffSummary(row) };
}
