// Sign-in and sign-up attempts are limited per client address; sign-up per e-mail too (decision
// 099); sign-in's wrong passwords per e-mail from one address, so a stranger cannot lock a customer
// out (decision 197). The counters and the token key live in the database, so they hold across
// processes and restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, sessionCheck, signUpOk, signupBody } from './auth-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

const PER_EMAIL = 3;
const PER_CLIENT = 5;
const WINDOW = 900;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { AUTH_RATE_PER_EMAIL: String(PER_EMAIL), AUTH_RATE_PER_CLIENT: String(PER_CLIENT), AUTH_RATE_WINDOW: String(WINDOW), TRUST_PROXY: 'on' },
  });
});
afterAll(async () => { await api?.close(); });

/** Each test comes from its own client address (the proxy's X-Forwarded-For), so budgets do not mix. */
const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.7, ${address}` });
const signin = (email: string, password: string, address: string) =>
  api.fetch('/v1/auth/signin', postJson({ email, password }, from(address)));

async function expectTooMany(res: Response) {
  const error = await expectError(res, 429, 'TOO_MANY_ATTEMPTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  expect(error.payload).toEqual({ retryAfter });
  return error;
}

describe('sign-in and sign-up rate limits', () => {
  it(`refuses an address after ${PER_EMAIL} wrong passwords for an e-mail, even the right one, and only that address`, async () => {
    const { user } = await signUpOk(api, { email: 'bersaglio@example.it' });
    for (let i = 0; i < PER_EMAIL; i += 1) {
      await expectError(await signin(user.email, 'wrong-password', '203.0.113.11'), 401, 'INVALID_CREDENTIALS');
    }
    const refused = await expectTooMany(await signin('BERSAGLIO@example.it', PASSWORD, '203.0.113.11'));
    expect(refused.message).toBe('Troppi tentativi: riprova tra 15 minuti');
    // The customer, from their own address, is not locked out by the stranger's guesses.
    const own = await signin(user.email, PASSWORD, '203.0.113.12');
    expect(own.status).toBe(200);
  });

  it('a stranger guessing from many addresses never locks the customer out', async () => {
    const { user } = await signUpOk(api, { email: 'assediato@example.it' });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < PER_EMAIL; i += 1) {
        await expectError(await signin(user.email, 'guess', `203.0.113.${100 + round}`), 401, 'INVALID_CREDENTIALS');
      }
    }
    expect((await signin(user.email, PASSWORD, '203.0.113.120')).status).toBe(200);
  });

  it('a right password does not count against the e-mail', async () => {
    const { user } = await signUpOk(api, { email: 'abitudinario@example.it' });
    for (let i = 0; i < PER_EMAIL + 1; i += 1) expect((await signin(user.email, PASSWORD, `203.0.113.${130 + i}`)).status).toBe(200);
  });

  it(`limits one address past ${PER_CLIENT} attempts, whatever e-mail it tries`, async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) {
      await expectError(await signin(`someone.${i}@example.it`, 'guess', '203.0.113.50'), 401, 'INVALID_CREDENTIALS');
    }
    await expectTooMany(await signin('someone.else@example.it', 'guess', '203.0.113.50'));
    // Another address is not affected.
    await expectError(await signin('someone.else@example.it', 'guess', '203.0.113.51'), 401, 'INVALID_CREDENTIALS');
  });

  it('limits sign-up too, in the same budgets', async () => {
    const body = signupBody({ email: 'ripetuto@example.it' });
    const signup = (address: string) => api.fetch('/v1/auth/signup', postJson(body, from(address)));
    expect((await signup('203.0.113.60')).status).toBe(200);
    await expectError(await signup('203.0.113.61'), 409, 'EMAIL_TAKEN');
    await expectError(await signup('203.0.113.62'), 409, 'EMAIL_TAKEN');
    const en = await api.fetch('/v1/auth/signup?lang=en', postJson(body, from('203.0.113.63')));
    expect((await expectTooMany(en)).message).toBe('Too many attempts: try again in 15 minutes');
  });

  it('keeps the counts and the signing key in the database: a restarted server still limits and accepts old tokens', async () => {
    const { user, token } = await signUpOk(api, { email: 'riavvio@example.it' });
    for (let i = 0; i < PER_EMAIL; i += 1) {
      await expectError(await signin(user.email, 'wrong-password', '203.0.113.70'), 401, 'INVALID_CREDENTIALS');
    }
    await api.restart();
    expect((await sessionCheck(api, token)).status).toBe(200);
    await expectTooMany(await signin(user.email, PASSWORD, '203.0.113.70'));
  });
});
