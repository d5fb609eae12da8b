// The invoice of an order already shipped, issued by a staff member (docs/decisions/260-late-invoice-and-seller-check.md):
// POST admin/orders/{id}/invoice issues what shipping would have (with a credit note for each refund
// made since), audited, once; refused, with nothing changed, for an order not shipped, one asking
// for no invoice, one invoiced already, or while the shop has no valid seller data.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../contract/cart.js';
import { adminOrderSchema } from '../../contract/admin-orders.js';
import { invoiceCounters, invoices, shops, staffActions } from '../../server/db/schema.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { failAfterStep } from '../../server/domain/orders/step-runner.js';
import { expectStaffOnly, newStaffMember, staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder, staffPost } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { fatturaErrors, storedInvoiceErrors } from './fatturapa-schema.js';
import { expectError } from './harness.js';
import { invoicesOk, placeInvoiceOrder } from './invoice-fixtures.js';

const { api } = cartApiSuite();
afterEach(() => failAfterStep(undefined));

const SHIP = { carrier: 'brt', trackingNumber: 'BRT 9' };
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));
const invoicePath = (orderId: string) => `/v1/admin/orders/${orderId}/invoice`;

/** Ships `orderId` while the shop has no seller data: it leaves without its invoice. */
async function shippedWithoutSeller(token: string, orderId: string) {
  await api.db.update(shops).set({ invoicing: null });
  try {
    await actOk(api, token, orderId, 'ship', SHIP);
  } finally {
    await api.db.update(shops).set({ invoicing: INVOICING });
  }
  expect(await invoicesOk(api, token, orderId)).toEqual([]);
}

const lastNumber = async () => (await api.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)))[0]?.last ?? 0;
const audited = (orderId: string) => api.db.select().from(staffActions).where(and(eq(staffActions.subjectId, orderId), eq(staffActions.action, 'order.invoiced')));

