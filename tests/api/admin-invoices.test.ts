// Electronic invoices (docs/decisions/235-electronic-invoices.md): an order whose billing address
// asks for an invoice gets a FatturaPA file when it ships or is handed over, numbered 1, 2, 3 … in
// the year with no gap even when shipped all at once; each refund of it a credit note (TD04)
// naming the invoice. Every file made here is validated against the official schema.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminInvoiceListSchema, type AdminInvoice } from '../../contract/invoices.js';
import { articles, invoiceCounters, invoices, orderItems, orders, shops } from '../../server/db/schema.js';
import { createLogger } from '../../server/log.js';
import { INVOICING } from '../../server/db/seed/data/shop.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder, staffPost, type PlaceOptions } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { fatturaErrors } from './fatturapa-schema.js';
import { expectError } from './harness.js';

const logged: string[] = [];
const log = createLogger('warn', { write: (line: string) => { logged.push(line); } });
const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000', WRITE_RATE_PER_CLIENT: '100000', WRITE_RATE_PER_ACCOUNT: '100000' }, log });

const SHIP = { carrier: 'brt', trackingNumber: 'BRT 1' };
const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));

/** A placed order whose frozen billing address asks for an invoice (to the SDI code, or to the PEC). */
async function placeInvoiceOrder(options: PlaceOptions = {}, sdi = INVOICE.invoice.sdi) {
  const placed = await placeOrder(api, { payment: 'mark', ...options });
  const checkout = structuredClone(placed.row.checkout);
  checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE, invoice: { ...INVOICE.invoice, sdi } };
  await api.db.update(orders).set({ checkout }).where(eq(orders.id, placed.orderId));
  return { ...placed, row: { ...placed.row, checkout } };
}

