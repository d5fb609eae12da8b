// POST /v1/shop/mail/send: the support form's message reaches the shop's mailbox — here the file
// outbox under DATA_DIR, as on a machine without SMTP_URL (decision 101).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportMessageAnswerSchema } from '../../contract/support.js';
import { expectError, failingFields, postJson, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
// Limits high enough for the other tests; the limit test spends them from addresses of its own.
beforeAll(async () => { api = await startTestApi({ env: { SUPPORT_RATE_PER_EMAIL: '2', SUPPORT_RATE_PER_CLIENT: '20' } }); });
afterAll(async () => { await api?.close(); });

const outbox = () => (existsSync(api.config.outboxDir) ? readdirSync(api.config.outboxDir).sort() : []);
let before: string[];
beforeEach(() => { before = outbox(); });
const newMail = () => outbox().filter((file) => !before.includes(file)).map((file) => readFileSync(join(api.config.outboxDir, file), 'utf8'));

const message = { name: { first: 'Giulia', last: 'Rossi' }, mail: 'giulia.rossi@example.it', msg: 'Il telaio <b>taglia M</b> arriva entro maggio?\nGrazie' };
const send = (body: unknown) => api.fetch('/v1/shop/mail/send?lang=en', postJson(body));

describe('POST /v1/shop/mail/send', () => {
  it("answers message 'ok' and mails the shop, the customer as Reply-To, text and HTML parts", async () => {
    const res = await send(message);
    expect(res.status).toBe(200);
    expect(supportMessageAnswerSchema.parse(await res.json())).toEqual({ message: 'ok' });
    const mails = newMail();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(/^To: ciao@raggiocicli\.it$/m);
    expect(mail).toMatch(/^Reply-To: "?Giulia Rossi"? <giulia\.rossi@example\.it>$/m);
    expect(mail).toMatch(/^Subject: Richiesta di assistenza da Giulia Rossi$/m);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('lingua della pagina: en');
    // The customer's text is escaped in the HTML part: no markup of theirs reaches the shop's client.
    expect(mail).toContain('&lt;b&gt;taglia M&lt;/b&gt;');
    expect(mail).not.toContain('<b>taglia M</b></p>');
  });

  it.each([
    ['a missing last name', { ...message, name: { first: 'Giulia' } }, 'name.last'],
    ['a blank first name', { ...message, name: { first: '  ', last: 'Rossi' } }, 'name.first'],
    ['an address that is not one', { ...message, mail: 'giulia@' }, 'mail'],
    ['an empty message', { ...message, msg: '' }, 'msg'],
    ['a message over 5000 characters', { ...message, msg: 'x'.repeat(5001) }, 'msg'],
  ])('refuses %s with the failing field, and mails nothing', async (_, body, field) => {
    const error = await expectError(await send(body), 400, 'VALIDATION_ERROR');
    expect(failingFields(error)).toContain(field);
    expect(newMail()).toEqual([]);
  });
});

describe('POST /v1/shop/mail/send: rate limit', () => {
  it('answers 429 with Retry-After past the messages an e-mail address may send in an hour, and mails nothing more', async () => {
    const flood = { ...message, mail: 'flood@example.it' };
    for (let i = 0; i < 2; i++) expect((await send(flood)).status).toBe(200);
    const sentBefore = outbox().length;
    const refused = await send(flood);
    const body = await expectError(refused, 429, 'TOO_MANY_ATTEMPTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(body.payload).toEqual({ retryAfter });
    expect(outbox()).toHaveLength(sentBefore);
    // Another address still gets through: the limit is per sender.
    expect((await send({ ...message, mail: 'other@example.it' })).status).toBe(200);
  });
});
