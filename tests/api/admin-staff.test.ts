// The staff screen's calls (docs/decisions/237-staff-roles-and-the-staff-screen.md): an owner invites,
// lists, removes members and changes roles; a member of the 'staff' role may not, nor refund or
// cancel; staff sessions end after a working day idle and a week in all.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, max, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffSessionSchema } from '../../contract/admin-auth.js';
import { staffInviteAnswerSchema, staffListSchema, staffMemberSchema, type StaffInviteBody } from '../../contract/admin-staff.js';
import { staff, staffActions, staffSessions } from '../../server/db/schema.js';
import { DEMO_STAFF } from '../../server/db/seed/data/shop.js';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_SECONDS } from '../../server/domain/staff/sessions.js';
import { bearer, NO_RATE_LIMITS } from './auth-fixtures.js';
import { staffSignIn } from './admin-fixtures.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';
import { mailsTo } from './newsletter-mail.js';

let api: TestApi;
let owner: { token: string; id: number };
beforeAll(async () => {
  api = await startTestApi({ env: NO_RATE_LIMITS });
  const signedIn = await staffSignIn(api);
  owner = { token: signedIn.token, id: signedIn.staff.id };
});
afterAll(async () => { await api?.close(); });
afterEach(() => { vi.useRealTimers(); });

let n = 0;
const newEmail = () => `persona.${++n}.${Date.now()}@raggiocicli.it`;
const send = (token: string, method: string, path: string, body?: unknown) => api.fetch(path, {
  method, ...bearer(token, body === undefined ? {} : { 'content-type': 'application/json' }), ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const invite = (token: string, body: Record<string, unknown>) => send(token, 'POST', '/v1/admin/staff', body);
const remove = (token: string, id: number) => send(token, 'DELETE', `/v1/admin/staff/${id}`);
const changeRole = (token: string, id: number, role: unknown) => send(token, 'PATCH', `/v1/admin/staff/${id}`, { role });
const list = async (token = owner.token) => {
  const res = await api.fetch('/v1/admin/staff', bearer(token));
  expect(res.status).toBe(200);
  return staffListSchema.parse(await res.json()).members;
};
const session = (token: string) => api.fetch('/v1/admin/auth', bearer(token));
const signin = (email: string, password: string) => api.fetch('/v1/admin/auth/signin', postJson({ email, password }));

/** The token of the newest link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = mailsTo(api.config.outboxDir, email).at(-1);
  const token = mail && /\/admin\/password#([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

async function inviteOk(body: StaffInviteBody, token = owner.token) {
  const res = await invite(token, body);
  expect(res.status).toBe(201);
  const answer = staffInviteAnswerSchema.parse(await res.json());
  expect(answer.mailed).toBe(true);
  return answer.member;
}

/** Invited, the link from the mail spent: the member signed in. */
async function joined(role: 'owner' | 'staff', password = 'raggi-e-mozzi-12') {
  const email = newEmail();
  const member = await inviteOk({ name: 'Giulia', email, role });
  const res = await api.fetch('/v1/admin/auth/password', postJson({ token: mailedToken(email), password }));
  expect(res.status).toBe(200);
  const signedIn = staffSessionSchema.parse(await res.json());
  return { id: member.id, email, password, token: signedIn.token!, session: signedIn };
}

const lastRowId = async () => (await api.db.select({ id: max(staffActions.id) }).from(staffActions))[0]?.id ?? 0;
/** The audit's rows since `since`, failed sign-ins (subject 'signin') left out. */
const rowsSince = (since: number) => api.db.select().from(staffActions)
  .where(and(gt(staffActions.id, since), ne(staffActions.subjectType, 'signin'))).orderBy(asc(staffActions.id));

describe('inviting a member', () => {
  it('mails a link that sets the password; the member signs in with it and is listed with their role', async () => {
    const email = newEmail();
    const since = await lastRowId();
    const member = await inviteOk({ name: '  Giulia Rossi ', email, role: 'staff' });
    expect(member).toMatchObject({ name: 'Giulia Rossi', email, role: 'staff', state: 'invited', lastSignInAt: null });
    expect((await list()).find((m) => m.id === member.id)).toMatchObject({ state: 'invited' });
    // Not before the link sets a password.
    await expectError(await signin(email, 'raggi-e-mozzi-12'), 401, 'INVALID_CREDENTIALS');
    const set = await api.fetch('/v1/admin/auth/password', postJson({ token: mailedToken(email), password: 'raggi-e-mozzi-12' }));
    expect(set.status).toBe(200);
    expect(staffSessionSchema.parse(await set.json()).staff).toEqual({ id: member.id, email, name: 'Giulia Rossi', role: 'staff' });
    const signedIn = await staffSignIn(api, email, 'raggi-e-mozzi-12');
    expect(signedIn.staff.role).toBe('staff');
    const listed = (await list()).find((m) => m.id === member.id);
    expect(listed).toMatchObject({ state: 'active', role: 'staff' });
    expect(listed!.lastSignInAt).not.toBeNull();
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.staffId, r.subjectType, r.subjectId, r.refusal])).toEqual([['staff.invite', owner.id, 'staff', String(member.id), null]]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ email, name: 'Giulia Rossi', role: 'staff', passwordSet: false, disabledAt: null });
  });

  it('the session answer names the role: the demo member is an owner', async () => {
    const res = await session(owner.token);
    expect(staffSessionSchema.parse(await res.json()).staff).toMatchObject({ email: DEMO_STAFF.email, role: 'owner' });
  });

  it('invited again before the password is set, only the newest link works', async () => {
    const email = newEmail();
    await inviteOk({ name: 'Piero', email, role: 'staff' });
    const first = mailedToken(email);
    const again = await inviteOk({ name: 'Piero Neri', email, role: 'owner' });
    expect(again).toMatchObject({ name: 'Piero Neri', role: 'owner', state: 'invited' });
    await expectError(await api.fetch('/v1/admin/auth/password', postJson({ token: first, password: 'raggi-e-mozzi-12' })), 401, 'RECOVERY_LINK_EXPIRED');
    expect((await api.fetch('/v1/admin/auth/password', postJson({ token: mailedToken(email), password: 'raggi-e-mozzi-12' }))).status).toBe(200);
  });

  it('refuses a member who has set a password (409), changing nothing', async () => {
    const member = await joined('staff');
    const before = await list();
    const refused = await expectError(await invite(owner.token, { name: 'Altro', email: member.email.toUpperCase(), role: 'owner' }), 409, 'STAFF_ALREADY_ACTIVE');
    expect(refused.payload).toEqual({ id: member.id });
    expect(await list()).toEqual(before);
  });

  it('refuses bad input with 400 and adds nobody', async () => {
    const before = await list();
    for (const body of [
      { name: 'Senza e-mail', role: 'staff' },
      { name: 'Indirizzo', email: 'non-un-indirizzo', role: 'staff' },
      { name: '', email: newEmail(), role: 'staff' },
      { name: 'x'.repeat(81), email: newEmail(), role: 'staff' },
      { name: 'Ruolo', email: newEmail(), role: 'admin' },
      { name: 'Senza ruolo', email: newEmail() },
    ]) {
      await expectError(await invite(owner.token, body), 400, 'VALIDATION_ERROR');
    }
    expect(failingFields(await expectError(await invite(owner.token, { name: 'Ruolo', email: newEmail(), role: 'admin' }), 400, 'VALIDATION_ERROR'))).toContain('role');
    await expectError(await changeRole(owner.token, owner.id, 'boss'), 400, 'VALIDATION_ERROR');
    await expectError(await send(owner.token, 'DELETE', '/v1/admin/staff/abc'), 400, 'VALIDATION_ERROR');
    expect(await list()).toEqual(before);
  });
});

