import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { signUp } from '../domain/auth/signup.js';
import * as texts from '../domain/auth/texts.js';
import { addStaff, disableStaff } from '../domain/staff/accounts.js';
import { openStaffSession, revokeStaffSession } from '../domain/staff/sessions.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { requireStaff, type StaffEnv } from './require-staff.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono<StaffEnv>;
const config = loadConfig({ AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!' });

/** A new member and a signed-in staff token of theirs. */
async function staffToken(email: string) {
  const { member } = await addStaff(database.db, { email, name: 'Bruna' }, { osUser: 'test' });
  const { token } = await openStaffSession(database.db, await authTokens(database.db, config).key(), 3600, member.id);
  return { member, token };
}

beforeAll(async () => {
  database = await openShopDatabase();
  app = new Hono<StaffEnv>();
  app.onError(errorHandler(createLogger('silent')));
  app.get('/v1/admin/whoami', requireStaff({ db: database.db, config }), (c) => c.json({ id: c.var.staff.member.id, sessionId: c.var.staff.sessionId }));
}, 60_000);
afterAll(async () => { await database?.close(); });

const whoami = (authorization?: string, lang = 'en') =>
  app.request(`/v1/admin/whoami?lang=${lang}`, { headers: authorization === undefined ? {} : { authorization } });

describe('requireStaff', () => {
  it('lets a standing staff token through with the member on the context', async () => {
    const { member, token } = await staffToken('bruna@raggio.test');
    const answer = await whoami(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: member.id });
  });

  it('answers 401 AUTH_REQUIRED without a bearer token (none, or another scheme), in the language asked for', async () => {
    for (const header of [undefined, 'Basic YWRtaW46YWRtaW4=', 'Bearer ']) {
      const answer = await whoami(header, 'en');
      expect(answer.status, String(header)).toBe(401);
      expect(await answer.json()).toEqual({ code: 'AUTH_REQUIRED', message: texts.SIGN_IN_REQUIRED.en, statusCode: 401 });
    }
  });

  it("refuses a customer's token like a forged one: 401 AUTH_TOKEN_INVALID", async () => {
    const { token } = await signUp(database.db, authTokens(database.db, config), {
      name: { first: 'Ada', last: 'Bianchi' }, birth: { year: 1990, month: 5, day: 17 },
      email: 'ada@example.it', password: 'pedali-lunghi-9', confirmedPass: 'pedali-lunghi-9', newsSubscriber: false,
    }, 'it');
    for (const bearer of [token, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const answer = await whoami(`Bearer ${bearer}`);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'AUTH_TOKEN_INVALID', statusCode: 401 });
    }
  });

  it('answers 401 AUTH_EXPIRE once the session is signed out, or the member removed', async () => {
    const signedOut = await staffToken('carla@raggio.test');
    const { sessionId } = (await (await whoami(`Bearer ${signedOut.token}`)).json()) as { sessionId: string };
    await revokeStaffSession(database.db, sessionId);
    const removed = await staffToken('dario@raggio.test');
    await disableStaff(database.db, 'dario@raggio.test', { osUser: 'test' });
    for (const token of [signedOut.token, removed.token]) {
      const answer = await whoami(`Bearer ${token}`);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'AUTH_EXPIRE' });
    }
  });
});
