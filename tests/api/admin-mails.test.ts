// The owner's mails screen (docs/decisions/251-the-audit-and-mails-screens.md): GET admin/mails
// lists every owed mail, an order's and those of no order, newest first, by state and paged;
// POST admin/mails/{id}/resend owes a mail refused for good again and tries it at once, recorded
// in the audit; anything but a failed mail is 409. Owner only; bad input 400.
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminMailResentSchema, adminMailsPageSchema, type AdminMailsPage } from '../../contract/admin-mails.js';
import { orderMails, staff, staffActions } from '../../server/db/schema.js';
import type { Mailer, MailMessage } from '../../server/mail/mailer.js';
import { bearer } from './auth-fixtures.js';
import { expectStaffOnly, newStaffMember, staffSignIn } from './admin-fixtures.js';
import { placeOrder, staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError, failingFields, postJson } from './harness.js';

/** A mail server the test steers: the next sends are refused for now (4xx) or for good (5xx). */
class SteeredMailer implements Mailer {
  sent: MailMessage[] = [];
  private failures: Error[] = [];
  failNext(failure: Error) { this.failures.push(failure); }
  reset() { this.failures = []; }
  send(message: MailMessage): Promise<void> {
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    this.sent.push(message);
    return Promise.resolve();
  }
}
const smtpError = (responseCode: number, response: string) => Object.assign(new Error(`Message failed: ${response}`), { responseCode, response });

