import type { APIRequestContext, Page } from '@playwright/test';
import { staffSessionSchema, type StaffSession } from '../../contract/admin-auth';
import { expect } from './fixtures';

// The back office in the e2e specs (docs/decisions/195-back-office-ui.md): the seeded demo staff
// member, signed in through the API, the session put where the admin keeps it.

export const DEMO_STAFF = { email: 'staff@raggiocicli.it', password: 'raggio-staff-demo' } as const;
/** localStorage key of the admin's session (src/admin/lib/session.ts). */
export const ADMIN_SESSION_KEY = 'raggio-admin-session';

export async function staffSession(request: APIRequestContext): Promise<StaffSession & { token: string }> {
  const res = await request.post('/v1/admin/auth/signin', { data: DEMO_STAFF });
  expect(res.status(), await res.text()).toBe(200);
  const session = staffSessionSchema.parse(await res.json());
  return { ...session, token: session.token! };
}

/** Every page of this test starts with the back office signed in as the demo staff member. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<StaffSession & { token: string }> {
  const session = await staffSession(request);
  await page.addInitScript(([key, value]) => {
    if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
  }, [ADMIN_SESSION_KEY, JSON.stringify({ token: session.token, exp: session.exp, staff: session.staff })]);
  return session;
}

/** The Authorization header for `request` calls as the staff member. */
export const staffBearer = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` });
