import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { signUp } from '../domain/auth/signup.js';
import { USER_NOT_FOUND } from '../domain/users/texts.js';
import { createLogger } from '../log.js';
import { authTokens } from './auth-tokens.js';
import { errorHandler } from './error-handler.js';
import { ownUser } from './own-user.js';
import { requireUser, type UserEnv } from './require-user.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
let app: Hono<UserEnv>;
const config = loadConfig({ AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!' });
const ada = { token: '', id: 0 };
let otherId = 0;

const signUpAs = (email: string) => signUp(database.db, authTokens(database.db, config), {
  name: { first: 'Ada', last: 'Bianchi' }, birth: { year: 1990, month: 5, day: 17 },
  email, password: 'pedali-lunghi-9', confirmedPass: 'pedali-lunghi-9', newsSubscriber: false,
}, 'it');

beforeAll(async () => {
  database = await openShopDatabase();
  const { db } = database;
  app = new Hono<UserEnv>();
  app.onError(errorHandler(createLogger('silent')));
  app.post('/v1/users/:userId/addresses', requireUser({ db, config }), ownUser(db, 'userId'), (c) => c.json({ owner: c.var.signedIn.userId }, 201));
  const signedUp = await signUpAs('ada@example.it');
  Object.assign(ada, { token: signedUp.token, id: signedUp.user.id });
  otherId = (await signUpAs('bice@example.it')).user.id;
}, 60_000);
afterAll(async () => { await database?.close(); });

const post = (userId: string | number, lang = 'en') => app.request(`/v1/users/${userId}/addresses?lang=${lang}`, {
  method: 'POST', headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' }, body: '{"not":"validated here"}',
});

describe('ownUser', () => {
  it("lets the signed-in customer's own id through", async () => {
    const answer = await post(ada.id);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ owner: ada.id });
  });

  it("answers another customer's id, an unknown one and a non-number alike: 404 NOT_FOUND in the language asked for", async () => {
    const answers = [];
    for (const id of [otherId, 999_999, 'abc', `${ada.id}.0`]) {
      const answer = await post(id, 'en');
      expect(answer.status, String(id)).toBe(404);
      answers.push(await answer.json());
    }
    expect(answers).toEqual(Array(4).fill({ code: 'NOT_FOUND', message: USER_NOT_FOUND.en, statusCode: 404 }));
  });
});
