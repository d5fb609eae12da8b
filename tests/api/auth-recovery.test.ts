// Password recovery end to end through the file outbox (decision 102): the mailed link sets a new
// password once, ends every session, and neither the answer nor the outbox tells whether an
// address has an account.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okAnswerSchema } from '../../contract/account.js';
import { passwordResets, users } from '../../server/db/schema.js';
import { NO_RATE_LIMITS, PASSWORD, sessionCheck, signUpOk } from './auth-fixtures.js';
import { expectError, failingFields, postJson, PUBLIC_URL, startTestApi, type TestApi } from './harness.js';
import { linkIn, mailSince, nextMailTo, outboxFiles } from './outbox.js';

const NEW_PASSWORD = 'telaio-nuovo-2027';
const PER_EMAIL = 3;
const PER_CLIENT = 6;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { ...NO_RATE_LIMITS, RECOVERY_RATE_PER_EMAIL: String(PER_EMAIL), RECOVERY_RATE_PER_CLIENT: String(PER_CLIENT), TRUST_PROXY: 'on' },
  });
});
afterAll(async () => { await api?.close(); });

/** Each test asks from its own client address (TRUST_PROXY), so the per-address budgets do not mix. */
let client = 0;
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++client}` });

const askLink = (email: string, query = '', headers: Record<string, string> = newClient()) =>
  api.fetch(`/v1/auth/pass/recovery${query}`, postJson({ email }, headers));
const reset = (body: Record<string, unknown>) =>
  api.fetch('/v1/auth/pass/recovery', { ...postJson(body), method: 'PATCH' });
const signin = (email: string, password: string) => api.fetch('/v1/auth/signin', postJson({ email, password }));

/** Asks for a link for `email` and answers the token and e-mail the mailed link carries. */
async function mailedLink(email: string, query = '') {
  const before = outboxFiles(api);
  const res = await askLink(email, query);
  expect(res.status).toBe(200);
  const mail = await nextMailTo(api, before, email.toLowerCase());
  const link = linkIn(mail);
  return { mail, link, token: link.pathname.split('/').at(-1)!, email: link.searchParams.get('email')! };
}

describe('POST /v1/auth/pass/recovery then PATCH /v1/auth/pass/recovery', () => {
  it('mails a link in the request\'s language that sets a new password once; the old password and every session stop working', async () => {
    const { token: session, user } = await signUpOk(api);
    const { mail, link, token, email } = await mailedLink(user.email.toUpperCase(), '?lang=en');

    expect(mail.subject).toBe('Reset the password of your Raggio account');
    expect(mail.text).toContain('Hello Giulia,');
    expect(mail.text).toContain('The link below works once, within 60 minutes.');
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/en/recupero-password/${token}`);
    expect(email).toBe(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token });
    expect(res.status).toBe(200);
    expect(okAnswerSchema.parse(await res.json())).toEqual({ ok: true });

    await expectError(await signin(user.email, PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    await expectError(await sessionCheck(api, session), 401, 'AUTH_EXPIRE');
    // Single use: the same link again is an expired one.
    await expectError(await reset({ new: 'ancora-un-altra', confirmed: 'ancora-un-altra', email, token }), 401, 'RECOVERY_LINK_EXPIRED');
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps an argon2id hash of the new password, and only the sha256 of the link\'s token', async () => {
    const { user } = await signUpOk(api);
    const { token, email } = await mailedLink(user.email);
    const [stored] = await api.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(3590_000);

    expect((await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token })).status).toBe(200);
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash.startsWith('$argon2id$')).toBe(true);
    const [spent] = await api.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(spent!.usedAt).not.toBeNull();
  });

  it('writes an Italian link without a language prefix by default', async () => {
    const { user } = await signUpOk(api);
    const { mail, link } = await mailedLink(user.email);
    expect(mail.subject).toBe('Reimposta la password del tuo account Raggio');
    expect(mail.text).toContain('Ciao Giulia,');
    expect(link.pathname).toMatch(/^\/recupero-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing and stores nothing for it', async () => {
    const { user } = await signUpOk(api);
    const linksBefore = (await api.db.select().from(passwordResets)).length;
    const before = outboxFiles(api);
    const unknown = await askLink('nessuno.qui@example.it');
    const known = await askLink(user.email);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    // The known address's mail left after the unknown one was answered: once it is there, the
    // unknown one would be too.
    await nextMailTo(api, before, user.email);
    expect(mailSince(api, before).map((m) => m.to)).toEqual([user.email]);
    expect(await api.db.select().from(passwordResets)).toHaveLength(linksBefore + 1);
  });

  it('mails the customer, in their language, that the password was reset; a refused reset mails nothing', async () => {
    // Signed in last in German: that is the customer's language for account mails (decision 103).
    const { user } = await signUpOk(api);
    expect((await api.fetch('/v1/auth/signin?lang=de', postJson({ email: user.email, password: PASSWORD }))).status).toBe(200);
    const { token, email } = await mailedLink(user.email, '?lang=en');
    const beforeRefused = outboxFiles(api);
    await expectError(await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token: `${token}x` }), 401, 'RECOVERY_LINK_EXPIRED');
    expect(mailSince(api, beforeRefused)).toEqual([]);

    const before = outboxFiles(api);
    expect((await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token })).status).toBe(200);
    const notice = await nextMailTo(api, before, user.email);
    expect(notice.subject).toBe('Das Passwort deines Raggio-Kontos wurde geändert');
    expect(notice.text).toContain('Hallo Giulia,');
    expect(notice.text).toMatch(/das Passwort deines Kontos wurde am \d{2}\/\d{2}\/\d{4} über den Link zurückgesetzt/);
    expect(notice.text).toContain('Wenn du dein Passwort nicht geändert hast');
    expect(linkIn(notice).href).toBe(`${PUBLIC_URL}/de/assistenza`);
    expect(notice.html).toContain(`href="${PUBLIC_URL}/de/assistenza"`);
    expect(notice.html).toContain('zurückgesetzt');
    expect(mailSince(api, before).map((m) => m.to)).toEqual([user.email]);
  });

  it('forgets links spent or expired more than a day ago at the next request, for an unknown address too; newer ones stay', async () => {
    const { user } = await signUpOk(api);
    const hour = 3600_000;
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * hour);
    const rows = {
      expiredTwoDaysAgo: { expiresAt: at(-48), usedAt: null },
      expiredAnHourAgo: { expiresAt: at(-1), usedAt: null },
      usedYesterdayExpiredSince: { expiresAt: at(-23), usedAt: at(-25) },
      usedAnHourAgo: { expiresAt: at(1), usedAt: at(-1) },
      open: { expiresAt: at(1), usedAt: null },
    };
    await api.db.insert(passwordResets).values(Object.entries(rows).map(([name, times]) => ({ tokenHash: `${name}-${user.id}`, userId: user.id, ...times })));
    expect((await askLink('nessuno.pulizia@example.it')).status).toBe(200);
    const kept = await api.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(kept.map((row) => row.tokenHash).sort()).toEqual([`expiredAnHourAgo-${user.id}`, `open-${user.id}`, `usedAnHourAgo-${user.id}`]);
  });

  it('refuses an address that is not one with 400 VALIDATION_ERROR', async () => {
    const error = await expectError(await askLink('giulia@'), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toContain('email');
  });

  it('refuses a different confirmation and a short password with the failing field; the link still works after', async () => {
    const { user } = await signUpOk(api);
    const { token, email } = await mailedLink(user.email);
    const mismatch = await expectError(await reset({ new: NEW_PASSWORD, confirmed: `${NEW_PASSWORD}!`, email, token }), 400, 'VALIDATION_ERROR');
    expect(failingFields(mismatch)).toEqual(['confirmed']);
    const short = await expectError(await reset({ new: 'corta', confirmed: 'corta', email, token }), 400, 'VALIDATION_ERROR');
    expect(failingFields(short)).toContain('new');
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
    expect((await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token })).status).toBe(200);
  });

  it('answers RECOVERY_LINK_EXPIRED for a made-up token and for another e-mail than the link\'s, changing nothing', async () => {
    const { user } = await signUpOk(api);
    const other = await signUpOk(api);
    const { token, email } = await mailedLink(user.email);
    const body = { new: NEW_PASSWORD, confirmed: NEW_PASSWORD };
    const madeUp = await expectError(await reset({ ...body, email, token: 'A'.repeat(43) }), 401, 'RECOVERY_LINK_EXPIRED');
    expect(madeUp.message).toBe('Il link per reimpostare la password è scaduto o è già stato usato: richiedine uno nuovo');
    await expectError(await reset({ ...body, email: other.user.email, token }), 401, 'RECOVERY_LINK_EXPIRED');
    expect((await signin(other.user.email, PASSWORD)).status).toBe(200);
    expect((await signin(user.email, PASSWORD)).status).toBe(200);
    expect((await reset({ ...body, email, token })).status).toBe(200);
  });

  it('tells whether a link still works before the new password is typed (GET), reading only: unknown, other e-mail, used are 401', async () => {
    const { user } = await signUpOk(api);
    const { token, email } = await mailedLink(user.email);
    const check = (t: string, query = '') => api.fetch(`/v1/auth/pass/recovery/${t}${query}`);
    const ok = await check(token, `?email=${encodeURIComponent(email)}&lang=en`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('no-store');
    expect(ok.headers.get('referrer-policy')).toBe('no-referrer');
    expect(okAnswerSchema.parse(await ok.json())).toEqual({ ok: true });
    expect((await check(token)).status).toBe(200);
    const madeUp = await expectError(await check('A'.repeat(43), '?lang=en'), 401, 'RECOVERY_LINK_EXPIRED');
    expect(madeUp.message).not.toBe('');
    await expectError(await check(token, '?email=someone.else%40example.it'), 401, 'RECOVERY_LINK_EXPIRED');
    // Checking spent nothing: the link still sets the password once, then the check says it is used.
    expect((await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email, token })).status).toBe(200);
    await expectError(await check(token, `?email=${encodeURIComponent(email)}`), 401, 'RECOVERY_LINK_EXPIRED');
  });

  it('lets only one of two resets racing with one link through', async () => {
    const { user } = await signUpOk(api);
    const { token, email } = await mailedLink(user.email);
    const passwords = ['corsa-numero-uno', 'corsa-numero-due'];
    const answers = await Promise.all(passwords.map((p) => reset({ new: p, confirmed: p, email, token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = passwords[answers.findIndex((r) => r.status === 200)]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await signin(user.email, winner)).status).toBe(200);
    expect((await signin(user.email, loser)).status).toBe(401);
  });

  it('spends the account\'s other open links once one is used', async () => {
    const { user } = await signUpOk(api);
    const first = await mailedLink(user.email);
    const second = await mailedLink(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await reset({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email: second.email, token: second.token })).status).toBe(200);
    await expectError(await reset({ new: 'vecchio-link-1', confirmed: 'vecchio-link-1', email: first.email, token: first.token }), 401, 'RECOVERY_LINK_EXPIRED');
  });
});