describe('removing a member', () => {
  it('ends their sessions at once: their next call is refused, as is sign-in', async () => {
    const member = await joined('staff');
    expect((await session(member.token)).status).toBe(200);
    const since = await lastRowId();
    const res = await remove(owner.token, member.id);
    expect(res.status).toBe(200);
    expect(staffMemberSchema.parse(await res.json())).toMatchObject({ id: member.id, state: 'removed' });
    await expectError(await session(member.token), 401, 'AUTH_EXPIRE');
    await expectError(await api.fetch('/v1/admin/orders', bearer(member.token)), 401, 'AUTH_EXPIRE');
    await expectError(await signin(member.email, member.password), 401, 'INVALID_CREDENTIALS');
    const open = await api.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await list()).at(-1)).toMatchObject({ id: member.id, state: 'removed' });
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.staffId, r.subjectId])).toEqual([['staff.remove', owner.id, String(member.id)]]);
    expect(rows[0]!.before).toMatchObject({ disabledAt: null, passwordSet: true });
    expect(rows[0]!.after).toMatchObject({ disabledAt: expect.any(String) as unknown });
    // Again: nothing changes, nothing is recorded.
    expect((await remove(owner.token, member.id)).status).toBe(200);
    expect(await rowsSince(since)).toHaveLength(1);
  });

  it('invited again, the member comes back without the old password: only the new link sets one', async () => {
    const member = await joined('owner');
    expect((await remove(owner.token, member.id)).status).toBe(200);
    const back = await inviteOk({ name: 'Giulia', email: member.email, role: 'staff' });
    expect(back).toMatchObject({ id: member.id, state: 'invited', role: 'staff' });
    const [row] = await api.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.passwordHash).toBeNull();
    await expectError(await signin(member.email, member.password), 401, 'INVALID_CREDENTIALS');
    expect((await api.fetch('/v1/admin/auth/password', postJson({ token: mailedToken(member.email), password: 'nuova-catena-33' }))).status).toBe(200);
    await expectError(await signin(member.email, member.password), 401, 'INVALID_CREDENTIALS');
    expect((await staffSignIn(api, member.email, 'nuova-catena-33')).staff.role).toBe('staff');
  });

  it('refuses removing oneself and an unknown member', async () => {
    await expectError(await remove(owner.token, owner.id), 409, 'STAFF_REMOVE_SELF');
    await expectError(await remove(owner.token, 2_000_000_000), 404, 'STAFF_NOT_FOUND');
    expect((await session(owner.token)).status).toBe(200);
  });
});

