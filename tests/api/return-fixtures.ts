// A shipped order with a withdrawal statement, and the staff's calls on its return
// (docs/decisions/245-returns-in-the-back-office.md, 249-after-the-sale.md): shared by the returns'
// API suites.
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminOrderSchema, type AdminOrder } from '../../contract/admin-orders.js';
import { orderSchema, type Order } from '../../contract/orders.js';
import { orderMails, orderRefunds, orderWithdrawals, staffActions } from '../../server/db/schema.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder, staffPost, type PlaceOptions } from './admin-order-fixtures.js';
import type { TestApi } from './harness.js';
import { askInvoice } from './invoice-fixtures.js';

export const returnPath = (orderId: string, statementId: string, action: string) => `/v1/admin/orders/${orderId}/withdrawals/${statementId}/${action}`;

export function returnFixtures(api: TestApi) {
  const ownOrder = async (token: string, orderId: string): Promise<Order> =>
    orderSchema.parse(await (await api.fetch(`/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json());

  /** A shipped order (by transfer unless `options` say another payment, courier, cheap enough that the delivery is paid for; asking for an invoice if told) and a statement withdrawing `withdrawn` of its `quantity` units. */
  async function withdrawnOrder(quantity: number, withdrawn = quantity, options: PlaceOptions & { invoice?: boolean } = {}) {
    const { invoice = false, ...placing } = options;
    const placed = await placeOrder(api, { quantity, price: 1000, stock: 10, ...placing });
    // Asking for an invoice (a company's VAT number): invoiced as it ships, its refund a credit note.
    if (invoice) await askInvoice(api, placed.orderId);
    const owner = await staffSignIn(api);
    if ((options.payment ?? 'bankTransfer') === 'bankTransfer') await actOk(api, owner.token, placed.orderId, 'transfer-received');
    await actOk(api, owner.token, placed.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT245' });
    const itemId = (await ownOrder(placed.buyer.token, placed.orderId)).items[0]!.id;
    const res = await api.fetch(`/v1/orders/${placed.orderId}/withdrawals`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${placed.buyer.token}` },
      body: JSON.stringify({ name: 'Giulia Rossi', email: placed.buyer.email, lines: [{ itemId, quantity: withdrawn }] }),
    });
    expect(res.status).toBe(200);
    const statementId = orderSchema.parse(await res.json()).withdrawal.statements[0]!.id;
    return { ...placed, owner, itemId, statementId };
  }

  async function returnOk(token: string, orderId: string, statementId: string, action: string, body?: unknown): Promise<AdminOrder> {
    const res = await staffPost(api, token, returnPath(orderId, statementId, action), body);
    const answer: unknown = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(200);
    return adminOrderSchema.parse(answer);
  }

  return {
    ownOrder, withdrawnOrder, returnOk,
    statementRow: async (id: string) => (await api.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.id, id)))[0]!,
    mailsOf: (orderId: string) => api.db.select().from(orderMails).where(eq(orderMails.orderId, orderId)).orderBy(asc(orderMails.id)),
    refundsOf: (orderId: string) => api.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    lastAuditId: async () => (await api.db.select({ id: max(staffActions.id) }).from(staffActions))[0]?.id ?? 0,
    auditSince: (since: number, orderId: string) => api.db.select().from(staffActions)
      .where(and(gt(staffActions.id, since), eq(staffActions.subjectId, orderId))).orderBy(asc(staffActions.id)),
  };
}