const mailer = new SteeredMailer();
const { api } = cartApiSuite({ mailer, env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000', SUPPORT_RATE_PER_EMAIL: '1000', SUPPORT_RATE_PER_CLIENT: '1000' } });
beforeEach(() => { mailer.reset(); });

async function mails(token: string, query = ''): Promise<AdminMailsPage> {
  const res = await api.fetch(`/v1/admin/mails${query ? `?${query}` : ''}`, bearer(token));
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminMailsPageSchema.parse(body);
}

const SUPPORT = { name: { first: 'Giulia', last: 'Rossi' }, mail: 'giulia.rossi@example.it', msg: 'Il telaio arriva entro maggio?' };

/** The support form's message, refused for good by the mail server: a failed mail of no order. */
async function failedSupportMail() {
  mailer.failNext(smtpError(550, '550 5.1.1 mailbox unavailable'));
  const res = await api.fetch('/v1/shop/mail/send?lang=it', postJson(SUPPORT));
  expect(res.status).toBe(200);
  const [row] = await api.db.select().from(orderMails).where(eq(orderMails.kind, 'supportMessage')).orderBy(asc(orderMails.id)).then((rows) => rows.slice(-1));
  expect(row).toMatchObject({ status: 'failed', orderId: null });
  return row!;
}

const lastAuditId = async () => (await api.db.select({ id: max(staffActions.id) }).from(staffActions))[0]?.id ?? 0;

describe('GET admin/mails', () => {
  it("lists an order's mails and a mail of no order, newest first, with state, order, language, tries and the refusal", async () => {
    const owner = await staffSignIn(api);
    const { orderId, row } = await placeOrder(api, { payment: 'bankTransfer', lang: 'en' });
    const support = await failedSupportMail();
    const page = await mails(owner.token);
    expect(page.docs[0]).toMatchObject({
      id: support.id, kind: 'supportMessage', order: null, lang: null, status: 'failed', attempts: 1,
      error: '550 5.1.1 mailbox unavailable', sentAt: null, nextAttemptAt: null,
    });
    const ofOrder = page.docs.filter((m) => m.order?.id === orderId);
    expect(ofOrder.length).toBeGreaterThan(0);
    expect(ofOrder[0]).toMatchObject({ order: { id: orderId, number: row.number }, lang: 'en', status: 'sent', error: null });
    expect(ofOrder[0]!.sentAt).not.toBeNull();
    // Newest first.
    const created = page.docs.map((m) => Date.parse(m.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    // The counts are the table's, whatever the filter.
    const byState = await api.db.select({ status: orderMails.status, n: count() }).from(orderMails).groupBy(orderMails.status);
    for (const { status, n } of byState) expect(page.counts[status]).toBe(n);
  });

  it('filters by state and pages', async () => {
    const owner = await staffSignIn(api);
    await failedSupportMail();
    await failedSupportMail();
    const failed = await mails(owner.token, 'status=failed');
    expect(failed.docs.every((m) => m.status === 'failed')).toBe(true);
    expect(failed.total).toBe(failed.counts.failed);
    const sent = await mails(owner.token, 'status=sent');
    expect(sent.docs.every((m) => m.status === 'sent')).toBe(true);
    const first = await mails(owner.token, 'status=failed&pageSize=1');
    const second = await mails(owner.token, 'status=failed&pageSize=1&page=2');
    expect(first.totalPages).toBe(failed.total);
    expect(second.docs[0]!.id).toBeLessThan(first.docs[0]!.id);
    // An owed mail: the mail server says "later" (4xx), its next try is shown.
    mailer.failNext(smtpError(421, '421 try again later'));
    expect((await api.fetch('/v1/shop/mail/send?lang=it', postJson(SUPPORT))).status).toBe(200);
    const owed = await mails(owner.token, 'status=owed');
    expect(owed.docs[0]).toMatchObject({ status: 'owed', attempts: 1, error: '421 try again later' });
    expect(Date.parse(owed.docs[0]!.nextAttemptAt!)).toBeGreaterThan(Date.now());
  });

  it('bad input is 400 VALIDATION_ERROR naming the field', async () => {
    const owner = await staffSignIn(api);
    for (const [query, field] of [['status=lost', 'status'], ['pageSize=101', 'pageSize'], ['page=0', 'page'], ['page=x', 'page']] as const) {
      const error = await expectError(await api.fetch(`/v1/admin/mails?${query}`, bearer(owner.token)), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain(field);
    }
    await expectError(await staffPost(api, owner.token, '/v1/admin/mails/2147483648/resend'), 400, 'VALIDATION_ERROR');
    await expectError(await staffPost(api, owner.token, '/v1/admin/mails/abc/resend'), 400, 'VALIDATION_ERROR');
  });
});

describe('POST admin/mails/{id}/resend', () => {
  it('owes a failed mail again and sends it at once, recorded in the audit', async () => {
    const owner = await staffSignIn(api);
    const failed = await failedSupportMail();
    const since = await lastAuditId();
    const res = await staffPost(api, owner.token, `/v1/admin/mails/${failed.id}/resend`);
    const body = adminMailResentSchema.parse(await res.json());
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ sent: true, mail: { id: failed.id, status: 'sent', error: null, attempts: 1 } });
    expect(mailer.sent.at(-1)).toMatchObject({ to: failed.to, subject: failed.subject, replyTo: failed.replyTo });
    const audit = await api.db.select().from(staffActions).where(gt(staffActions.id, since));
    expect(audit.map((r) => [r.action, r.subjectType, r.subjectId, r.staffId, r.refusal])).toEqual([['mail.resend', 'mail', String(failed.id), owner.staff.id, null]]);
    expect(audit[0]!.before).toMatchObject({ status: 'failed', error: '550 5.1.1 mailbox unavailable', kind: 'supportMessage' });
    // Sent now: sending it again is refused, and the refusal recorded on the mail.
    await expectError(await staffPost(api, owner.token, `/v1/admin/mails/${failed.id}/resend`), 409, 'MAIL_NOT_FAILED');
    const refused = await api.db.select().from(staffActions).where(and(gt(staffActions.id, since), eq(staffActions.subjectType, 'mail')));
    expect(refused.at(-1)).toMatchObject({ action: 'POST /v1/admin/mails/:id/resend', subjectId: String(failed.id), refusal: { code: 'MAIL_NOT_FAILED', statusCode: 409 } });
  });

  it('a mail server still refusing leaves it owed, for the sweep to try again later', async () => {
    const owner = await staffSignIn(api);
    const failed = await failedSupportMail();
    mailer.failNext(smtpError(421, '421 busy'));
    const res = await staffPost(api, owner.token, `/v1/admin/mails/${failed.id}/resend`);
    expect(res.status).toBe(200);
    const body = adminMailResentSchema.parse(await res.json());
    expect(body).toMatchObject({ sent: false, mail: { status: 'owed', attempts: 1, error: '421 busy' } });
    expect(Date.parse(body.mail.nextAttemptAt!)).toBeGreaterThan(Date.now());
  });

  it('an unknown mail is 404; an owed one 409', async () => {
    const owner = await staffSignIn(api);
    await expectError(await staffPost(api, owner.token, '/v1/admin/mails/2147483647/resend'), 404, 'MAIL_NOT_FOUND');
    mailer.failNext(smtpError(421, '421 later'));
    expect((await api.fetch('/v1/shop/mail/send?lang=it', postJson(SUPPORT))).status).toBe(200);
    const [owed] = await api.db.select().from(orderMails).where(eq(orderMails.status, 'owed')).orderBy(asc(orderMails.id)).then((rows) => rows.slice(-1));
    const error = await expectError(await staffPost(api, owner.token, `/v1/admin/mails/${owed!.id}/resend`), 409, 'MAIL_NOT_FAILED');
    expect(error.payload).toEqual({ status: 'owed' });
  });

  it("is an owner's: the staff role is 403 OWNER_ONLY on the list and the resend (the resend's refusal recorded); nobody else gets in", async () => {
    const member = await newStaffMember(api, 'Sara');
    await api.db.update(staff).set({ role: 'staff' }).where(eq(staff.id, member.staff.id));
    const failed = await failedSupportMail();
    await expectError(await api.fetch('/v1/admin/mails', bearer(member.token)), 403, 'OWNER_ONLY');
    const since = await lastAuditId();
    await expectError(await staffPost(api, member.token, `/v1/admin/mails/${failed.id}/resend`), 403, 'OWNER_ONLY');
    const rows = await api.db.select().from(staffActions).where(gt(staffActions.id, since));
    expect(rows.map((r) => [r.action, r.subjectType, r.subjectId, r.refusal?.code])).toEqual([['POST /v1/admin/mails/:id/resend', 'mail', String(failed.id), 'OWNER_ONLY']]);
    expect((await api.db.select().from(orderMails).where(eq(orderMails.id, failed.id)))[0]!.status).toBe('failed');
    await expectStaffOnly(api, '/v1/admin/mails');
    await expectStaffOnly(api, `/v1/admin/mails/${failed.id}/resend`, { method: 'POST' });
    expect((await api.fetch('/v1/admin/mails')).status).toBe(401);
  });
});
