// After the sale (docs/decisions/249-after-the-sale.md): the customer's proof of shipment lets an
// accepted return be refunded before the goods arrive, in full; the goods checked after it go back
// to stock with no deduction and no mail. And the delivery cost a whole withdrawal gives back: the
// fee paid for a standard delivery, the standard price for an express one.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shippings } from '../../server/db/schema.js';
import { plusDays, romeDay } from '../../server/domain/orders/withdrawal-period.js';
import { staffPost, stockOf, type PlaceOptions } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { returnFixtures, returnPath } from './return-fixtures.js';
import { expectError } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const { ownOrder, returnOk, statementRow, mailsOf, refundsOf, lastAuditId, auditSince, withdrawnOrder: withdrawn } = returnFixtures(api);
const withdrawnOrder = (quantity = 2, units = quantity, options: PlaceOptions = {}) => withdrawn(quantity, units, options);
const today = () => romeDay(new Date());
const proof = { sentOn: today(), note: 'BRT 0123456789' };

describe('the proof of shipment', () => {
  it('recorded on an accepted return: audited, no mail, shown to the customer; the refund then goes in full before the goods arrive', async () => {
    const { orderId, statementId, owner, buyer, articleId, row } = await withdrawnOrder(2);
    await returnOk(owner.token, orderId, statementId, 'accept');
    const mails = (await mailsOf(orderId)).length;
    const since = await lastAuditId();
    const page = await returnOk(owner.token, orderId, statementId, 'proof', proof);
    expect(page.withdrawals[0]!.return).toMatchObject({ state: 'accepted', shipmentProof: { ...proof, recordedAt: expect.any(String) } });
    expect(await mailsOf(orderId)).toHaveLength(mails);
    const audit = await auditSince(since, orderId);
    expect(audit.map((a) => a.action)).toEqual(['order.return.proof']);
    expect(audit[0]!.before).toEqual({ statementId, shipmentProof: null });
    expect(audit[0]!.after).toMatchObject({ statementId, shipmentProof: proof });
    expect((await ownOrder(buyer.token, orderId)).withdrawal.statements[0]!.return!.shipmentProof).toMatchObject(proof);

    const refunded = await returnOk(owner.token, orderId, statementId, 'refund');
    expect(refunded.withdrawals[0]!.return).toMatchObject({ state: 'refunded', goodsReceivedAt: null, deductions: 0 });
    const [refund] = await refundsOf(orderId);
    // The whole order withdrawn: all that was paid, delivery included, nothing deducted.
    expect(refund!.amount).toBe(row.checkout.cashier.total);
    expect(row.checkout.cashier.shipping.gross).toBeGreaterThan(0);
    expect(await stockOf(api, articleId)).toBe(8);
    expect((await mailsOf(orderId)).map((m) => m.kind)).toContain('refunded');

    // The goods arrive after: checked and back in stock, the return stays refunded, no mail.
    const mailsBefore = (await mailsOf(orderId)).length;
    const received = await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId: refunded.items[0]!.id, quantity: 2, condition: 'resellable' }] });
    expect(received.withdrawals[0]!.return).toMatchObject({ state: 'refunded', goodsReceivedAt: expect.any(String) });
    expect(await stockOf(api, articleId)).toBe(10);
    expect(await mailsOf(orderId)).toHaveLength(mailsBefore);
    expect(await refundsOf(orderId)).toHaveLength(1);
    // Checked once only.
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'receive'),
      { lines: [{ itemId: refunded.items[0]!.id, quantity: 2, condition: 'resellable' }] }), 409, 'RETURN_STATE_CONFLICT');
  });

  it('a refund on proof of some lines is their full value; goods arriving damaged after it take no deduction (400), changing nothing', async () => {
    const { orderId, statementId, owner, itemId, articleId } = await withdrawnOrder(3, 2);
    await returnOk(owner.token, orderId, statementId, 'accept');
    await returnOk(owner.token, orderId, statementId, 'proof', proof);
    const refunded = await returnOk(owner.token, orderId, statementId, 'refund');
    const [refund] = await refundsOf(orderId);
    expect(refund!.amount).toBe(Math.round((refunded.items[0]!.prices.grossRevenue * 2) / 3));
    expect(refunded.status).toBe('partialRefunded');
    const before = await statementRow(statementId);
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'receive'), {
      lines: [{ itemId, quantity: 2, condition: 'damaged', deduction: 500, deductionReason: 'Graffiato' }],
    }), 400, 'RETURN_ALREADY_REFUNDED');
    expect(await statementRow(statementId)).toEqual(before);
    // Damaged with no deduction: recorded, not restocked.
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'damaged' }] });
    expect(await stockOf(api, articleId)).toBe(7);
  });

  it('is refused on a return not accepted, with a future day or no note; without it an accepted return waits for the goods', async () => {
    const { orderId, statementId, owner } = await withdrawnOrder(1);
    const bad = async (body: unknown, status: number, code: string) =>
      expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'proof'), body), status, code);
    await bad(proof, 409, 'RETURN_STATE_CONFLICT');
    await returnOk(owner.token, orderId, statementId, 'accept');
    const before = await statementRow(statementId);
    await bad({ ...proof, sentOn: plusDays(today(), 1) }, 400, 'PROOF_DAY_IN_FUTURE');
    await bad({ ...proof, note: '  ' }, 400, 'VALIDATION_ERROR');
    await bad({ sentOn: '2026-13-01', note: 'x' }, 400, 'VALIDATION_ERROR');
    await bad({ note: 'x' }, 400, 'VALIDATION_ERROR');
    expect(await statementRow(statementId)).toEqual(before);
    await expectError(await staffPost(api, owner.token, returnPath(orderId, statementId, 'refund')), 409, 'RETURN_STATE_CONFLICT');
    expect(await refundsOf(orderId)).toEqual([]);
    // Recorded, then corrected: the second one is kept.
    await returnOk(owner.token, orderId, statementId, 'proof', proof);
    const corrected = await returnOk(owner.token, orderId, statementId, 'proof', { ...proof, note: 'BRT 999' });
    expect(corrected.withdrawals[0]!.return!.shipmentProof).toMatchObject({ note: 'BRT 999' });
  });
});

