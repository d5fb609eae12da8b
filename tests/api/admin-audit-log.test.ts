// The owner's audit screen (docs/decisions/251-the-audit-and-mails-screens.md): GET admin/audit
// lists the staff's audit newest first, paged, filtered by member, action, subject, outcome and
// days in Italy's time; a refused action shows as refused, a command's change by the command; bad
// filters are 400; a member of the staff role is 403, nobody else gets in; reading writes nothing.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditPageSchema, type AdminAuditPage } from '../../contract/admin-audit.js';
import { staff, staffActions } from '../../server/db/schema.js';
import { addStaff } from '../../server/domain/staff/accounts.js';
import { bearer } from './auth-fixtures.js';
import { expectStaffOnly, newStaffMember, staffSignIn, STAFF_PASSWORD, TEST_COMMAND } from './admin-fixtures.js';
import { actOk, placeOrder, staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const SHIP = { carrier: 'brt', trackingNumber: '0123456789' };
const romeDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);

async function audit(token: string, query = ''): Promise<AdminAuditPage> {
  const res = await api.fetch(`/v1/admin/audit${query ? `?${query}` : ''}`, bearer(token));
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminAuditPageSchema.parse(body);
}

describe('GET admin/audit', () => {
  it('lists actions done and refused, newest first, with who, the subject named and a refused one as refused', async () => {
    const owner = await staffSignIn(api);
    const { orderId, row } = await placeOrder(api, { payment: 'bankTransfer' });
    await expectError(await staffPost(api, owner.token, `/v1/admin/orders/${orderId}/ship`, SHIP), 409, 'ORDER_STATUS_CONFLICT');
    await actOk(api, owner.token, orderId, 'transfer-received');
    const page = await audit(owner.token, `subject=order&subjectId=${orderId}`);
    expect(page.total).toBe(2);
    expect(page.docs.map((e) => [e.action, e.refusal?.code ?? null])).toEqual([
      ['order.transferReceived', null],
      ['POST /v1/admin/orders/:id/ship', 'ORDER_STATUS_CONFLICT'],
    ]);
    expect(page.docs[0]).toMatchObject({
      origin: 'backOffice', staff: { id: owner.staff.id, email: owner.staff.email }, osUser: null,
      subject: { type: 'order', id: orderId, label: row.number }, before: { status: 'awaitPayment' }, after: { status: 'pending' },
    });
    expect(page.docs[1]!.refusal).toEqual({ code: 'ORDER_STATUS_CONFLICT', statusCode: 409, payload: { status: 'awaitPayment', action: 'ship' } });
    expect(Date.parse(page.docs[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page.docs[1]!.at));
    // Outcome filters, alone and with the others.
    expect((await audit(owner.token, `subject=order&subjectId=${orderId}&outcome=refused`)).docs.map((e) => e.action)).toEqual(['POST /v1/admin/orders/:id/ship']);
    expect((await audit(owner.token, `subject=order&subjectId=${orderId}&outcome=done`)).docs.map((e) => e.action)).toEqual(['order.transferReceived']);
    // The members, for the filter, with the owner among them.
    expect(page.members.map((m) => m.id)).toContain(owner.staff.id);
  });

  it('filters by member, action and days in Italy\'s time; pages newest first; the command\'s change shows as the command', async () => {
    const owner = await staffSignIn(api);
    const member = await newStaffMember(api, 'Ugo');
    const { orderId } = await placeOrder(api, { payment: 'bankTransfer' });
    await actOk(api, member.token, orderId, 'transfer-received');
    await actOk(api, member.token, orderId, 'take-charge');
    const mine = await audit(owner.token, `staff=${member.staff.id}`);
    expect(mine.docs.map((e) => e.action)).toEqual(['order.tookCharge', 'order.transferReceived']);
    expect(mine.docs.every((e) => e.staff?.id === member.staff.id)).toBe(true);
    expect((await audit(owner.token, `staff=${member.staff.id}&action=order.tookCharge`)).docs.map((e) => e.subject.id)).toEqual([orderId]);
    // Paging: one a page, the newest first, then the one before.
    const first = await audit(owner.token, `staff=${member.staff.id}&pageSize=1`);
    const second = await audit(owner.token, `staff=${member.staff.id}&pageSize=1&page=2`);
    expect([first.total, first.totalPages, first.pageSize]).toEqual([2, 2, 1]);
    expect([first.docs[0]!.action, second.docs[0]!.action]).toEqual(['order.tookCharge', 'order.transferReceived']);
    expect((await audit(owner.token, `staff=${member.staff.id}&page=3&pageSize=1`)).docs).toEqual([]);
    // Days: today's in Rome has them, tomorrow none; both ends included.
    const today = romeDay(new Date());
    const tomorrow = romeDay(new Date(Date.now() + 86_400_000));
    expect((await audit(owner.token, `staff=${member.staff.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit(owner.token, `staff=${member.staff.id}&from=${tomorrow}`)).total).toBe(0);
    expect((await audit(owner.token, `staff=${member.staff.id}&to=2020-01-01`)).total).toBe(0);
    // The staff command's addition: no member, the command and its system user.
    const email = `comando.${Date.now()}@raggiocicli.it`;
    await addStaff(api.db, { email, name: 'Da comando', password: STAFF_PASSWORD }, TEST_COMMAND);
    const [added] = await api.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    const byCommand = await audit(owner.token, `subject=staff&subjectId=${added!.id}`);
    expect(byCommand.docs[0]).toMatchObject({ origin: 'command', staff: null, osUser: 'vitest', action: 'staff.add', subject: { type: 'staff', label: 'Da comando' } });
  });

  it('a failed sign-in is listed with the e-mail tried and no member', async () => {
    const owner = await staffSignIn(api);
    const email = `nessuno.${Date.now()}@raggiocicli.it`;
    const res = await api.fetch('/v1/admin/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'sbagliata-123' }) });
    expect(res.status).toBe(401);
    const page = await audit(owner.token, 'subject=signin&outcome=refused');
    expect(page.docs[0]).toMatchObject({ staff: null, action: 'staff.signin', subject: { type: 'signin', id: email, label: null }, refusal: { code: 'INVALID_CREDENTIALS' } });
    expect(page.docs[0]!.client).toMatch(/127\.0\.0\.1/);
  });

  it('bad filters are 400 VALIDATION_ERROR naming the field', async () => {
    const owner = await staffSignIn(api);
    const bad = async (query: string, field: string) => {
      const res = await api.fetch(`/v1/admin/audit?${query}`, bearer(owner.token));
      const error = await expectError(res, 400, 'VALIDATION_ERROR');
      expect(failingFields(error), query).toContain(field);
    };
    await bad('from=2026-02-31', 'from');
    await bad('to=2026-13-01', 'to');
    await bad('from=0000-01-01', 'from');
    await bad('from=2026-11-30&to=2026-11-29', 'to');
    await bad('staff=2147483648', 'staff');
    await bad('staff=0', 'staff');
    await bad('subject=invoice', 'subject');
    await bad('outcome=maybe', 'outcome');
    await bad('pageSize=101', 'pageSize');
    await bad('page=0', 'page');
    await bad(`action=${'x'.repeat(201)}`, 'action');
  });

  it('reading it writes nothing', async () => {
    const owner = await staffSignIn(api);
    const rows = async () => (await api.db.select({ n: count() }).from(staffActions))[0]!.n;
    const before = await rows();
    await audit(owner.token);
    await audit(owner.token, 'outcome=refused&subject=customer');
    expect(await rows()).toBe(before);
  });

  it('is an owner\'s: the staff role is 403 OWNER_ONLY (a read, not recorded); nobody else gets in', async () => {
    const member = await newStaffMember(api, 'Sara');
    await api.db.update(staff).set({ role: 'staff' }).where(eq(staff.id, member.staff.id));
    const before = (await api.db.select({ n: count() }).from(staffActions))[0]!.n;
    await expectError(await api.fetch('/v1/admin/audit', bearer(member.token)), 403, 'OWNER_ONLY');
    expect((await api.db.select({ n: count() }).from(staffActions))[0]!.n).toBe(before);
    await expectStaffOnly(api, '/v1/admin/audit');
    const anonymous = await api.fetch('/v1/admin/audit');
    expect(anonymous.status).toBe(401);
  });
});
