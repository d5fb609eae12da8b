// POST /v1/auth/signup: the account, its password hash, the newsletter, and every refusal.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswerSchema } from '../../contract/auth.js';
import { subscriptions, users } from '../../server/db/schema.js';
import { NO_RATE_LIMITS, PASSWORD, sessionCheck, signUpOk, signupBody } from './auth-fixtures.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const userCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const thisYear = new Date().getUTCFullYear();

describe('POST /v1/auth/signup', () => {
  it('creates the account and answers a token that the session check accepts', async () => {
    const { token, user } = await signUpOk(api, { email: 'Marco.Verdi@Example.IT', birth: { day: 29, month: 2, year: 2000 } });
    expect(user).toMatchObject({
      email: 'marco.verdi@example.it', name: { first: 'Giulia', last: 'Bianchi' }, birth: { day: 29, month: 2, year: 2000 }, phone: null,
    });
    const res = await sessionCheck(api, token);
    expect(res.status).toBe(200);
    const session = sessionAnswerSchema.parse(await res.json());
    expect(session.user).toEqual(user);
    expect(session.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('stores the password only as an argon2id hash', async () => {
    const { user } = await signUpOk(api);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('subscribes to the newsletter only when asked', async () => {
    const yes = await signUpOk(api, { newsSubscriber: true });
    const no = await signUpOk(api, { newsSubscriber: false });
    const subscribed = await api.db.select().from(subscriptions).where(eq(subscriptions.email, yes.user.email));
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]).toMatchObject({ status: 'pending', name: 'Giulia' }); // until the mailed link is opened (decision 110)
    expect(await api.db.select().from(subscriptions).where(eq(subscriptions.email, no.user.email))).toHaveLength(0);
  });

  it('refuses an e-mail that has an account, in any letter case, with 409 EMAIL_TAKEN', async () => {
    await signUpOk(api, { email: 'paolo.neri@example.com' });
    const before = await userCount();
    for (const email of ['paolo.neri@example.com', 'Paolo.NERI@example.com']) {
      const error = await expectError(await api.fetch('/v1/auth/signup', postJson(signupBody({ email }))), 409, 'EMAIL_TAKEN');
      expect(error.message).toBe('Esiste già un account con questo indirizzo e-mail');
    }
    expect(await userCount()).toBe(before);
  });

  it('lets one of two simultaneous sign-ups with one e-mail through and refuses the other with 409', async () => {
    const bodies = [signupBody({ email: 'gara@example.it' }), signupBody({ email: 'GARA@example.it' })];
    const answers = await Promise.all(bodies.map((body) => api.fetch('/v1/auth/signup', postJson(body))));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await api.db.select().from(users).where(sql`lower(${users.email}) = 'gara@example.it'`)).toHaveLength(1);
  });

  it("answers the refusal in the request's language", async () => {
    await signUpOk(api, { email: 'lingua@example.com' });
    const en = await api.fetch('/v1/auth/signup', postJson(signupBody({ email: 'lingua@example.com' }), { 'accept-language': 'en-GB,en;q=0.9' }));
    expect((await expectError(en, 409, 'EMAIL_TAKEN')).message).toBe('An account with this e-mail address already exists');
    const de = await api.fetch('/v1/auth/signup?lang=de', postJson(signupBody({ email: 'lingua@example.com' })));
    expect((await expectError(de, 409, 'EMAIL_TAKEN')).message).toBe('Mit dieser E-Mail-Adresse gibt es bereits ein Konto');
  });

  it('refuses bad bodies with 400 VALIDATION_ERROR naming the field, and creates no account', async () => {
    const before = await userCount();
    const { name: _name, ...noName } = signupBody();
    const { password: _password, ...noPassword } = signupBody();
    const cases: [Record<string, unknown>, string][] = [
      [noName, 'name'],
      [noPassword, 'password'],
      [signupBody({ name: { first: '', last: 'Bianchi' } }), 'name.first'],
      [signupBody({ email: 'not-an-email' }), 'email'],
      [signupBody({ birth: { day: 1, month: 1, year: 1919 } }), 'birth.year'],
      [signupBody({ birth: { day: 1, month: 1, year: thisYear - 13 } }), 'birth.year'],
      [signupBody({ birth: { day: 31, month: 4, year: 1990 } }), 'birth.day'],
      [signupBody({ birth: { day: 29, month: 2, year: 2001 } }), 'birth.day'],
      [signupBody({ birth: { day: 10, month: 13, year: 1990 } }), 'birth.month'],
      [signupBody({ password: 'short7!', confirmedPass: 'short7!' }), 'password'],
      [signupBody({ confirmedPass: `${PASSWORD}x` }), 'confirmedPass'],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await api.fetch('/v1/auth/signup', postJson(body)), 400, 'VALIDATION_ERROR');
      expect(failingFields(error), JSON.stringify(body)).toContain(field);
    }
    expect(await userCount()).toBe(before);
  });

  it('accepts the oldest and the youngest birth years allowed', async () => {
    await signUpOk(api, { birth: { day: 1, month: 1, year: 1920 } });
    await signUpOk(api, { birth: { day: 31, month: 12, year: thisYear - 14 } });
  });
});
