import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { revokeSession } from '../domain/auth/sessions.js';
import { signUp } from '../domain/auth/signup.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { requireUser, type UserEnv } from './require-user.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono<UserEnv>;
let token: string;
const config = loadConfig({ AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!' });

beforeAll(async () => {
  database = await openShopDatabase();
  const { db } = database;
  app = new Hono<UserEnv>();
  app.onError(errorHandler(createLogger('silent')));
  app.get('/v1/users/me', requireUser({ db, config }), (c) => c.json({ email: c.get('signedIn').user.email, sessionId: c.get('signedIn').sessionId }));
  ({ token } = await signUp(db, authTokens(db, config), {
    name: { first: 'Ada', last: 'Bianchi' }, birth: { year: 1990, month: 5, day: 17 },
    email: 'ada@example.it', password: 'pedali-lunghi-9', confirmedPass: 'pedali-lunghi-9', newsSubscriber: false,
  }, 'it'));
}, 60_000);
afterAll(async () => { await database?.close(); });

const me = (headers: Record<string, string> = {}, lang = 'en') => app.request(`/v1/users/me?lang=${lang}`, { headers });
const codeOf = async (answer: Response) => ((await answer.json()) as { code: string }).code;

describe('requireUser', () => {
  it('lets a signed-in call through with its user on the context', async () => {
    const answer = await me({ authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: 'ada@example.it' });
  });

  it('answers 401 AUTH_REQUIRED without a token, in the language asked for', async () => {
    const english = await me();
    expect(english.status).toBe(401);
    const body = (await english.json()) as { code: string; message: string };
    expect(body.code).toBe('AUTH_REQUIRED');
    const italian = (await (await me({}, 'it')).json()) as { message: string };
    expect(italian.message).not.toBe(body.message);
  });

  it('answers 401 for a token this shop did not sign, and AUTH_EXPIRE once the session is signed out', async () => {
    const forged = await me({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    expect(await codeOf(forged)).toBe('AUTH_TOKEN_INVALID');
    const { sessionId } = (await (await me({ authorization: `Bearer ${token}` })).json()) as { sessionId: string };
    await revokeSession(database.db, sessionId);
    const ended = await me({ authorization: `Bearer ${token}` });
    expect(ended.status).toBe(401);
    expect(await codeOf(ended)).toBe('AUTH_EXPIRE');
  });
});