describe('the delivery cost of a whole withdrawal', () => {
  it('an express delivery gives back the standard courier\'s price, not its own fee', async () => {
    const { orderId, statementId, owner, itemId, row } = await withdrawnOrder(2, 2, { shipping: 'express' });
    const [courier] = await api.db.select().from(shippings).where(and(eq(shippings.type, 'courier'), eq(shippings.active, true)));
    const standard = courier!.feeGross;
    expect(row.checkout.cashier.shipping.gross).toBeGreaterThan(standard);
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'resellable' }] });
    await returnOk(owner.token, orderId, statementId, 'refund');
    const [refund] = await refundsOf(orderId);
    const { cashier } = row.checkout;
    expect(refund!.amount).toBe(cashier.total - cashier.shipping.gross + standard);
  });

  it('an express delivery on goods the standard courier carries free gives back no delivery cost', async () => {
    const { orderId, statementId, owner, itemId, row } = await withdrawnOrder(2, 2, { shipping: 'express', price: 5000 });
    const [courier] = await api.db.select().from(shippings).where(and(eq(shippings.type, 'courier'), eq(shippings.active, true)));
    expect(row.checkout.cashier.gross).toBeGreaterThanOrEqual(courier!.freeFromGross!);
    await returnOk(owner.token, orderId, statementId, 'receive', { lines: [{ itemId, quantity: 2, condition: 'resellable' }] });
    await returnOk(owner.token, orderId, statementId, 'refund');
    const [refund] = await refundsOf(orderId);
    expect(refund!.amount).toBe(row.checkout.cashier.total - row.checkout.cashier.shipping.gross);
  });
});
