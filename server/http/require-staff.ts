// requireStaff: the middleware of every /v1/admin call. Only a staff token whose session stands
// passes; no token, a customer's token, a revoked or expired one all answer 401 with no data and
// nothing that tells one case from another beyond the code a client needs to sign in again
// (docs/decisions/192-back-office.md). Past it, a member's refused call is recorded
// (refused-actions.ts, docs/decisions/225-refusals-and-the-command-in-the-audit.md); a call that
// went through marks the session used, so it ends only after a working day idle (decision 237).
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AuthRefusal } from '../domain/auth/refusal.js';
import * as texts from '../domain/auth/texts.js';
import { checkStaffSession, touchStaffSession, type StaffRow } from '../domain/staff/sessions.js';
import { authTokens } from './auth-tokens.js';
import { recordingRefusals } from './refused-actions.js';
import { refused } from './require-user.js';
import { errorBody } from './router.js';

export interface StaffSignedIn {
  staffId: number;
  sessionId: string;
  exp: number;
  member: StaffRow;
}
export type StaffEnv = { Variables: { staff: StaffSignedIn } };

export const staffSignedOutAnswer = errorBody('AUTH_REQUIRED (no staff token); AUTH_EXPIRE (ended: 12 hours without a call or 7 days after sign-in; signed out, revoked or removed); AUTH_TOKEN_INVALID (not a staff token of this shop, a customer\'s included)');
export const staffSecurity = [{ staffBearerAuth: [] }];

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function requireStaff<E extends StaffEnv>({ db, config }: { db: Db; config: Config }): MiddlewareHandler<E> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    let session: Awaited<ReturnType<typeof checkStaffSession>>;
    try {
      if (!token) throw new AuthRefusal('unauthorised', 'AUTH_REQUIRED', texts.SIGN_IN_REQUIRED);
      session = await checkStaffSession(db, authTokens(db, config), token);
      c.set('staff', { staffId: session.member.id, sessionId: session.sessionId, exp: session.exp, member: session.member });
    } catch (err) {
      if (!(err instanceof AuthRefusal)) throw err;
      throw await refused(c, db, err);
    }
    await recordingRefusals(c, next, { db, staffId: session.member.id, trustProxy: config.trustProxy });
    // A call that went through keeps the session from running idle (decision 237).
    if (!c.error && c.res.status < 400) await touchStaffSession(db, session);
  };
}
