// POST /v1/subs with double opt-in (decision 110): the request is pending until the link mailed to
// the address is opened; every newsletter mail carries an unsubscribe link and RFC 8058's headers.
// The mail is read back from the file outbox (DATA_DIR/outbox).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeAnswerSchema } from '../../contract/subs.js';
import { subscriptionConfirmations, subscriptions } from '../../server/db/schema.js';
import { expectError, failingFields, postJson, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { confirmLink, mailsTo, unsubscribeLink, type OutboxMail } from './newsletter-mail.js';

let api: TestApi;
// TRUST_PROXY: each test comes from a client address of its own (X-Forwarded-For), so the
// per-client limit below is only met where a test means to meet it.
beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'on', SUBS_RATE_PER_EMAIL: '3', SUBS_RATE_PER_CLIENT: '6' } });
});
afterAll(async () => { await api?.close(); });

let n = 0;
const address = (who: string) => `${who}.${++n}.${Date.now()}@example.it`;
let client = 0;
const newClient = () => `192.0.2.${++client}`;

const subscribe = (body: unknown, { lang = 'it', from = newClient() } = {}) =>
  api.fetch(`/v1/subs?lang=${lang}`, postJson(body, { 'x-forwarded-for': from }));
const rowOf = async (email: string) => (await api.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];

/** Waits for the `count`-th mail to `to` (mail goes out after the answer) and answers it. */
async function mailNumber(to: string, count: number): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(api.config.outboxDir, to).length, { timeout: 5000 }).toBe(count);
  return mailsTo(api.config.outboxDir, to)[count - 1]!;
}

