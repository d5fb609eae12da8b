// The signed-in password and e-mail changes (PATCH /v1/auth/pass, PATCH /v1/auth/email): a wrong
// password is 400 WRONG_PASSWORD (never 401, which would sign the PWA out), bad input changes
// nothing, and the old address hears of an e-mail change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okAnswerSchema } from '../../contract/account.js';
import { userSummarySchema } from '../../contract/auth.js';
import { users } from '../../server/db/schema.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, sessionCheck, signUpOk } from './auth-fixtures.js';
import { expectError, failingFields, postJson, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { mailSince, nextMailTo, outboxFiles } from './outbox.js';

const NEW_PASSWORD = 'forcella-2027-rossa';
let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const patch = (path: string, token: string | undefined, body: unknown) =>
  api.fetch(path, { method: 'PATCH', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const signin = (email: string, password: string, query = '') => api.fetch(`/v1/auth/signin${query}`, postJson({ email, password }));
async function signinOk(email: string, password: string, query = '') {
  const res = await signin(email, password, query);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('PATCH /v1/auth/pass', () => {
  it('changes the password: this session stays, the others end, the old password stops working', async () => {
    const { user, token } = await signUpOk(api);
    const otherDevice = await signinOk(user.email, PASSWORD);
    const res = await patch('/v1/auth/pass', token, { current: PASSWORD, new: NEW_PASSWORD, confirmed: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(okAnswerSchema.parse(await res.json())).toEqual({ ok: true });
    expect((await sessionCheck(api, token)).status).toBe(200);
    await expectError(await sessionCheck(api, otherDevice), 401, 'AUTH_EXPIRE');
    expect((await signin(user.email, PASSWORD)).status).toBe(401);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash.startsWith('$argon2id$')).toBe(true);
  });

  it('mails the customer, in their language, that the password was changed; a refused change mails nothing', async () => {
    // Signed in last in French: that is the customer's language for account mails (decision 103).
    const { user } = await signUpOk(api);
    const token = await signinOk(user.email, PASSWORD, '?lang=fr');
    const beforeRefused = outboxFiles(api);
    await expectError(await patch('/v1/auth/pass', token, { current: 'non-la-mia', new: NEW_PASSWORD, confirmed: NEW_PASSWORD }), 400, 'WRONG_PASSWORD');
    expect(mailSince(api, beforeRefused)).toEqual([]);

    const before = outboxFiles(api);
    expect((await patch('/v1/auth/pass?lang=es', token, { current: PASSWORD, new: NEW_PASSWORD, confirmed: NEW_PASSWORD })).status).toBe(200);
    const notice = await nextMailTo(api, before, user.email);
    expect(notice.subject).toBe('Le mot de passe de votre compte Raggio a changé');
    expect(notice.text).toContain('Bonjour Giulia,');
    expect(notice.text).toMatch(/le mot de passe de votre compte a été modifié le \d{2}\/\d{2}\/\d{4}\. Par sécurité, nous avons fermé les sessions ouvertes sur vos autres appareils\./);
    expect(notice.text).toContain(`${PUBLIC_URL}/fr/assistenza`);
    expect(notice.html).toContain('nous avons fermé les sessions ouvertes');
    expect(mailSince(api, before).map((m) => m.to)).toEqual([user.email]);
  });

  it('refuses a wrong current password with 400 WRONG_PASSWORD in the request\'s language; the session and the password stay', async () => {
    const { user, token } = await signUpOk(api);
    const error = await expectError(await patch('/v1/auth/pass?lang=es', token, { current: 'non-la-mia', new: NEW_PASSWORD, confirmed: NEW_PASSWORD }), 400, 'WRONG_PASSWORD');
    expect(error.message).toBe('La contraseña no es correcta');
    expect((await sessionCheck(api, token)).status).toBe(200);
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it.each([
    ['a different confirmation', { current: PASSWORD, new: NEW_PASSWORD, confirmed: 'altra-cosa-123' }, ['confirmed']],
    ['a new password under 8 characters', { current: PASSWORD, new: 'corta', confirmed: 'corta' }, ['new']],
    ['no current password', { new: NEW_PASSWORD, confirmed: NEW_PASSWORD }, ['current']],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field, changing nothing', async (_, body, fields) => {
    const { user, token } = await signUpOk(api);
    const error = await expectError(await patch('/v1/auth/pass', token, body), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(fields);
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
  });

  it('answers 401 AUTH_REQUIRED without a token', async () => {
    await expectError(await patch('/v1/auth/pass', undefined, { current: PASSWORD, new: NEW_PASSWORD, confirmed: NEW_PASSWORD }), 401, 'AUTH_REQUIRED');
  });
});

describe('PATCH /v1/auth/email', () => {
  it('moves the account to the new address (stored lower-case) and mails the old one in the customer\'s language', async () => {
    // Signed in last in English: that is the customer's language for account mails.
    const { user } = await signUpOk(api);
    const token = await signinOk(user.email, PASSWORD, '?lang=en');
    const before = outboxFiles(api);
    const res = await patch('/v1/auth/email?lang=de', token, { new: 'Nuova.Casella@Example.it', confirmed: 'nuova.casella@example.it', password: PASSWORD });
    expect(res.status).toBe(200);
    const answer = userSummarySchema.parse(await res.json());
    expect(answer).toEqual({ ...user, email: 'nuova.casella@example.it' });
    expect((await api.fetch('/v1/auth', bearer(token)).then((r) => r.json()) as { user: { email: string } }).user.email).toBe('nuova.casella@example.it');
    expect((await signin('nuova.casella@example.it', PASSWORD)).status).toBe(200);
    expect((await signin(user.email, PASSWORD)).status).toBe(401);

    const notice = await nextMailTo(api, before, user.email);
    expect(notice.subject).toBe('The e-mail address of your Raggio account has changed');
    expect(notice.text).toContain('has been changed to nuova.casella@example.it');
    expect(notice.text).toContain(`${PUBLIC_URL}/en/assistenza`);
    expect(notice.html).toContain('nuova.casella@example.it');
    expect(mailSince(api, before).map((m) => m.to)).toEqual([user.email]);
  });

  it('refuses an address another account has, in any letter case, with 409 EMAIL_TAKEN', async () => {
    const { user, token } = await signUpOk(api);
    const other = await signUpOk(api);
    const taken = other.user.email.toUpperCase();
    await expectError(await patch('/v1/auth/email', token, { new: taken, confirmed: taken, password: PASSWORD }), 409, 'EMAIL_TAKEN');
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password with 400 WRONG_PASSWORD (the session stays) and bad input with the failing field; nothing changes', async () => {
    const { user, token } = await signUpOk(api);
    const before = outboxFiles(api);
    await expectError(await patch('/v1/auth/email', token, { new: 'a.b@example.it', confirmed: 'a.b@example.it', password: 'sbagliata' }), 400, 'WRONG_PASSWORD');
    expect((await sessionCheck(api, token)).status).toBe(200);
    const mismatch = await expectError(await patch('/v1/auth/email', token, { new: 'a.b@example.it', confirmed: 'c.d@example.it', password: PASSWORD }), 400, 'VALIDATION_ERROR');
    expect(failingFields(mismatch)).toEqual(['confirmed']);
    const notEmail = await expectError(await patch('/v1/auth/email', token, { new: 'a.b@', confirmed: 'a.b@', password: PASSWORD }), 400, 'VALIDATION_ERROR');
    expect(failingFields(notEmail)).toContain('new');
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
    expect((await signin('a.b@example.it', PASSWORD)).status).toBe(401);
    expect(mailSince(api, before)).toEqual([]);
  });

  it('answers 401 AUTH_REQUIRED without a token', async () => {
    await expectError(await patch('/v1/auth/email', undefined, { new: 'a.b@example.it', confirmed: 'a.b@example.it', password: PASSWORD }), 401, 'AUTH_REQUIRED');
  });
});

describe('asking for the password again shares sign-in\'s attempt budget', () => {
  let limited: TestApi;
  beforeAll(async () => { limited = await startTestApi({ env: { AUTH_RATE_PER_EMAIL: '3', AUTH_RATE_PER_CLIENT: '100' } }); });
  afterAll(async () => { await limited?.close(); });

  it('answers 429 with Retry-After once the e-mail\'s attempts are spent, before checking the password', async () => {
    const { user, token } = await signUpOk(limited); // attempt 1
    const hashOf = async () => (await limited.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]!.hash;
    const hashBefore = await hashOf();
    const change = (current: string) => limited.fetch('/v1/auth/pass', {
      method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ current, new: NEW_PASSWORD, confirmed: NEW_PASSWORD }),
    });
    await expectError(await change('guess-one'), 400, 'WRONG_PASSWORD');
    await expectError(await change('guess-two'), 400, 'WRONG_PASSWORD');
    const refused = await change(PASSWORD);
    await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sessionCheck(limited, token)).status).toBe(200);
    expect(await hashOf()).toBe(hashBefore);
  });
});
