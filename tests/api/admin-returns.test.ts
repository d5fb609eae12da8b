// Returns in the back office (docs/decisions/245-returns-in-the-back-office.md): a withdrawal
// statement accepted (instructions mailed), refused (reason mailed), its goods checked line by
// line (resellable back in stock, deductions), then refunded through the refund workflow; each
// call audited, refusals changing nothing; the staff role does the daily work, the refund is an owner's.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrdersPageSchema } from '../../contract/admin-orders.js';
import { orderSchema } from '../../contract/orders.js';
import { invoices, orderRefunds, staff, staffActions } from '../../server/db/schema.js';
import { newStaffMember, staffSignIn } from './admin-fixtures.js';
import { actOk, orderRow, placeOrder, staffPost, stockOf, type PlaceOptions } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { returnFixtures, returnPath } from './return-fixtures.js';
import { fatturaErrors } from './fatturapa-schema.js';
import { expectError } from './harness.js';
import { invoicesOk } from './invoice-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const { ownOrder, returnOk, statementRow, mailsOf, lastAuditId, auditSince, withdrawnOrder: withdrawn } = returnFixtures(api);
/** Three units by default: a part can be withdrawn. */
const withdrawnOrder = (quantity = 3, units = quantity, options: PlaceOptions = {}) => withdrawn(quantity, units, options);

async function staffRoleMember() {
  const member = await newStaffMember(api, 'Luca');
  await api.db.update(staff).set({ role: 'staff' }).where(eq(staff.email, member.staff.email));
  return member;
}

describe('a return accepted or refused', () => {
  it('accepted: the state, the ship-by day 14 days on, the instructions mailed to the statement\'s e-mail, audited', async () => {
    const { orderId, statementId, owner, buyer } = await withdrawnOrder(2);
    const since = await lastAuditId();
    const before = outboxFiles(api);
    const page = await returnOk(owner.token, orderId, statementId, 'accept');
    const [statement] = page.withdrawals;
    expect(statement!.return).toMatchObject({ state: 'accepted', refundedAt: null });
    expect(statement!.return!.shipBy).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(statement!.return!.refundBy).toMatch(/^\d{4}-\d\d-\d\d$/);
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.subject).toContain('Reso accettato');
    // The terms' conditions, each as the terms say it.
    expect(mail!.text).toContain('confezione originale con tutti i componenti');
    expect(mail!.text).toContain('reggisella, selle e guarniture non devono essere state montate');
    expect(mail!.text).toContain('scatola originale integra');
    expect(mail!.text).toContain('Spediscici la merce entro il');
    expect((await mailsOf(orderId)).filter((m) => m.kind === 'returnAccepted').map((m) => m.status)).toEqual(['sent']);
    const audit = await auditSince(since, orderId);
    expect(audit.map((a) => a.action)).toEqual(['order.return.accepted']);
    expect(audit[0]!.before).toMatchObject({ statementId, returnState: 'received' });
    expect(audit[0]!.after).toMatchObject({ statementId, returnState: 'accepted' });
    // The customer's order shows it too.
    expect((await ownOrder(buyer.token, orderId)).withdrawal.statements[0]!.return!.state).toBe('accepted');
    // Accepted twice: 409, nothing more.
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'accept')), 409, 'RETURN_STATE_CONFLICT');
    expect((await mailsOf(orderId)).filter((m) => m.kind === 'returnAccepted')).toHaveLength(1);
  });

  it('accepted twice with the same key (a retried click) is taken once, one mail', async () => {
    const { orderId, statementId, owner } = await withdrawnOrder(1);
    // The back office sends an empty JSON body with its key.
    const first = await staffPost(api, owner.token, returnPath(orderId, statementId, 'accept'), {}, 'accept-key-0001');
    const again = await staffPost(api, owner.token, returnPath(orderId, statementId, 'accept'), {}, 'accept-key-0001');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await mailsOf(orderId)).filter((m) => m.kind === 'returnAccepted')).toHaveLength(1);
  });

  it('refused: the reason kept and mailed and audited; a refused return cannot be received', async () => {
    const { orderId, statementId, owner, buyer, itemId } = await withdrawnOrder(1);
    const since = await lastAuditId();
    const before = outboxFiles(api);
    const page = await returnOk(owner.token, orderId, statementId, 'refuse', { reason: 'Il prodotto è su misura' });
    expect(page.withdrawals[0]!.return).toMatchObject({ state: 'refused', refusedReason: 'Il prodotto è su misura' });
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.text).toContain('Il motivo: Il prodotto è su misura');
    const [audited] = await auditSince(since, orderId);
    expect(audited).toMatchObject({ action: 'order.return.refused', after: { statementId, returnState: 'refused', refusedReason: 'Il prodotto è su misura' } });
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'receive'),
      { lines: [{ itemId, quantity: 1, condition: 'resellable' }] }), 409, 'RETURN_STATE_CONFLICT');
  });

  it('refuses bad input with 400 and an unknown statement with 404, changing nothing', async () => {
    const { orderId, statementId, owner, itemId } = await withdrawnOrder(2);
    const statementBefore = await statementRow(statementId);
    const mailsBefore = (await mailsOf(orderId)).length;
    const bad = async (action: string, body: unknown, code = 'VALIDATION_ERROR') =>
      expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, action), body), 400, code);
    await bad('refuse', { reason: '   ' });
    await bad('refuse', {});
    await bad('receive', { lines: [] });
    await bad('receive', { lines: [{ itemId, quantity: 1, condition: 'broken' }] });
    await bad('receive', { lines: [{ itemId, quantity: 1, condition: 'resellable', deduction: 500, deductionReason: 'graffi' }] });
    await bad('receive', { lines: [{ itemId, quantity: 1, condition: 'damaged', deduction: 500 }] });
    await bad('receive', { lines: [{ itemId: 'nope', quantity: 1, condition: 'resellable' }] }, 'RETURN_LINE_UNKNOWN');
    await bad('receive', { lines: [{ itemId, quantity: 3, condition: 'resellable' }] }, 'RETURN_TOO_MANY_UNITS');
    await bad('receive', { lines: [{ itemId, quantity: 2, condition: 'damaged', deduction: 100_000, deductionReason: 'rotto' }] }, 'RETURN_DEDUCTION_TOO_MUCH');
    await expectError(await staffPost(api, owner.token, returnPath(orderId, '00000000-0000-4000-8000-000000000000', 'accept')), 404, 'WITHDRAWAL_NOT_FOUND');
    await expectError(await staffPost(api, owner.token, returnPath(orderId, 'not-a-uuid', 'accept')), 400, 'VALIDATION_ERROR');
    expect(await statementRow(statementId)).toEqual(statementBefore);
    expect(await mailsOf(orderId)).toHaveLength(mailsBefore);
  });
});