describe('the invoice of an order already shipped, issued by the staff', () => {
  it("issues the invoice shipping would have: the next number, a valid file, audited; a second call is refused, the key's replay answered", async () => {
    // A member of the staff role, who may ship, may issue it.
    const member = await newStaffMember(api);
    const { orderId, row } = await placeInvoiceOrder(api);
    await shippedWithoutSeller(member.token, orderId);
    const from = await lastNumber();

    const key = `late-${orderId}`;
    const res = await staffPost(api, member.token, invoicePath(orderId), undefined, key);
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(adminOrderSchema.parse(body)).toMatchObject({ id: orderId, status: 'shipped' });
    const [invoice, ...more] = await invoicesOk(api, member.token, orderId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'TD01', year, number: from + 1, total: row.checkout.cashier.total });
    const [stored] = await api.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(await fatturaErrors(stored!.xml, stored!.fileName)).toEqual([]);

    const [audit, ...again] = await audited(orderId);
    expect(again).toEqual([]);
    expect(audit).toMatchObject({ staffId: member.staff.id, subjectType: 'order', before: { invoice: null }, after: { invoice: { id: invoice!.id, year, number: from + 1, fileName: invoice!.fileName } } });

    const replayed = await staffPost(api, member.token, invoicePath(orderId), undefined, key);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    const twice = await expectError(await staffPost(api, member.token, invoicePath(orderId)), 409, 'ALREADY_INVOICED');
    expect(twice.payload).toEqual({ number: from + 1, year });
    expect(await invoicesOk(api, member.token, orderId)).toHaveLength(1);
    expect(await lastNumber()).toBe(from + 1);
  });

  it('issues the credit notes of the refunds made since it left, after the invoice', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder(api, { quantity: 2, price: 2500 });
    await shippedWithoutSeller(staff.token, orderId);
    const refunded = await actOk(api, staff.token, orderId, 'refund', { amount: 700, restock: false });
    expect(await invoicesOk(api, staff.token, orderId)).toEqual([]);
    await actOk(api, staff.token, orderId, 'invoice');
    const [invoice, note] = await invoicesOk(api, staff.token, orderId);
    expect(note).toMatchObject({ kind: 'TD04', number: invoice!.number + 1, invoiceId: invoice!.id, refundId: refunded.refunds[0]!.id, total: 700 });
  });

  it('a handed-over pickup is invoiced the same way', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder(api, { payment: 'pos', shipping: 'pickup' });
    await actOk(api, staff.token, orderId, 'ready-for-pickup');
    await api.db.update(shops).set({ invoicing: null });
    try {
      await actOk(api, staff.token, orderId, 'hand-over');
    } finally {
      await api.db.update(shops).set({ invoicing: INVOICING });
    }
    await actOk(api, staff.token, orderId, 'invoice');
    expect((await invoicesOk(api, staff.token, orderId)).map((i) => i.kind)).toEqual(['TD01']);
  });

  it('refuses, changing nothing, an order not shipped, one asking for no invoice, one while the seller data are missing or malformed', async () => {
    const staff = await staffSignIn(api);
    const before = await lastNumber();
    const waiting = await placeInvoiceOrder(api);
    expect(await expectError(await staffPost(api, staff.token, invoicePath(waiting.orderId)), 409, 'NOT_SHIPPED')).toMatchObject({ payload: { status: 'pending' } });

    const plain = await placeOrder(api, { payment: 'mark' });
    await actOk(api, staff.token, plain.orderId, 'ship', SHIP);
    await expectError(await staffPost(api, staff.token, invoicePath(plain.orderId)), 409, 'NO_INVOICE_REQUEST');

    const late = await placeInvoiceOrder(api);
    await shippedWithoutSeller(staff.token, late.orderId);
    for (const invoicing of [null, { ...INVOICING, vatNumber: '123' }]) {
      await api.db.update(shops).set({ invoicing: invoicing as typeof INVOICING | null });
      try {
        const refused = await expectError(await staffPost(api, staff.token, invoicePath(late.orderId)), 409, 'SELLER_DATA_MISSING');
        expect(String((refused.payload as { problem: string }).problem)).toContain(invoicing ? 'vatNumber' : 'no seller data');
      } finally {
        await api.db.update(shops).set({ invoicing: INVOICING });
      }
    }
    expect(await invoicesOk(api, staff.token, late.orderId)).toEqual([]);
    expect(await audited(late.orderId)).toEqual([]);
    expect(await lastNumber()).toBe(before);
  });

  it('a failure after its last step takes all back: no invoice, its number not spent, no audit', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder(api);
    await shippedWithoutSeller(staff.token, orderId);
    const before = await lastNumber();
    failAfterStep('record the invoicing');
    expect((await staffPost(api, staff.token, invoicePath(orderId))).status).toBe(500);
    expect(await invoicesOk(api, staff.token, orderId)).toEqual([]);
    expect(await audited(orderId)).toEqual([]);
    expect(await lastNumber()).toBe(before);
    await actOk(api, staff.token, orderId, 'invoice');
    expect((await invoicesOk(api, staff.token, orderId))[0]!.number).toBe(before + 1);
  });

  it('answers nobody but the staff; an unknown order is 404; in the OpenAPI document', async () => {
    const { orderId } = await placeInvoiceOrder(api);
    await expectStaffOnly(api, invoicePath(orderId), { method: 'POST' });
    const staff = await staffSignIn(api);
    await expectError(await staffPost(api, staff.token, invoicePath('00000000-0000-4000-8000-000000000000')), 404, 'NOT_FOUND');
    const doc = await (await api.fetch('/v1/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown; responses: Record<string, unknown> }>> };
    const operation = doc.paths['/v1/admin/orders/{id}/invoice']?.post;
    expect(operation?.tags).toEqual(['admin']);
    expect(operation?.security).toEqual([{ staffBearerAuth: [] }]);
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
  });

  it('every stored file is checked when the suite closes: a malformed one is named', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder(api);
    await actOk(api, staff.token, orderId, 'ship', SHIP);
    const [issued] = await api.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect((await storedInvoiceErrors(api.db)).errors).toEqual([]);
    await api.db.update(invoices).set({ xml: issued!.xml.replace('<TipoDocumento>TD01<', '<TipoDocumento>TD99<') }).where(eq(invoices.id, issued!.id));
    try {
      const { checked, errors } = await storedInvoiceErrors(api.db);
      expect(checked).toBeGreaterThan(1);
      expect(errors.join('\n')).toContain(issued!.fileName);
    } finally {
      await api.db.update(invoices).set({ xml: issued!.xml }).where(eq(invoices.id, issued!.id));
    }
  });
});
