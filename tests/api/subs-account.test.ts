// The signed-in side of the newsletter (decision 110): POST /v1/auth/sub for the account's own
// address, GET /v1/subs/{email} only for one's own address, and sign-up's newsletter checkbox —
// all through the same double opt-in as the footer's form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../server/db/schema.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';
import { confirmLink, mailsTo } from './newsletter-mail.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: { ...NO_RATE_LIMITS, SUBS_RATE_PER_CLIENT: '1000' } }); });
afterAll(async () => { await api?.close(); });

const rowOf = async (email: string) => (await api.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
const firstMail = async (to: string) => {
  await expect.poll(() => mailsTo(api.config.outboxDir, to).length, { timeout: 5000 }).toBe(1);
  return mailsTo(api.config.outboxDir, to)[0]!;
};
const topics = (token: string | null, email: string, query = '') =>
  api.fetch(`/v1/subs/${encodeURIComponent(email)}${query}`, token ? bearer(token) : {});

describe('POST /v1/auth/sub', () => {
  it("asks for the account's own address: pending, and the confirmation mailed with the account's name", async () => {
    const { token, user } = await signUpOk(api);
    const res = await api.fetch('/v1/auth/sub?lang=it', postJson({ email: user.email.toUpperCase() }, bearer(token).headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: user.email, next: 'confirmation' });
    expect(await rowOf(user.email)).toMatchObject({ status: 'pending', name: 'Giulia' });
    const mail = await firstMail(user.email);
    expect(mail.headers.get('subject')).toBe('Conferma la tua iscrizione alla newsletter di Raggio');
    expect(mail.body).toContain('Ciao Giulia,');
  });

  it("refuses another address with 400 on the email field, and records nothing", async () => {
    const { token } = await signUpOk(api);
    const other = `someone.${Date.now()}@example.it`;
    const error = await expectError(await api.fetch('/v1/auth/sub?lang=en', postJson({ email: other }, bearer(token).headers)), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(['email']);
    expect(error.message).toContain("You can only subscribe your account’s e-mail address");
    expect(await rowOf(other)).toBeUndefined();
  });

  it('refuses a body without a valid e-mail with 400, and a caller without a token with 401', async () => {
    const { token } = await signUpOk(api);
    for (const body of [{}, { email: 'nope' }]) {
      const error = await expectError(await api.fetch('/v1/auth/sub', postJson(body, bearer(token).headers)), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual(['email']);
    }
    await expectError(await api.fetch('/v1/auth/sub', postJson({ email: 'x@example.it' })), 401, 'AUTH_REQUIRED');
  });
});

describe('GET /v1/subs/{email}', () => {
  it('tells the signed-in customer which topics their own address receives (none until confirmed) and whether a confirmation is pending', async () => {
    const { token, user } = await signUpOk(api, { newsSubscriber: true });
    const pending = await topics(token, user.email);
    expect(pending.status).toBe(200);
    expect(await pending.json()).toEqual({ news: false, promos: false, surveys: false, status: 'pending' });

    expect((await api.fetch(confirmLink(await firstMail(user.email)).path)).status).toBe(200);
    expect(await (await topics(token, user.email.toUpperCase(), '?select=news,promos,surveys')).json())
      .toEqual({ news: true, promos: true, surveys: false, status: 'confirmed' });
    expect(await (await topics(token, user.email, '?select=news')).json()).toEqual({ news: true, status: 'confirmed' });

    const never = await signUpOk(api);
    expect(await (await topics(never.token, never.user.email, '?select=news')).json()).toEqual({ news: false, status: 'none' });
  });

  it('answers 404 for any address but the caller\'s own (subscribed or not), and 401 without a token', async () => {
    const subscribed = await signUpOk(api, { newsSubscriber: true });
    await api.fetch(confirmLink(await firstMail(subscribed.user.email)).path);
    const { token } = await signUpOk(api);
    await expectError(await topics(token, subscribed.user.email), 404, 'NOT_FOUND');
    await expectError(await topics(token, 'nobody@example.it'), 404, 'NOT_FOUND');
    await expectError(await topics(null, subscribed.user.email), 401, 'AUTH_REQUIRED');
  });

  it('refuses an unknown topic in select with 400', async () => {
    const { token, user } = await signUpOk(api);
    const error = await expectError(await topics(token, user.email, '?select=news,gossip'), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toEqual(['select']);
  });
});

describe('sign-up with newsSubscriber', () => {
  it('goes through the same double opt-in: pending, a confirmation mail, confirmed by its link', async () => {
    const { user } = await signUpOk(api, { newsSubscriber: true });
    expect(await rowOf(user.email)).toMatchObject({ status: 'pending', name: 'Giulia' });
    const mail = await firstMail(user.email);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await api.fetch(confirmLink(mail).path)).status).toBe(200);
    expect(await rowOf(user.email)).toMatchObject({ status: 'confirmed' });
  });

  it('without the checkbox records and mails nothing', async () => {
    const { user } = await signUpOk(api, { newsSubscriber: false });
    // A later sign-up's mail is written after any this one would have queued.
    const later = await signUpOk(api, { newsSubscriber: true });
    await firstMail(later.user.email);
    expect(await rowOf(user.email)).toBeUndefined();
    expect(mailsTo(api.config.outboxDir, user.email)).toEqual([]);
  });
});