describe('POST /v1/auth/pass/recovery: rate limits', () => {
  it(`answers 429 with Retry-After past ${PER_EMAIL} requests for one e-mail, known or not, and mails nothing more`, async () => {
    const { user } = await signUpOk(api);
    const witness = await signUpOk(api);
    const before = outboxFiles(api);
    for (const email of [user.email, 'sconosciuto@example.it']) {
      for (let i = 0; i < PER_EMAIL; i++) expect((await askLink(email)).status).toBe(200);
      const refused = await askLink(email.toUpperCase());
      const error = await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(error.payload).toEqual({ retryAfter });
    }
    // Links leave after the answer: once the witness's (asked last) is there, all would be.
    expect((await askLink(witness.user.email)).status).toBe(200);
    await nextMailTo(api, before, witness.user.email);
    expect(mailSince(api, before).filter((m) => m.to === user.email)).toHaveLength(PER_EMAIL);
    expect(mailSince(api, before)).toHaveLength(PER_EMAIL + 1);
  });

  it(`answers 429 past ${PER_CLIENT} requests from one client address, whatever the e-mails`, async () => {
    const address = newClient();
    for (let i = 0; i < PER_CLIENT; i++) expect((await askLink(`giro.${i}@example.it`, '', address)).status).toBe(200);
    const refused = await askLink('giro.nuovo@example.it', '?lang=de', address);
    const error = await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    expect(error.message).toMatch(/^Zu viele Versuche/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await askLink('giro.nuovo@example.it')).status).toBe(200);
  });
});

