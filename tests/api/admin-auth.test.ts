// The back office's door: staff sign in apart from customers, and nobody else gets through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionSchema } from '../../contract/admin-auth.js';
import { staff } from '../../server/db/schema.js';
import { DEMO_STAFF } from '../../server/db/seed/data/shop.js';
import { addStaff, disableStaff } from '../../server/domain/staff/accounts.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, signUpOk } from './auth-fixtures.js';
import { DEMO_STAFF_PASSWORD, expectStaffOnly, newStaffMember, staffSignIn, TEST_COMMAND } from './admin-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const signin = (email: string, password: string) => api.fetch('/v1/admin/auth/signin', postJson({ email, password }));
const session = (token: string) => api.fetch('/v1/admin/auth', bearer(token));

describe('staff sign-in', () => {
  it('signs the demo staff member in; the token opens the session check', async () => {
    const signedIn = await staffSignIn(api, DEMO_STAFF.email.toUpperCase());
    expect(signedIn.staff).toMatchObject({ email: DEMO_STAFF.email, name: DEMO_STAFF.name });
    const res = await session(signedIn.token);
    expect(res.status).toBe(200);
    expect(staffSessionSchema.parse(await res.json()).staff.email).toBe(DEMO_STAFF.email);
  });

  it('answers a wrong password, an unknown e-mail, a customer\'s credentials and a removed member alike', async () => {
    const customer = await signUpOk(api);
    const removed = await newStaffMember(api);
    await disableStaff(api.db, removed.staff.email, TEST_COMMAND);
    const answers = [
      await expectError(await signin(DEMO_STAFF.email, 'not-the-password'), 401, 'INVALID_CREDENTIALS'),
      await expectError(await signin('nobody@raggiocicli.it', DEMO_STAFF_PASSWORD), 401, 'INVALID_CREDENTIALS'),
      await expectError(await signin(customer.user.email, PASSWORD), 401, 'INVALID_CREDENTIALS'),
      await expectError(await signin(removed.staff.email, 'officina-bergamo-7'), 401, 'INVALID_CREDENTIALS'),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('refuses a malformed body with 400 and signs nobody in', async () => {
    await expectError(await api.fetch('/v1/admin/auth/signin', postJson({ email: 'not-an-address', password: 'x' })), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/admin/auth/signin', postJson({ email: DEMO_STAFF.email })), 400, 'VALIDATION_ERROR');
  });
});

describe('who may not pass', () => {
  it('the session check refuses no token, a customer\'s token and a signed-out staff token', async () => {
    await expectStaffOnly(api, '/v1/admin/auth');
  });

  it('a removed member\'s open session ends at once', async () => {
    const member = await newStaffMember(api);
    expect((await session(member.token)).status).toBe(200);
    await disableStaff(api.db, member.staff.email, TEST_COMMAND);
    await expectError(await session(member.token), 401, 'AUTH_EXPIRE');
  });

  it('a staff token does not pass for a customer\'s', async () => {
    const member = await newStaffMember(api);
    await expectError(await api.fetch('/v1/auth', bearer(member.token)), 401, 'AUTH_TOKEN_INVALID');
  });
});

describe('the one-time link to set a password', () => {
  it('sets the password once, signs in, and ends the member\'s older sessions', async () => {
    const email = `nuovo.${Date.now()}@raggiocicli.it`;
    const { token } = await addStaff(api.db, { email, name: 'Nuovo' }, TEST_COMMAND);
    // No password yet: sign-in answers as for anyone.
    await expectError(await signin(email, 'anything-at-all'), 401, 'INVALID_CREDENTIALS');
    const set = await api.fetch('/v1/admin/auth/password', postJson({ token, password: 'telaio-in-carbonio' }));
    expect(set.status).toBe(200);
    const first = staffSessionSchema.parse(await set.json());
    expect(first.staff.email).toBe(email);
    await expectError(await api.fetch('/v1/admin/auth/password', postJson({ token, password: 'altra-password-9' })), 401, 'RECOVERY_LINK_EXPIRED');
    const again = await addStaff(api.db, { email, name: 'Nuovo' }, TEST_COMMAND);
    expect((await api.fetch('/v1/admin/auth/password', postJson({ token: again.token, password: 'altra-password-9' }))).status).toBe(200);
    await expectError(await session(first.token!), 401, 'AUTH_EXPIRE');
    expect((await signin(email, 'altra-password-9')).status).toBe(200);
  });

  it('a removed member added again signs in only with the password the new link sets', async () => {
    const email = `ritorno.${Date.now()}@raggiocicli.it`;
    const before = await addStaff(api.db, { email, name: 'Ritorno' }, TEST_COMMAND);
    expect((await api.fetch('/v1/admin/auth/password', postJson({ token: before.token, password: 'vecchia-password-1' }))).status).toBe(200);
    const unused = await addStaff(api.db, { email, name: 'Ritorno' }, TEST_COMMAND);
    // Added again while in place: the password stays.
    expect((await signin(email, 'vecchia-password-1')).status).toBe(200);

    await disableStaff(api.db, email, TEST_COMMAND);
    const back = await addStaff(api.db, { email, name: 'Ritorno' }, TEST_COMMAND);
    await expectError(await signin(email, 'vecchia-password-1'), 401, 'INVALID_CREDENTIALS');
    // A link made before the removal sets nothing.
    await expectError(await api.fetch('/v1/admin/auth/password', postJson({ token: unused.token, password: 'altra-password-2' })), 401, 'RECOVERY_LINK_EXPIRED');
    await expectError(await signin(email, 'altra-password-2'), 401, 'INVALID_CREDENTIALS');
    expect((await api.fetch('/v1/admin/auth/password', postJson({ token: back.token, password: 'nuova-password-3' }))).status).toBe(200);
    expect((await signin(email, 'nuova-password-3')).status).toBe(200);
  });

  it('refuses an unknown token and a short password, changing nothing', async () => {
    const email = `breve.${Date.now()}@raggiocicli.it`;
    const { token, member } = await addStaff(api.db, { email, name: 'Breve' }, TEST_COMMAND);
    await expectError(await api.fetch('/v1/admin/auth/password', postJson({ token: 'x'.repeat(43), password: 'telaio-in-carbonio' })), 401, 'RECOVERY_LINK_EXPIRED');
    await expectError(await api.fetch('/v1/admin/auth/password', postJson({ token, password: 'corta' })), 400, 'VALIDATION_ERROR');
    const [row] = await api.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row?.passwordHash).toBeNull();
  });
});
