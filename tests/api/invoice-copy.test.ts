// The customer's copy of an invoice (docs/decisions/247-invoice-copy-and-export.md): an order
// invoiced as it ships lists its invoice, and its credit notes after a refund; each opens as a
// printable page made from the issued XML, labelled in the order's language, saying that the valid
// invoice is the electronic one. Only the order's own customer reads it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../contract/orders.js';
import { invoices, orderItems, orders } from '../../server/db/schema.js';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder, type PlaceOptions } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import { bearer } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000', WRITE_RATE_PER_CLIENT: '100000', WRITE_RATE_PER_ACCOUNT: '100000' } });

const SHIP = { carrier: 'brt', trackingNumber: 'BRT 1' };
const COURTESY_IT = 'Copia di cortesia: la fattura elettronica valida ai fini fiscali è quella trasmessa tramite il Sistema di Interscambio';
const COURTESY_EN = 'Courtesy copy: the electronic invoice valid for tax purposes is the one transmitted through the Exchange System';

/** A placed order asking for an invoice, shipped by the staff (so invoiced). */
async function invoicedOrder(options: PlaceOptions = {}) {
  const placed = await placeOrder(api, { payment: 'mark', ...options });
  const checkout = structuredClone(placed.row.checkout);
  checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE };
  await api.db.update(orders).set({ checkout }).where(eq(orders.id, placed.orderId));
  const staff = await staffSignIn(api);
  await actOk(api, staff.token, placed.orderId, 'ship', SHIP);
  return { ...placed, staff, row: { ...placed.row, checkout } };
}

async function orderOk(token: string, orderId: string): Promise<Order> {
  const res = await api.fetch(`/v1/orders/${orderId}`, bearer(token));
  expect(res.status).toBe(200);
  return orderSchema.parse(await res.json());
}

async function copyOk(token: string, orderId: string, invoiceId: string): Promise<string> {
  const res = await api.fetch(`/v1/orders/${orderId}/invoices/${invoiceId}`, bearer(token));
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="(fattura|nota-di-credito)-\d+-\d{4}\.html"$/);
  expect(res.headers.get('cache-control')).toContain('no-store');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  return text;
}

