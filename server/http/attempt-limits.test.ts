import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langSchema } from '../../contract/i18n-text.js';
import type { Database } from '../db/client.js';
import { AuthRefusal } from '../domain/auth/refusal.js';
import * as texts from '../domain/auth/texts.js';
import { createLogger } from '../log.js';
import { attemptLimits, signinLimits } from './attempt-limits.js';
import { refusingAuth } from './auth-errors.js';
import { errorHandler } from './error-handler.js';
import { openShopDatabase } from './test-database.js';

let database: Database;
beforeAll(async () => { database = await openShopDatabase(); }, 60_000);
afterAll(async () => { await database?.close(); });

/** Two attempts per e-mail, three per client address, a minute; X-Forwarded-For names the client. */
const BUDGET = { ratePerEmail: 2, ratePerClient: 3, rateWindowSeconds: 60 };

/** An app whose one call takes an attempt of `scope` for ?email=, then answers 200. */
function attemptApp(scope: string) {
  const limits = attemptLimits(database.db, scope, BUDGET, true);
  const app = new Hono();
  app.onError(errorHandler(createLogger('silent')));
  app.post('/attempt', async (c) => {
    await limits.take(c, c.req.query('email')!, langSchema.catch('it').parse(c.req.query('lang')));
    return c.json({ ok: true });
  });
  return (client: string, email: string, lang = 'en') =>
    app.request(`/attempt?email=${encodeURIComponent(email)}&lang=${lang}`, { method: 'POST', headers: { 'x-forwarded-for': client } });
}

/** The statuses of calls made one after the other. */
const statuses = async (calls: (() => Response | Promise<Response>)[]) => { const out = []; for (const call of calls) out.push((await call()).status); return out; };

describe('attemptLimits', () => {
  it('answers 429 TOO_MANY_ATTEMPTS with Retry-After past the e-mail\'s budget, however the address is spelt', async () => {
    const attempt = attemptApp('email-budget');
    expect((await attempt('203.0.113.1', 'ada@example.it')).status).toBe(200);
    expect((await attempt('203.0.113.2', ' ADA@Example.it ')).status).toBe(200);
    const refused = await attempt('203.0.113.3', 'Ada@example.it', 'de');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS', message: texts.tooManyAttempts(1).de, statusCode: 429, payload: { retryAfter: seconds },
    });
    expect((await attempt('203.0.113.3', 'bice@example.it')).status).toBe(200);
  });

  it("limits a client address whatever e-mail it tries, without spending the e-mail's budget once it is refused", async () => {
    const attempt = attemptApp('client-budget');
    expect(await statuses([1, 2, 3, 4].map((n) => () => attempt('198.51.100.9', `user${n}@example.it`)))).toEqual([200, 200, 200, 429]);
    // user4's attempt was refused for the client: its own two attempts are whole.
    expect(await statuses([() => attempt('198.51.100.10', 'user4@example.it'), () => attempt('198.51.100.11', 'user4@example.it')])).toEqual([200, 200]);
  });

  it('keeps the counters of each scope apart', async () => {
    const signUps = attemptApp('scope-a');
    const messages = attemptApp('scope-b');
    expect(await statuses([() => signUps('192.0.2.1', 'eva@example.it'), () => signUps('192.0.2.1', 'eva@example.it')])).toEqual([200, 200]);
    expect((await messages('192.0.2.1', 'eva@example.it')).status).toBe(200);
    expect((await signUps('192.0.2.1', 'eva@example.it')).status).toBe(429);
  });
});

describe('signinLimits', () => {
  /** A sign-in whose password is right when ?password=right: two wrong passwords, four attempts per address. */
  function signinApp() {
    const limits = signinLimits(database.db, 'signin-test', { ...BUDGET, ratePerClient: 4 }, true);
    let runs = 0;
    const app = new Hono();
    app.onError(errorHandler(createLogger('silent')));
    app.post('/signin', async (c) => c.json(await refusingAuth('en', () => limits.attempt(c, c.req.query('email')!, 'en', async () => {
      runs += 1;
      if (c.req.query('password') !== 'right') throw new AuthRefusal('unauthorised', 'INVALID_CREDENTIALS', texts.INVALID_CREDENTIALS);
      return { signedIn: true };
    }))));
    const signIn = (client: string, email: string, password: string) =>
      app.request(`/signin?email=${encodeURIComponent(email)}&password=${password}`, { method: 'POST', headers: { 'x-forwarded-for': client } });
    return { signIn, runs: () => runs };
  }

  it('refuses an address after its wrong passwords for an e-mail, before the sign-in runs, and only that address', async () => {
    const { signIn, runs } = signinApp();
    expect(await statuses([() => signIn('203.0.113.50', 'ugo@example.it', 'wrong'), () => signIn('203.0.113.50', 'UGO@example.it', 'wrong')])).toEqual([401, 401]);
    const refused = await signIn('203.0.113.50', 'ugo@example.it', 'right');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(runs()).toBe(2);
    // The customer, from another address, still signs in; the guesser may still try another e-mail.
    expect((await signIn('198.51.100.50', 'ugo@example.it', 'right')).status).toBe(200);
    expect((await signIn('203.0.113.50', 'vera@example.it', 'right')).status).toBe(200);
  });

  it('counts every attempt of an address, right passwords included', async () => {
    const { signIn } = signinApp();
    expect(await statuses([1, 2, 3, 4, 5].map(() => () => signIn('192.0.2.77', 'zoe@example.it', 'right')))).toEqual([200, 200, 200, 200, 429]);
  });
});