async function invoicesOk(token: string, orderId: string): Promise<AdminInvoice[]> {
  const res = await api.fetch(`/v1/admin/orders/${orderId}/invoices`, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return adminInvoiceListSchema.parse(body);
}

/** The file as the staff download it, checked against the schema. */
async function validFile(token: string, invoice: AdminInvoice): Promise<string> {
  const res = await api.fetch(`/v1/admin/invoices/${invoice.id}/xml`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.fileName}"`);
  const xml = await res.text();
  expect(await fatturaErrors(xml, invoice.fileName)).toEqual([]);
  return xml;
}

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('electronic invoices', () => {
  it('an order asking for one is invoiced as it ships: numbered 1, 2, 3 in the year, the file valid and named as the SdI expects', async () => {
    const staff = await staffSignIn(api);
    const cheap = 1990;
    const placed = [await placeInvoiceOrder({ quantity: 1, price: cheap }), await placeInvoiceOrder({ payment: 'stripe' }), await placeInvoiceOrder({}, '0000000')];
    const numbers: number[] = [];
    for (const { orderId, row } of placed) {
      await actOk(api, staff.token, orderId, 'ship', SHIP);
      const [invoice, ...more] = await invoicesOk(staff.token, orderId);
      expect(more).toEqual([]);
      expect(invoice).toMatchObject({ kind: 'TD01', year, total: row.checkout.cashier.total, invoiceId: null, refundId: null });
      expect(invoice!.fileName).toMatch(/^IT04271830160_[0-9A-Z]{5}\.xml$/);
      numbers.push(invoice!.number);
      const xml = await validFile(staff.token, invoice!);
      expect(xml).toContain('versione="FPR12"');
      expect(tag(xml, 'Numero')).toEqual([String(invoice!.number)]);
      expect(tag(xml, 'ImportoTotaleDocumento')).toEqual([(row.checkout.cashier.total / 100).toFixed(2)]);
      expect(tag(xml, 'Causale')).toEqual([`Ordine ${row.number}`]);
      // The goods at their rate, the delivery as a line (the order's surcharge too, if any).
      expect(tag(xml, 'Descrizione')[0]).toBe('Borraccia Ordini');
      const delivery = row.checkout.cashier.shipping.gross;
      if (delivery > 0) expect(tag(xml, 'Descrizione')).toContain('Spese di spedizione');
      if (row.checkout.cashier.payment.additionalGross > 0) expect(tag(xml, 'Descrizione')).toContain('Supplemento per il metodo di pagamento');
      const byRate = tag(xml, 'ImponibileImporto').map(Number).reduce((sum, n) => sum + n, 0) + tag(xml, 'Imposta').map(Number).reduce((sum, n) => sum + n, 0);
      expect(Math.round(byRate * 100)).toBe(row.checkout.cashier.total);
    }
    expect(numbers).toEqual([1, 2, 3]);
    const [cod, card, pec] = await Promise.all(placed.map(async (p) => validFile(staff.token, (await invoicesOk(staff.token, p.orderId))[0]!)));
    expect(tag(cod!, 'ModalitaPagamento')).toEqual(['MP01']);
    expect(placed[0]!.row.checkout.cashier.shipping.gross, 'the first order pays its delivery').toBeGreaterThan(0);
    expect(tag(card!, 'ModalitaPagamento')).toEqual(['MP08']);
    expect(tag(cod!, 'CodiceDestinatario')).toEqual(['M5UXCR1']);
    expect(tag(pec!, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(tag(pec!, 'PECDestinatario')).toEqual([INVOICE.invoice.pec]);
    expect(tag(cod!, 'IdCodice')).toEqual(['04271830160', '04271830160', INVOICE.invoice.vatnumber]);
  });

  it('a pickup handed over is invoiced too; a bank transfer names the IBAN', async () => {
    const staff = await staffSignIn(api);
    const pickup = await placeInvoiceOrder({ payment: 'pos', shipping: 'pickup' });
    await actOk(api, staff.token, pickup.orderId, 'ready-for-pickup');
    await actOk(api, staff.token, pickup.orderId, 'hand-over');
    const [handed] = await invoicesOk(staff.token, pickup.orderId);
    expect(tag(await validFile(staff.token, handed!), 'ModalitaPagamento')).toEqual(['MP08']);

    const transfer = await placeInvoiceOrder({ payment: 'bankTransfer' });
    await actOk(api, staff.token, transfer.orderId, 'transfer-received');
    await actOk(api, staff.token, transfer.orderId, 'ship', SHIP);
    const xml = await validFile(staff.token, (await invoicesOk(staff.token, transfer.orderId))[0]!);
    expect(tag(xml, 'ModalitaPagamento')).toEqual(['MP05']);
    expect(tag(xml, 'IBAN')).toEqual(['IT94I0306911166100000063718']);
  });

  it('each refund of an invoiced order gets a credit note (TD04) naming the invoice, in the next number', async () => {
    const staff = await staffSignIn(api);
    const { orderId, row } = await placeInvoiceOrder({ quantity: 3, price: 3333 });
    await actOk(api, staff.token, orderId, 'ship', SHIP);
    const [invoice] = await invoicesOk(staff.token, orderId);
    const [line] = await api.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const order = await actOk(api, staff.token, orderId, 'refund', { lines: [{ itemId: line!.item.id, quantity: 1 }], restock: false });
    const partial = order.refunds[0]!;
    await actOk(api, staff.token, orderId, 'refund', { restock: false });
    const [again, first, second] = await invoicesOk(staff.token, orderId);
    expect(again).toEqual(invoice);
    expect(first).toMatchObject({ kind: 'TD04', number: invoice!.number + 1, invoiceId: invoice!.id, refundId: partial.id, total: partial.amount });
    expect(second).toMatchObject({ kind: 'TD04', number: invoice!.number + 2, invoiceId: invoice!.id, total: row.checkout.cashier.total - partial.amount });
    for (const note of [first!, second!]) {
      const xml = await validFile(staff.token, note);
      expect(tag(xml, 'TipoDocumento')).toEqual(['TD04']);
      expect(xml).toMatch(new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${invoice!.number}</IdDocumento>\\s*<Data>${invoice!.date}</Data>`));
    }
  });

  it('a refund made before the order shipped gets its credit note right after the invoice', async () => {
    const staff = await staffSignIn(api);
    const { orderId, row } = await placeInvoiceOrder({ payment: 'stripe' });
    const refunded = await actOk(api, staff.token, orderId, 'refund', { amount: 500, restock: false });
    expect(refunded.status).toBe('pending');
    expect(await invoicesOk(staff.token, orderId)).toEqual([]);
    await actOk(api, staff.token, orderId, 'ship', SHIP);
    const [invoice, note] = await invoicesOk(staff.token, orderId);
    expect(invoice).toMatchObject({ kind: 'TD01', total: row.checkout.cashier.total });
    expect(note).toMatchObject({ kind: 'TD04', number: invoice!.number + 1, invoiceId: invoice!.id, refundId: refunded.refunds[0]!.id, total: 500 });
    expect(tag(await validFile(staff.token, note!), 'ImportoTotaleDocumento')).toEqual(['5.00']);
  });

  it("a line keeps the VAT rate it was sold at, whatever its article's rate is when it ships", async () => {
    const staff = await staffSignIn(api);
    const { orderId, articleId } = await placeInvoiceOrder();
    const [line] = await api.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line!.item.vatRate).toBe(22);
    await api.db.update(articles).set({ vatRate: 10 }).where(eq(articles.id, articleId));
    await actOk(api, staff.token, orderId, 'ship', SHIP);
    const xml = await validFile(staff.token, (await invoicesOk(staff.token, orderId))[0]!);
    expect(new Set(tag(xml, 'AliquotaIVA'))).toEqual(new Set(['22.00']));
  });

  it('shipments of many orders at once take the numbers one after the other: no gap, no repeat', async () => {
    const staff = await staffSignIn(api);
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await placeInvoiceOrder());
    const [counter] = await api.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    const from = counter!.last;
    const answers = await Promise.all(placed.map((p) => staffPost(api, staff.token, `/v1/admin/orders/${p.orderId}/ship`, SHIP)));
    expect(answers.map((r) => r.status)).toEqual(placed.map(() => 200));
    const numbers = (await Promise.all(placed.map(async (p) => (await invoicesOk(staff.token, p.orderId))[0]!.number))).sort((a, b) => a - b);
    expect(numbers).toEqual(placed.map((_, i) => from + i + 1));
    const all = (await api.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.year, year))).map((r) => r.number).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
  });

  it('an order not asking for one gets none; a shop without seller data issues none and says so in the log', async () => {
    const staff = await staffSignIn(api);
    const plain = await placeOrder(api, { payment: 'mark' });
    await actOk(api, staff.token, plain.orderId, 'ship', SHIP);
    expect(await invoicesOk(staff.token, plain.orderId)).toEqual([]);

    await api.db.update(shops).set({ invoicing: null });
    try {
      const asking = await placeInvoiceOrder();
      logged.length = 0;
      expect((await actOk(api, staff.token, asking.orderId, 'ship', SHIP)).status).toBe('shipped');
      expect(await invoicesOk(staff.token, asking.orderId)).toEqual([]);
      expect(logged.join('\n')).toContain('no electronic invoice issued');
      expect(logged.join('\n')).toContain(asking.orderId);
    } finally {
      await api.db.update(shops).set({ invoicing: INVOICING });
    }
  });

  it('answer nobody but the staff; an unknown order or invoice is 404', async () => {
    const staff = await staffSignIn(api);
    const { orderId } = await placeInvoiceOrder();
    await actOk(api, staff.token, orderId, 'ship', SHIP);
    const [invoice] = await invoicesOk(staff.token, orderId);
    await expectStaffOnly(api, `/v1/admin/orders/${orderId}/invoices`);
    await expectStaffOnly(api, `/v1/admin/invoices/${invoice!.id}/xml`);
    const auth = { headers: { authorization: `Bearer ${staff.token}` } };
    await expectError(await api.fetch('/v1/admin/orders/00000000-0000-4000-8000-000000000000/invoices', auth), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/admin/invoices/00000000-0000-4000-8000-000000000000/xml', auth), 404, 'NOT_FOUND');
    await expectError(await api.fetch('/v1/admin/invoices/nope/xml', auth), 400, 'VALIDATION_ERROR');
  });

  it('both calls are in the OpenAPI document, tagged admin, behind the staff token', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: Record<string, unknown>[]; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const path of ['/v1/admin/orders/{id}/invoices', '/v1/admin/invoices/{id}/xml']) {
      const operation = doc.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation!.tags).toEqual(['admin']);
      expect(operation!.security).toEqual([{ staffBearerAuth: [] }]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '500']));
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['AdminInvoice', 'AdminInvoiceList']));
  });
});
