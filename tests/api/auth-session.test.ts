// Sign-in, the session check, sign-out and the tokens the server must refuse.
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAnswerSchema, sessionAnswerSchema } from '../../contract/auth.js';
import { authSessions } from '../../server/db/schema.js';
import { bearer, NO_RATE_LIMITS, PASSWORD, sessionCheck, signUpOk } from './auth-fixtures.js';
import { expectError, postJson, startTestApi, type TestApi } from './harness.js';

const SECRET = 'a-test-signing-secret-of-at-least-32-characters';
let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: { ...NO_RATE_LIMITS, AUTH_SECRET: SECRET } }); });
afterAll(async () => { await api?.close(); });

const signin = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.fetch('/v1/auth/signin', postJson({ email, password }, headers));
const now = () => Math.floor(Date.now() / 1000);
/** A token signed with `secret`, as the server would sign one. */
const craft = (claims: { sub: string; sid: string; exp: number }, secret = SECRET) =>
  new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub)
    .setIssuedAt(claims.exp - 3600).setExpirationTime(claims.exp).sign(new TextEncoder().encode(secret));

describe('POST /v1/auth/signin', () => {
  it('signs in with the right password (the e-mail in any case) and answers a working token', async () => {
    const { user } = await signUpOk(api, { email: 'elena.gallo@example.it' });
    const res = await signin('Elena.Gallo@Example.it', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = authAnswerSchema.parse(await res.json());
    expect(answer.user).toEqual(user);
    const claims = decodeJwt(answer.token);
    expect(claims.sub).toBe(String(user.id));
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp).toBeGreaterThan(now());
    expect((await sessionCheck(api, answer.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS, same message', async () => {
    await signUpOk(api, { email: 'sara.conti@example.it' });
    const wrong = await expectError(await signin('sara.conti@example.it', 'not-the-password'), 401, 'INVALID_CREDENTIALS');
    const unknown = await expectError(await signin('nobody.here@example.it', 'not-the-password'), 401, 'INVALID_CREDENTIALS');
    expect(unknown).toEqual(wrong);
    expect(wrong.message).toBe('E-mail o password non corretti');
    const fr = await expectError(await signin('nobody.here@example.it', 'x', { 'accept-language': 'fr' }), 401, 'INVALID_CREDENTIALS');
    expect(fr.message).toBe('E-mail ou mot de passe incorrect');
  });

  it('refuses a body without e-mail or password with 400', async () => {
    await expectError(await api.fetch('/v1/auth/signin', postJson({ email: 'a@example.it' })), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch('/v1/auth/signin', postJson({ email: 'nope', password: 'x' })), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /v1/auth and POST /v1/auth/signout', () => {
  it('without a token answers 401 AUTH_REQUIRED', async () => {
    await expectError(await api.fetch('/v1/auth'), 401, 'AUTH_REQUIRED');
    await expectError(await api.fetch('/v1/auth/signout', { method: 'POST' }), 401, 'AUTH_REQUIRED');
  });

  it('signs out: the same token then answers 401 AUTH_EXPIRE, another session of the user stays', async () => {
    const { token, user } = await signUpOk(api);
    const other = authAnswerSchema.parse(await (await signin(user.email, PASSWORD)).json());
    const out = await api.fetch('/v1/auth/signout', { method: 'POST', ...bearer(token) });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const after = await expectError(await sessionCheck(api, token), 401, 'AUTH_EXPIRE');
    expect(after.message).toBe('La sessione è scaduta: accedi di nuovo');
    await expectError(await api.fetch('/v1/auth/signout', { method: 'POST', ...bearer(token) }), 401, 'AUTH_EXPIRE');
    expect((await sessionCheck(api, other.token)).status).toBe(200);
  });

  it('still refuses a signed-out token after a restart (the revocation is in the database)', async () => {
    const { token } = await signUpOk(api);
    expect((await api.fetch('/v1/auth/signout', { method: 'POST', ...bearer(token) })).status).toBe(200);
    await api.restart();
    await expectError(await sessionCheck(api, token), 401, 'AUTH_EXPIRE');
  });

  it('refuses a token whose exp has passed with 401 AUTH_EXPIRE, in the asked language', async () => {
    const { token } = await signUpOk(api);
    const { sub, sid } = decodeJwt(token) as { sub: string; sid: string };
    const expired = await craft({ sub, sid, exp: now() - 1 });
    const error = await expectError(await api.fetch('/v1/auth?lang=en', bearer(expired)), 401, 'AUTH_EXPIRE');
    expect(error.message).toBe('Your session has expired: please sign in again');
    // The same session with a later exp is fine: it is exp that was refused.
    expect((await sessionCheck(api, await craft({ sub, sid, exp: now() + 600 }))).status).toBe(200);
  });

  it('refuses a token whose session row has expired with 401 AUTH_EXPIRE', async () => {
    const { token } = await signUpOk(api);
    const { sid } = decodeJwt(token) as { sid: string };
    await api.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.id, sid));
    await expectError(await sessionCheck(api, token), 401, 'AUTH_EXPIRE');
  });

  it('refuses tampered and foreign tokens with 401 AUTH_TOKEN_INVALID', async () => {
    const a = await signUpOk(api);
    const b = await signUpOk(api);
    const [header, , signature] = a.token.split('.');
    const claims = decodeJwt(a.token);
    // Another user's id in a's signed token: the signature no longer matches.
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: String(b.user.id) })).toString('base64url');
    await expectError(await sessionCheck(api, `${header}.${payload}.${signature}`), 401, 'AUTH_TOKEN_INVALID');
    const foreign = await craft({ sub: String(a.user.id), sid: claims.sid as string, exp: now() + 600 }, 'another-secret-another-secret-another-secret');
    await expectError(await sessionCheck(api, foreign), 401, 'AUTH_TOKEN_INVALID');
    await expectError(await sessionCheck(api, 'not.a.jwt'), 401, 'AUTH_TOKEN_INVALID');
    // A validly signed token pairing a's session with b's id names no session of b.
    await expectError(await sessionCheck(api, await craft({ sub: String(b.user.id), sid: claims.sid as string, exp: now() + 600 })), 401, 'AUTH_EXPIRE');
    const check = sessionAnswerSchema.parse(await (await sessionCheck(api, a.token)).json());
    expect(check.user.id).toBe(a.user.id);
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the four auth calls, their error answers, the 429 Retry-After and the bearer scheme', async () => {
    type Operation = { security?: unknown[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
    };
    const signup = doc.paths['/v1/auth/signup']?.post;
    const signinOp = doc.paths['/v1/auth/signin']?.post;
    expect(Object.keys(signup!.responses)).toEqual(expect.arrayContaining(['200', '400', '409', '429']));
    expect(Object.keys(signinOp!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(Object.keys(signinOp!.responses['429']!.headers ?? {})).toEqual(['Retry-After']);
    for (const operation of [doc.paths['/v1/auth']?.get, doc.paths['/v1/auth/signout']?.post]) {
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401']));
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['SignupBody', 'SigninBody', 'AuthAnswer', 'SessionAnswer', 'UserSummary']));
  });
});
