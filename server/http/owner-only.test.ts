import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { staff, staffActions } from '../db/schema.js';
import { addStaff } from '../domain/staff/accounts.js';
import { openStaffSession } from '../domain/staff/sessions.js';
import * as texts from '../domain/staff/texts.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { ownerOnly } from './owner-only.js';
import { requireStaff, type StaffEnv } from './require-staff.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono<StaffEnv>;
const config = loadConfig({ AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!' });

/** A member of `role`, signed in. */
async function tokenOf(email: string, role: 'owner' | 'staff') {
  const { member } = await addStaff(database.db, { email, name: 'Elsa' }, { osUser: 'test' });
  await database.db.update(staff).set({ role }).where(eq(staff.id, member.id));
  const { token } = await openStaffSession(database.db, await authTokens(database.db, config).key(), 3600, member.id);
  return { id: member.id, token };
}

beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono<StaffEnv>();
  app.onError(errorHandler(createLogger('silent')));
  const middleware = [requireStaff<StaffEnv>({ db: database.db, config }), ownerOnly<StaffEnv>({ db: database.db })] as const;
  app.post('/v1/admin/things/:id/settle', ...middleware, (c) => c.json({ ok: true }));
  app.get('/v1/admin/things', ...middleware, (c) => c.json({ ok: true }));
}, 60_000);
afterAll(async () => { await database?.close(); });

const call = (token: string, method = 'POST', path = '/v1/admin/things/7/settle?lang=de') =>
  app.request(path, { method, headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, ...(method === 'POST' ? { body: '{"amount":5}' } : {}) });

describe('ownerOnly', () => {
  it('lets an owner through', async () => {
    const owner = await tokenOf('elsa@raggio.test', 'owner');
    expect((await call(owner.token)).status).toBe(200);
  });

  it('refuses a member of the staff role with 403 OWNER_ONLY, and records a refused mutation', async () => {
    const member = await tokenOf('fabio@raggio.test', 'staff');
    const answer = await call(member.token);
    expect(answer.status).toBe(403);
    // The language is the shop's to allow (this bare shop has no languages table): one of the five.
    const body = await answer.json() as { code: string; message: string; statusCode: number };
    expect(body).toMatchObject({ code: 'OWNER_ONLY', statusCode: 403 });
    expect(Object.values(texts.OWNER_ONLY)).toContain(body.message);
    const rows = await database.db.select().from(staffActions).where(eq(staffActions.staffId, member.id));
    // The body itself is kept when the app's door has read it (json-depth.ts): the API suite checks that.
    expect(rows.map((r) => [r.action, r.subjectType, r.refusal, r.asked])).toEqual([
      ['POST /v1/admin/things/:id/settle', 'staff', { code: 'OWNER_ONLY', statusCode: 403 }, { contentType: 'application/json' }],
    ]);
    // A read refused is no action (decision 225): answered alike, not recorded.
    expect((await call(member.token, 'GET', '/v1/admin/things')).status).toBe(403);
    expect(await database.db.select().from(staffActions).where(eq(staffActions.staffId, member.id))).toHaveLength(1);
  });
});