describe('roles', () => {
  it('an owner changes a role, recorded before and after; a removed member is refused', async () => {
    const member = await joined('staff');
    const since = await lastRowId();
    const res = await changeRole(owner.token, member.id, 'owner');
    expect(res.status).toBe(200);
    expect(staffMemberSchema.parse(await res.json()).role).toBe('owner');
    expect(staffSessionSchema.parse(await (await session(member.token)).json()).staff.role).toBe('owner');
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.staffId, r.subjectId, r.before?.['role'], r.after?.['role']])).toEqual([['staff.role', owner.id, String(member.id), 'staff', 'owner']]);
    expect((await remove(owner.token, member.id)).status).toBe(200);
    await expectError(await changeRole(owner.token, member.id, 'staff'), 409, 'STAFF_REMOVED');
  });

  it('the last owner may neither step down nor be removed; with another owner, one may step down', async () => {
    // Every other owner removed: the demo member is the only one.
    for (const m of await list()) if (m.role === 'owner' && m.state !== 'removed' && m.id !== owner.id) expect((await remove(owner.token, m.id)).status).toBe(200);
    const since = await lastRowId();
    await expectError(await changeRole(owner.token, owner.id, 'staff'), 409, 'STAFF_LAST_OWNER');
    await expectError(await remove(owner.token, owner.id), 409, 'STAFF_REMOVE_SELF');
    // Refusals are recorded (decision 225), on the member acted on.
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.subjectType, r.subjectId, r.refusal?.code])).toEqual([
      ['PATCH /v1/admin/staff/:id', 'staff', String(owner.id), 'STAFF_LAST_OWNER'],
      ['DELETE /v1/admin/staff/:id', 'staff', String(owner.id), 'STAFF_REMOVE_SELF'],
    ]);
    const second = await joined('owner');
    const stepDown = await changeRole(second.token, second.id, 'staff');
    expect(stepDown.status).toBe(200);
    await expectError(await changeRole(owner.token, owner.id, 'staff'), 409, 'STAFF_LAST_OWNER');
  });
});