describe('an expired recovery link', () => {
  let expiring: TestApi;
  // RECOVERY_LINK_TTL=0: every link is expired as soon as it is mailed, no waiting.
  beforeAll(async () => { expiring = await startTestApi({ env: { ...NO_RATE_LIMITS, RECOVERY_LINK_TTL: '0' } }); });
  afterAll(async () => { await expiring?.close(); });

  it('answers 401 RECOVERY_LINK_EXPIRED and leaves the password as it was', async () => {
    const { user } = await signUpOk(expiring);
    const before = outboxFiles(expiring);
    expect((await expiring.fetch('/v1/auth/pass/recovery?lang=fr', postJson({ email: user.email }))).status).toBe(200);
    const link = linkIn(await nextMailTo(expiring, before, user.email));
    const res = await expiring.fetch('/v1/auth/pass/recovery?lang=fr', {
      ...postJson({ new: NEW_PASSWORD, confirmed: NEW_PASSWORD, email: link.searchParams.get('email'), token: link.pathname.split('/').at(-1) }),
      method: 'PATCH',
    });
    const error = await expectError(res, 401, 'RECOVERY_LINK_EXPIRED');
    expect(error.message).toMatch(/^Le lien de réinitialisation/);
    expect((await expiring.fetch('/v1/auth/signin', postJson({ email: user.email, password: PASSWORD }))).status).toBe(200);
  });
});