describe('the goods back and the refund', () => {
  it('resellable units go back to stock; the whole order withdrawn is refunded whole, delivery included', async () => {
    const { orderId, statementId, owner, articleId, itemId, buyer, row } = await withdrawnOrder(2);
    expect(await stockOf(api, articleId)).toBe(8);
    await returnOk(owner.token, orderId, statementId, 'accept');
    const page = await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'resellable' }] });
    expect(page.withdrawals[0]!.return).toMatchObject({ state: 'goodsReceived', deductions: 0 });
    expect(await stockOf(api, articleId)).toBe(10);
    expect((await mailsOf(orderId)).map((m) => m.kind)).toContain('returnReceived');
    const refunded = await returnOk(owner.token, orderId, statementId, 'refund');
    expect(refunded.status).toBe('totalRefunded');
    expect(refunded.withdrawals[0]!.return).toMatchObject({ state: 'refunded' });
    const [refund] = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    // Every unit withdrawn: all that was paid, the delivery cost with it.
    expect(refund!.amount).toBe(row.checkout.cashier.total);
    expect(row.checkout.cashier.shipping.gross).toBeGreaterThan(0);
    expect(refund!.via).toBe('manual');
    expect((await statementRow(statementId)).refundId).toBe(refund!.id);
    // The refund moved no stock again.
    expect(await stockOf(api, articleId)).toBe(10);
    const [audited] = (await api.db.select().from(staffActions).where(and(eq(staffActions.subjectId, orderId), eq(staffActions.action, 'order.refunded'))));
    expect(audited!.after).toMatchObject({ statementId, refund: { amount: refund!.amount, via: 'manual' } });
    const mine = await ownOrder(buyer.token, orderId);
    expect(mine.withdrawal.statements[0]!.return!.state).toBe('refunded');
    // Refunded twice: 409.
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'refund')), 409, 'RETURN_STATE_CONFLICT');
  });

  it('the whole order withdrawn gives back every payment received: cash on delivery\'s surcharge too', async () => {
    const { orderId, statementId, owner, itemId, row } = await withdrawnOrder(2, 2, { payment: 'mark' });
    const { cashier } = row.checkout;
    expect(cashier.payment.additionalGross).toBe(500);
    await returnOk(owner.token, orderId, statementId, 'accept');
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'resellable' }] });
    expect((await returnOk(owner.token, orderId, statementId, 'refund')).status).toBe('totalRefunded');
    const [refund] = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refund!.amount).toBe(cashier.total);
  });

  it('damaged units stay out of stock and their deduction comes off a partial refund, no delivery cost', async () => {
    const { orderId, statementId, owner, articleId, itemId, buyer } = await withdrawnOrder(3, 2);
    await returnOk(owner.token, orderId, statementId, 'accept');
    const before = outboxFiles(api);
    await returnOk(owner.token, orderId, statementId, 'receive', {
      lines: [{ itemId, quantity: 2, condition: 'mounted', deduction: 1500, deductionReason: 'Montato sulla bici' }],
    });
    expect(await stockOf(api, articleId)).toBe(7);
    const [mail] = mailSince(api, before).filter((m) => m.to === buyer.email);
    expect(mail!.text).toContain('Montato sulla bici');
    const beforeRefund = outboxFiles(api);
    const refunded = await returnOk(owner.token, orderId, statementId, 'refund');
    const [refundMail] = mailSince(api, beforeRefund).filter((m) => m.to === buyer.email);
    expect(refundMail!.text).toContain('Dal rimborso abbiamo detratto 15,00');
    const [refund] = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const unit = refunded.items[0]!.prices.grossRevenue / 3;
    expect(refund!.amount).toBe(Math.round(unit * 2) - 1500);
    // A partial refund after the goods left: partialRefunded, as every refund of some lines (decision 193).
    expect(refunded.status).toBe('partialRefunded');
    expect(refunded.items[0]!.refund.quantity).toBe(2);
    expect((await orderRow(api, orderId)).status).toBe('partialRefunded');
    // The refunded units count once: 3 bought, 2 refunded through the return, 1 still withdrawable.
    expect((await ownOrder(buyer.token, orderId)).withdrawal.withdrawable).toEqual([{ itemId, quantity: 1 }]);
  });

  it("an invoiced order's return refunded gets its credit note (TD04) naming the invoice, the file valid", async () => {
    const { orderId, statementId, owner, itemId } = await withdrawn(3, 2, { invoice: true });
    const [invoice] = await invoicesOk(api, owner.token, orderId);
    expect(invoice).toMatchObject({ kind: 'TD01' });
    await returnOk(owner.token, orderId, statementId, 'accept');
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'resellable' }] });
    await returnOk(owner.token, orderId, statementId, 'refund');
    const [refund] = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const [, note, ...more] = await invoicesOk(api, owner.token, orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: 'TD04', invoiceId: invoice!.id, refundId: refund!.id, total: refund!.amount, number: invoice!.number + 1 });
    const [stored] = await api.db.select().from(invoices).where(eq(invoices.id, note!.id));
    expect(await fatturaErrors(stored!.xml, stored!.fileName)).toEqual([]);
    expect(stored!.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(stored!.xml).toMatch(new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${invoice!.number}</IdDocumento>`));
  });

  it('deductions as large as the lines\' value close the return with no money moving and no refund mail', async () => {
    const { orderId, statementId, owner, itemId, row } = await withdrawnOrder(2, 1);
    const value = Math.round(row.checkout.cashier.gross / 2);
    const page = await returnOk(owner.token, orderId, statementId, 'receive', {
      lines: [{ itemId, quantity: 1, condition: 'damaged', deduction: value, deductionReason: 'Rotto' }],
    });
    const deduction = page.withdrawals[0]!.return!.deductions;
    expect(deduction).toBe(value);
    const closed = await returnOk(owner.token, orderId, statementId, 'refund');
    expect(closed.withdrawals[0]!.return).toMatchObject({ state: 'refunded', refundId: null });
    expect(closed.status).toBe('shipped');
    expect(await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toEqual([]);
    expect((await mailsOf(orderId)).map((m) => m.kind)).not.toContain('refunded');
  });

  it('the refund goes through the provider for a card payment', async () => {
    const placed = await placeOrder(api, { payment: 'stripe', quantity: 1 });
    const owner = await staffSignIn(api);
    await actOk(api, owner.token, placed.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT246' });
    const itemId = (await ownOrder(placed.buyer.token, placed.orderId)).items[0]!.id;
    const res = await api.fetch(`/v1/orders/${placed.orderId}/withdrawals`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${placed.buyer.token}` },
      body: JSON.stringify({ name: 'G', email: placed.buyer.email, lines: [{ itemId, quantity: 1 }] }),
    });
    const statementId = orderSchema.parse(await res.json()).withdrawal.statements[0]!.id;
    await returnOk(owner.token, placed.orderId, statementId, 'receive', { lines: [{ itemId, quantity: 1, condition: 'resellable' }] });
    const page = await returnOk(owner.token, placed.orderId, statementId, 'refund');
    expect(page.status).toBe('totalRefunded');
    expect(page.refunds[0]).toMatchObject({ via: 'stripe', amount: placed.row.checkout.cashier.total });
    expect(page.refunds[0]!.reference).toBeTruthy();
  });
});

