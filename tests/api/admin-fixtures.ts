// Staff sign-in and the refusals every /v1/admin call must give to anyone else.
import { expect } from 'vitest';
import { staffSessionSchema, type StaffSession } from '../../contract/admin-auth.js';
import { DEMO_STAFF } from '../../server/db/seed/data/shop.js';
import { addStaff } from '../../server/domain/staff/accounts.js';
import type { CommandLine } from '../../server/domain/staff/audit.js';
import { bearer, signUpOk } from './auth-fixtures.js';
import { postJson, type ApiClient } from './harness.js';

export const DEMO_STAFF_PASSWORD = 'raggio-staff-demo';
export const STAFF_PASSWORD = 'officina-bergamo-7';
/** The staff command as the tests run it (`npm run staff` passes the system's user). */
export const TEST_COMMAND: CommandLine = { osUser: 'vitest' };

export async function staffSignIn(api: Pick<ApiClient, 'fetch'>, email = DEMO_STAFF.email, password = DEMO_STAFF_PASSWORD): Promise<StaffSession & { token: string }> {
  const res = await api.fetch('/v1/admin/auth/signin', postJson({ email, password }));
  expect(res.status).toBe(200);
  const session = staffSessionSchema.parse(await res.json());
  if (!session.token) throw new Error('sign-in answered no token');
  return { ...session, token: session.token };
}

let n = 0;
/** A new staff member with a password, signed in. */
export async function newStaffMember(api: ApiClient, name = 'Marta') {
  n += 1;
  const email = `staff.${n}.${Date.now()}@raggiocicli.it`;
  await addStaff(api.db, { email, name, password: STAFF_PASSWORD }, TEST_COMMAND);
  return staffSignIn(api, email, STAFF_PASSWORD);
}

/**
 * The callers that must get no data from an admin call: nobody, a customer, and a staff member
 * whose session was signed out. Each answers a 401 or 404 whose body holds only the error.
 */
export async function outsiderTokens(api: ApiClient) {
  const customer = await signUpOk(api);
  const revoked = await newStaffMember(api, 'Ex');
  const out = await api.fetch('/v1/admin/auth/signout', { method: 'POST', ...bearer(revoked.token) });
  expect(out.status).toBe(200);
  return { none: undefined, customer: customer.token, revokedStaff: revoked.token } as const;
}

/** Calls `path` as each outsider and expects a refusal with nothing but {code, message, statusCode}. */
export async function expectStaffOnly(api: ApiClient, path: string, init: RequestInit = {}) {
  const outsiders = await outsiderTokens(api);
  for (const [who, token] of Object.entries(outsiders)) {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await api.fetch(path, { ...init, headers });
    expect([401, 404], `${who} calling ${init.method ?? 'GET'} ${path}`).toContain(res.status);
    const body = await res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(), `${who}: an error and nothing more`).toEqual(['code', 'message', 'statusCode']);
  }
}