describe('what a member of the staff role may not do', () => {
  it('refund, cancel and the staff calls answer 403 OWNER_ONLY, each mutation recorded; the daily work still passes', async () => {
    const member = await joined('staff');
    const orderId = randomUUID();
    const since = await lastRowId();
    const refusals = [
      await send(member.token, 'POST', `/v1/admin/orders/${orderId}/refund`, { amount: 100 }),
      await send(member.token, 'POST', `/v1/admin/orders/${orderId}/cancel`),
      await invite(member.token, { name: 'Intruso', email: newEmail(), role: 'owner' }),
      await changeRole(member.token, member.id, 'owner'),
      await remove(member.token, owner.id),
      await api.fetch('/v1/admin/staff', bearer(member.token)),
    ];
    for (const res of refusals) expect((await expectError(res, 403, 'OWNER_ONLY')).message).not.toBe('');
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.action, r.staffId, r.subjectType, r.subjectId, r.refusal])).toEqual([
      ['POST /v1/admin/orders/:id/refund', member.id, 'order', orderId, { code: 'OWNER_ONLY', statusCode: 403 }],
      ['POST /v1/admin/orders/:id/cancel', member.id, 'order', orderId, { code: 'OWNER_ONLY', statusCode: 403 }],
      ['POST /v1/admin/staff', member.id, 'staff', String(member.id), { code: 'OWNER_ONLY', statusCode: 403 }],
      ['PATCH /v1/admin/staff/:id', member.id, 'staff', String(member.id), { code: 'OWNER_ONLY', statusCode: 403 }],
      ['DELETE /v1/admin/staff/:id', member.id, 'staff', String(owner.id), { code: 'OWNER_ONLY', statusCode: 403 }],
    ]);
    expect(rows[0]!.asked).toEqual({ body: { amount: 100 } });
    const [self] = await api.db.select().from(staff).where(eq(staff.id, member.id));
    expect(self!.role).toBe('staff');
    // The rest of the back office is theirs: the orders list, and an action that reaches the order (404: none).
    expect((await api.fetch('/v1/admin/orders', bearer(member.token))).status).toBe(200);
    await expectError(await send(member.token, 'POST', `/v1/admin/orders/${orderId}/take-charge`), 404, 'NOT_FOUND');
  });

  it("the shop's settings, its discount codes and a customer's data export and closing answer 403 OWNER_ONLY too; the customers' search stays theirs", async () => {
    const member = await joined('staff');
    const refusals = [
      await api.fetch('/v1/admin/settings', bearer(member.token)),
      await send(member.token, 'PUT', '/v1/admin/settings/orders-email', { ordersEmail: 'ordini@raggio.test' }),
      await api.fetch('/v1/admin/discount-codes', bearer(member.token)),
      await send(member.token, 'POST', '/v1/admin/discount-codes/1/end'),
      await api.fetch('/v1/admin/customers/1/export', bearer(member.token)),
      await send(member.token, 'POST', '/v1/admin/customers/1/close'),
    ];
    for (const res of refusals) await expectError(res, 403, 'OWNER_ONLY');
    expect((await api.fetch('/v1/admin/customers?q=ro', bearer(member.token))).status).toBe(200);
  });

  it('the message is in the request\'s language', async () => {
    const member = await joined('staff');
    const it = await expectError(await api.fetch('/v1/admin/staff?lang=it', bearer(member.token)), 403, 'OWNER_ONLY');
    const en = await expectError(await api.fetch('/v1/admin/staff?lang=en', bearer(member.token)), 403, 'OWNER_ONLY');
    expect(it.message).toBe('Solo un titolare può farlo');
    expect(en.message).toBe('Only an owner may do this');
  });
});

describe('staff sessions end', () => {
  it('after a working day without a call, not while the member keeps working', async () => {
    const member = await joined('staff');
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Two calls eleven hours apart, then eleven more: each call moved the idle clock on.
    vi.setSystemTime(started + 11 * 3_600_000);
    expect((await session(member.token)).status).toBe(200);
    vi.setSystemTime(started + 22 * 3_600_000);
    expect((await session(member.token)).status).toBe(200);
    vi.setSystemTime(started + 22 * 3_600_000 + STAFF_SESSION_IDLE_MS + 60_000);
    await expectError(await session(member.token), 401, 'AUTH_EXPIRE');
  });

  it('writes the last call at most once a minute, and only for a call that went through', async () => {
    const member = await joined('staff');
    // Their one session: the one the link opened.
    const seen = async () => (await api.db.select({ at: staffSessions.lastSeenAt }).from(staffSessions)
      .where(eq(staffSessions.staffId, member.id)))[0]!.at.getTime();
    const first = await seen();
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(started + 30_000);
    expect((await session(member.token)).status).toBe(200);
    expect(await seen()).toBe(first);
    vi.setSystemTime(started + 2 * 60_000);
    // A refused call writes nothing (decision 224): not even the session's mark.
    await expectError(await api.fetch('/v1/admin/staff', bearer(member.token)), 403, 'OWNER_ONLY');
    await expectError(await send(member.token, 'POST', `/v1/admin/orders/${randomUUID()}/take-charge`), 404, 'NOT_FOUND');
    expect(await seen()).toBe(first);
    expect((await session(member.token)).status).toBe(200);
    expect(await seen()).toBe(started + 2 * 60_000);
  });

  it('a week after sign-in however busy; the token says so', async () => {
    const member = await joined('staff');
    const started = Date.now();
    expect(member.session.exp).toBeLessThanOrEqual(Math.floor(started / 1000) + STAFF_SESSION_MAX_SECONDS);
    expect(member.session.exp).toBeGreaterThan(Math.floor(started / 1000) + STAFF_SESSION_MAX_SECONDS - 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Busy every ten hours for a week.
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      vi.setSystemTime(started + hours * 3_600_000);
      expect((await session(member.token)).status, `after ${hours} h`).toBe(200);
    }
    vi.setSystemTime(started + STAFF_SESSION_MAX_SECONDS * 1000 + 1000);
    await expectError(await session(member.token), 401, 'AUTH_EXPIRE');
  });

  it('the session row ends it too: an end written in the past is refused', async () => {
    const member = await joined('staff');
    await api.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffSessions.staffId, member.id));
    await expectError(await session(member.token), 401, 'AUTH_EXPIRE');
  });
});