describe('the orders list', () => {
  it("shows an open return's refund deadline, filters and counts the returns to handle, until refunded", async () => {
    const { orderId, statementId, owner, itemId } = await withdrawnOrder(1);
    const list = async () => adminOrdersPageSchema.parse(await (await api.fetch('/v1/admin/orders?returns=open&pageSize=100', { headers: { authorization: `Bearer ${owner.token}` } })).json());
    const open = await list();
    const row = open.docs.find((d) => d.id === orderId);
    expect(row!.refundBy).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(open.toDo.returnsToHandle).toBe(open.total);
    expect(open.docs.every((d) => d.refundBy)).toBe(true);
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 1, condition: 'resellable' }] });
    await returnOk(owner.token, orderId, statementId, 'refund');
    const after = await list();
    expect(after.docs.find((d) => d.id === orderId)).toBeUndefined();
    expect(after.toDo.returnsToHandle).toBe(open.toDo.returnsToHandle - 1);
  });
});

describe('a withdrawal before the goods left', () => {
  it('the cancel refunds the order and settles the statement: no return is left to handle', async () => {
    const placed = await placeOrder(api, { quantity: 2, price: 1000, stock: 10 });
    const owner = await staffSignIn(api);
    await actOk(api, owner.token, placed.orderId, 'transfer-received');
    const itemId = (await ownOrder(placed.buyer.token, placed.orderId)).items[0]!.id;
    const res = await api.fetch(`/v1/orders/${placed.orderId}/withdrawals`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${placed.buyer.token}` },
      body: JSON.stringify({ name: 'Giulia Rossi', email: placed.buyer.email, lines: [{ itemId, quantity: 1 }] }),
    });
    expect(res.status).toBe(200);
    const statementId = orderSchema.parse(await res.json()).withdrawal.statements[0]!.id;
    const toHandle = async () => adminOrdersPageSchema.parse(await (await api.fetch('/v1/admin/orders?returns=open&pageSize=100', { headers: { authorization: `Bearer ${owner.token}` } })).json());
    const open = await toHandle();
    expect(open.docs.some((d) => d.id === placed.orderId)).toBe(true);

    const cancelled = await actOk(api, owner.token, placed.orderId, 'cancel', { restock: true });
    expect(cancelled.status).toBe('deleted');
    const [refund] = await api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId));
    expect(await statementRow(statementId)).toMatchObject({ returnState: 'refunded', refundId: refund!.id });
    const after = await toHandle();
    expect(after.docs.some((d) => d.id === placed.orderId)).toBe(false);
    expect(after.toDo.returnsToHandle).toBe(open.toDo.returnsToHandle - 1);
    expect((await ownOrder(placed.buyer.token, placed.orderId)).withdrawal.statements[0]!.return!.state).toBe('refunded');
    expect(await stockOf(api, placed.articleId)).toBe(10);
  });
});

describe('who may', () => {
  it('the staff role accepts, refuses and receives; the refund answers it 403 OWNER_ONLY', async () => {
    const { orderId, statementId, itemId } = await withdrawnOrder(1);
    const member = await staffRoleMember();
    await returnOk(member.token, orderId, statementId, 'accept');
    await returnOk(member.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 1, condition: 'resellable' }] });
    await expectError(await staffPost(api, member.token, returnPath(orderId, statementId, 'refund')), 403, 'OWNER_ONLY');
    expect((await statementRow(statementId)).returnState).toBe('goodsReceived');
  });

  it('a customer or nobody gets 401', async () => {
    const { orderId, statementId, buyer } = await withdrawnOrder(1);
    for (const token of [undefined, buyer.token]) {
      const res = await api.fetch(returnPath(orderId, statementId, 'accept'), { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect([401, 404]).toContain(res.status);
    }
    expect((await statementRow(statementId)).returnState).toBe('received');
  });
});