describe('POST /v1/subs: double opt-in', () => {
  it('records a pending subscription and mails the confirmation link in the page language, text and HTML', async () => {
    const email = address('anna');
    const res = await subscribe({ email: email.toUpperCase(), name: 'Anna' }, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(subscribeAnswerSchema.parse(await res.json())).toEqual({ ok: true, email, next: 'confirmation' });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', name: 'Anna', lang: 'en', confirmedAt: null });

    const mail = await mailNumber(email, 1);
    expect(mail.headers.get('subject')).toBe('Confirm your subscription to the Raggio newsletter');
    expect(mail.body).toContain('Content-Type: text/plain');
    expect(mail.body).toContain('Content-Type: text/html');
    expect(mail.body).toContain('Hello Anna,');
    expect(confirmLink(mail).path).toMatch(/^\/v1\/subs\/confirm\/[A-Za-z0-9_-]{43}\?lang=en$/);
    // On the shop's public origin (PUBLIC_URL), never on whatever Host the request named.
    expect(confirmLink(mail).url).toBe(`${PUBLIC_URL}${confirmLink(mail).path}`);
  });

  it('confirms once through the mailed link, with a page in the subscriber\'s language; the link then stops working', async () => {
    const email = address('bruno');
    await subscribe({ email }, { lang: 'de' });
    const link = confirmLink(await mailNumber(email, 1)).path;

    const page = await api.fetch(link, { headers: { 'accept-language': 'it' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Abonnement bestätigt');
    expect(html).toContain('href="/de"');
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
    expect((await rowOf(email))!.confirmedAt).toBeInstanceOf(Date);

    // Used: 404, still in the mail's language (the link carries it).
    const again = await api.fetch(link);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Ungültiger oder abgelaufener Link');
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });

  it('answers 404 to a confirmation token it never made, in the language asked', async () => {
    for (const token of ['x'.repeat(43), 'abc', 'Z'.repeat(120)]) {
      const res = await api.fetch(`/v1/subs/confirm/${token}?lang=en`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Invalid or expired link');
      // The token is in the address: a link followed from the page must not carry it off.
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('asked again for a confirmed address: the same answer, nothing mailed, nothing changed', async () => {
    const email = address('carla');
    const first = await subscribe({ email, name: 'Carla' });
    const firstBody: unknown = await first.json();
    expect((await api.fetch(confirmLink(await mailNumber(email, 1)).path)).status).toBe(200);
    const confirmed = await rowOf(email);

    const again = await subscribe({ email, name: 'Someone else' }, { lang: 'fr' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    // Mail goes out in order: once a later request's mail is written, a mail for this one would be too.
    const later = address('later');
    await subscribe({ email: later });
    await mailNumber(later, 1);
    expect(mailsTo(api.config.outboxDir, email)).toHaveLength(1);
    expect(await rowOf(email)).toEqual(confirmed);
  });

  it('asked again while pending: a new mail whose link works, as does the first one (until one is used)', async () => {
    const email = address('dario');
    await subscribe({ email });
    const first = await mailNumber(email, 1);
    await subscribe({ email, name: 'Dario' });
    const second = await mailNumber(email, 2);
    expect(confirmLink(second).path).not.toBe(confirmLink(first).path);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', name: 'Dario' });
    expect((await api.fetch(confirmLink(first).path)).status).toBe(200);
    expect((await api.fetch(confirmLink(second).path)).status).toBe(404);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });
});

describe('unsubscribe link of every newsletter mail', () => {
  it('the confirmation mail carries it in both parts and in List-Unsubscribe, with the one-click POST header', async () => {
    const email = address('elena');
    await subscribe({ email });
    const mail = await mailNumber(email, 1);
    const link = unsubscribeLink(mail).path;
    expect(link).toMatch(/^\/v1\/subs\/unsubscribe\/\d+\.[A-Za-z0-9_-]{43}\?lang=it$/);
    expect(mail.body.split(`${PUBLIC_URL}${link}`).length - 1).toBeGreaterThanOrEqual(2);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${PUBLIC_URL}${link}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('GET unsubscribes a confirmed address, shows a page saying so, and answers the same when repeated', async () => {
    const email = address('fabio');
    await subscribe({ email }, { lang: 'es' });
    const mail = await mailNumber(email, 1);
    await api.fetch(confirmLink(mail).path);
    for (let i = 0; i < 2; i++) {
      const res = await api.fetch(unsubscribeLink(mail).path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Te has dado de baja');
      expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    }
  });

  it('one-click POST (RFC 8058) unsubscribes, and a pending request\'s confirmation link then stops working', async () => {
    const email = address('gaia');
    await subscribe({ email });
    const mail = await mailNumber(email, 1);
    const res = await api.fetch(unsubscribeLink(mail).path, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await api.fetch(confirmLink(mail).path)).status).toBe(404);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('a forged or altered token unsubscribes nobody: 404', async () => {
    const email = address('ivo');
    await subscribe({ email });
    const mail = await mailNumber(email, 1);
    await api.fetch(confirmLink(mail).path);
    const link = unsubscribeLink(mail).path.replace(/\?.*$/, '');
    const id = /\/(\d+)\./.exec(link)![1]!;
    const signature = link.slice(link.indexOf('.') + 1);
    const forged = [
      `/v1/subs/unsubscribe/${Number(id) + 1}.${signature}`,
      `/v1/subs/unsubscribe/${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `/v1/subs/unsubscribe/${id}`,
    ];
    for (const path of forged) {
      expect((await api.fetch(path)).status).toBe(404);
      await expectError(await api.fetch(path, { method: 'POST' }), 404, 'NOT_FOUND');
    }
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });

  it('an unsubscribed address asking again is pending and gets a new confirmation mail', async () => {
    const email = address('luca');
    await subscribe({ email });
    const mail = await mailNumber(email, 1);
    await api.fetch(confirmLink(mail).path);
    await api.fetch(unsubscribeLink(mail).path);
    await subscribe({ email });
    const second = await mailNumber(email, 2);
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });
    // The same subscription: its unsubscribe link is the same in every mail.
    expect(unsubscribeLink(second).path).toBe(unsubscribeLink(mail).path);
    expect((await api.fetch(confirmLink(second).path)).status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
  });
});

describe('POST /v1/subs: bad input and limits', () => {
  it('refuses a missing or invalid e-mail, or a too long name, with 400 naming the field, and stores or mails nothing', async () => {
    const rows = (await api.db.select().from(subscriptions)).length;
    const tokens = (await api.db.select().from(subscriptionConfirmations)).length;
    const cases: [unknown, string][] = [
      [{}, 'email'], [{ email: '' }, 'email'], [{ email: 'not-an-email' }, 'email'], [{ email: 'a@b' }, 'email'],
      [{ email: 42 }, 'email'], [{ email: 'ok@example.it', name: 'x'.repeat(121) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await subscribe(body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual([field]);
    }
    expect((await api.db.select().from(subscriptions)).length).toBe(rows);
    expect((await api.db.select().from(subscriptionConfirmations)).length).toBe(tokens);
    expect(mailsTo(api.config.outboxDir, 'ok@example.it')).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await api.fetch('/v1/subs', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=x@y.it' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowOf('x@y.it')).toBeUndefined();
  });

  it('answers 429 with Retry-After past the requests one e-mail address may make in an hour, and mails nothing more', async () => {
    const email = address('flood');
    for (let i = 0; i < 3; i++) expect((await subscribe({ email })).status).toBe(200);
    await mailNumber(email, 3);
    const refused = await subscribe({ email: email.toUpperCase() });
    const body = await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(body.payload).toEqual({ retryAfter });
    const other = address('other');
    expect((await subscribe({ email: other })).status).toBe(200);
    await mailNumber(other, 1);
    expect(mailsTo(api.config.outboxDir, email)).toHaveLength(3);
  });

  it('answers 429 past the requests one client address may make in an hour, whatever the e-mail', async () => {
    const from = newClient();
    for (let i = 0; i < 6; i++) expect((await subscribe({ email: address('many') }, { from })).status).toBe(200);
    const email = address('one-too-many');
    await expectError(await subscribe({ email }, { from }), 429, 'TOO_MANY_ATTEMPTS');
    expect(await rowOf(email)).toBeUndefined();
  });
});