const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('the customer\'s copy of an invoice', () => {
  it('an invoiced order lists its invoice, in its answer and in the list; the copy says what the file says, in English for an English order', async () => {
    const { orderId, buyer, row } = await invoicedOrder({ lang: 'en', quantity: 2, price: 4000 });
    const order = await orderOk(buyer.token, orderId);
    const [stored] = await api.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(order.invoices).toEqual([{
      id: stored!.id, kind: 'TD01', number: stored!.number, year: stored!.year, issuedOn: stored!.issuedOn, total: row.checkout.cashier.total,
    }]);
    const list = await api.fetch(`/v1/orders/users/${buyer.userId}`, bearer(buyer.token));
    const page = await list.json() as { docs: Order[] };
    expect(page.docs.find((o) => o.id === orderId)?.invoices).toEqual(order.invoices);

    const html = await copyOk(buyer.token, orderId, stored!.id);
    expect(html).toContain('<html lang="en">');
    const date = stored!.issuedOn.split('-').reverse().join('/');
    expect(html).toContain(`Invoice no. ${stored!.number} of ${date}`);
    expect(html).toContain(COURTESY_EN);
    expect(html).not.toContain(COURTESY_IT);
    // Seller and buyer as the file names them.
    expect(html).toContain('Raggio Cicli S.r.l.');
    expect(html).toContain('IT04271830160');
    expect(html).toContain('REA registration: BG 456789');
    expect(html).toContain(INVOICE.invoice.name);
    expect(html).toContain(`IT${INVOICE.invoice.vatnumber}`);
    expect(html).toContain(`SDI recipient code: ${INVOICE.invoice.sdi}`);
    // The lines as issued (the article's name as the order froze it; the delivery's, the invoice's own), the totals.
    const descriptions = [...stored!.xml.matchAll(/<Descrizione>([^<]*)<\/Descrizione>/g)].map((m) => m[1]!);
    expect(descriptions[0]).toBe('Orders bottle');
    for (const description of descriptions) expect(html).toContain(`<td>${description}</td>`);
    if (row.checkout.cashier.shipping.gross > 0) expect(html).toContain('Spese di spedizione');
    expect(html).toContain('Summary by VAT rate');
    expect(html).toContain(`<td class="num" data-testid="total">${euros(row.checkout.cashier.total)}</td>`);
    expect(html).toContain('Payment: cash');
  });

  it('an Italian order\'s copy is in Italian', async () => {
    const { orderId, buyer } = await invoicedOrder({ lang: 'it' });
    const [invoice] = (await orderOk(buyer.token, orderId)).invoices;
    const html = await copyOk(buyer.token, orderId, invoice!.id);
    expect(html).toContain(`Fattura n. ${invoice!.number} del`);
    expect(html).toContain(COURTESY_IT);
  });

  it('a credit note after a refund is listed and readable, naming the invoice it corrects', async () => {
    const { orderId, buyer, staff } = await invoicedOrder({ lang: 'en', quantity: 3, price: 3333 });
    const [line] = await api.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refunded = await actOk(api, staff.token, orderId, 'refund', { lines: [{ itemId: line!.item.id, quantity: 1 }], restock: false });
    const [invoice, note, ...more] = (await orderOk(buyer.token, orderId)).invoices;
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: 'TD04', number: invoice!.number + 1, total: refunded.refunds[0]!.amount });
    const html = await copyOk(buyer.token, orderId, note!.id);
    expect(html).toContain(`Credit note no. ${note!.number}`);
    expect(html).toContain(`Correcting invoice no. ${invoice!.number} of ${invoice!.issuedOn.split('-').reverse().join('/')}`);
    expect(html).toContain(euros(note!.total));
    expect(html).toContain(COURTESY_EN);
  });

  it("another customer's order, an invoice of another order, an unknown id: 404 as for any order; signed out 401", async () => {
    const first = await invoicedOrder();
    const second = await invoicedOrder();
    const [firstInvoice] = (await orderOk(first.buyer.token, first.orderId)).invoices;
    const [secondInvoice] = (await orderOk(second.buyer.token, second.orderId)).invoices;
    const path = `/v1/orders/${first.orderId}/invoices/${firstInvoice!.id}`;
    // The same 404 as GET orders/{id} of another customer's order.
    const notTheirs = await expectError(await api.fetch(path, bearer(second.buyer.token)), 404, 'NOT_FOUND');
    const orderOfAnother = await expectError(await api.fetch(`/v1/orders/${first.orderId}`, bearer(second.buyer.token)), 404, 'NOT_FOUND');
    expect(notTheirs).toEqual(orderOfAnother);
    await expectError(await api.fetch(`/v1/orders/${first.orderId}/invoices/${secondInvoice!.id}`, bearer(first.buyer.token)), 404, 'NOT_FOUND');
    await expectError(await api.fetch(`/v1/orders/${first.orderId}/invoices/${crypto.randomUUID()}`, bearer(first.buyer.token)), 404, 'NOT_FOUND');
    await expectError(await api.fetch(`/v1/orders/${crypto.randomUUID()}/invoices/${firstInvoice!.id}`, bearer(first.buyer.token)), 404, 'NOT_FOUND');
    await expectError(await api.fetch(`/v1/orders/${first.orderId}/invoices/not-a-uuid`, bearer(first.buyer.token)), 400, 'VALIDATION_ERROR');
    await expectError(await api.fetch(path), 401, 'AUTH_REQUIRED');
  });

  it('an order with no invoice lists none', async () => {
    const { orderId, buyer } = await placeOrder(api, { payment: 'mark' });
    expect((await orderOk(buyer.token, orderId)).invoices).toEqual([]);
  });
});
