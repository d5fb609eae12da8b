// The address book (docs/product/accounts.md#address-book; decision 104): at most 5, the
// first is the default for both, defaults move only with swaps and cannot be deleted, the place is
// a real ISTAT one, invoice fields required with isInvoice; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addressListSchema, addressSchema, type Address } from '../../contract/address.js';
import { addresses } from '../../server/db/schema.js';
import {
  ABANO, addAddressOk, addressBody, addressesPath, INVOICE, listAddressesOk, PADOVA, sendJson,
} from './address-fixtures.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { expectError, failingFields, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

/** A new customer with an empty address book. */
async function customer() {
  const { token, user } = await signUpOk(api);
  return { token, id: user.id };
}

const addressPath = (userId: number, addressId: number) => `${addressesPath(userId)}/${addressId}`;
const post = (c: { id: number; token: string }, body: unknown) => api.fetch(addressesPath(c.id), sendJson('POST', c.token, body));
const put = (c: { id: number; token: string }, addressId: number, body: unknown) => api.fetch(addressPath(c.id, addressId), sendJson('PUT', c.token, body));
const remove = (c: { id: number; token: string }, addressId: number) => api.fetch(addressPath(c.id, addressId), { method: 'DELETE', ...bearer(c.token) });
const swap = (c: { id: number; token: string }, addressId: number, type: unknown) =>
  api.fetch(`${addressPath(c.id, addressId)}/swaps`, sendJson('PATCH', c.token, { type }));

const defaults = (list: Address[]) => ({
  billing: list.filter((a) => a.isDefaultBilling).map((a) => a.id),
  shipping: list.filter((a) => a.isDefaultShipping).map((a) => a.id),
});

describe('POST /v1/users/{id}/addresses', () => {
  it('makes the first address the default billing and shipping one; the city comes from the municipality', async () => {
    const c = await customer();
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([]);
    const res = await post(c, addressBody({ city: 'Somewhere else', note: 'Citofono Bianchi' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = addressSchema.parse(await res.json());
    expect(first).toMatchObject({
      name: { first: 'Giulia', last: 'Bianchi' }, street: 'Via Roma 12', ...ABANO, phone: '+39 049 123 4567',
      note: 'Citofono Bianchi', isDefaultBilling: true, isDefaultShipping: true, isInvoice: false,
    });
    expect(first.invoice).toBeUndefined();
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([first]);
  });

  it('adds later addresses without a default flag, whatever the body says about defaults', async () => {
    const c = await customer();
    await addAddressOk(api, c.id, c.token);
    const second = await addAddressOk(api, c.id, c.token, { isDefaultBilling: true, isDefaultShipping: true, id: 999 });
    expect(second).toMatchObject({ isDefaultBilling: false, isDefaultShipping: false });
    expect(second.id).not.toBe(999);
  });

  it('fills the zipcode from a municipality with one CAP, and requires one of its CAPs where it has several', async () => {
    const c = await customer();
    expect(await addAddressOk(api, c.id, c.token, { zipcode: undefined })).toMatchObject({ zipcode: '35031', city: 'Abano Terme' });
    expect(await addAddressOk(api, c.id, c.token, { cap: PADOVA.cap, zipcode: '35127' })).toMatchObject({ zipcode: '35127', city: 'Padova' });
    const before = await listAddressesOk(api, c.id, c.token);
    const several = await expectError(await post(c, addressBody({ cap: PADOVA.cap, zipcode: '' })), 400, 'VALIDATION_ERROR');
    expect(failingFields(several)).toEqual(['zipcode']);
    const notItsOwn = await expectError(await post(c, addressBody({ cap: PADOVA.cap, zipcode: '35031' })), 400, 'VALIDATION_ERROR');
    expect(failingFields(notItsOwn)).toEqual(['zipcode']);
    expect(await listAddressesOk(api, c.id, c.token)).toEqual(before);
  });

  it('refuses a municipality that does not exist or is not in the province, and an unknown province', async () => {
    const c = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ province: 'MI' }, 'cap'], // Abano Terme is in Padova's province
      [{ cap: 'PD_999999' }, 'cap'],
      [{ cap: 'MI_028001' }, 'cap'], // Abano's ISTAT code under the wrong sigla
      [{ province: 'XX', cap: 'XX_028001' }, 'province'],
    ];
    for (const [overrides, field] of cases) {
      const error = await expectError(await post(c, addressBody(overrides)), 400, 'VALIDATION_ERROR');
      expect(failingFields(error), JSON.stringify(overrides)).toContain(field);
    }
    const malformed = await expectError(await post(c, addressBody({ province: 'Padova', cap: '028001' })), 400, 'VALIDATION_ERROR');
    expect(failingFields(malformed).sort()).toEqual(['cap', 'province']);
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([]);
  });

  it('takes sigla and geo id in lower case', async () => {
    const c = await customer();
    expect(await addAddressOk(api, c.id, c.token, { province: 'pd', cap: 'pd_028001' })).toMatchObject(ABANO);
  });

  it('names every missing or wrong field, and saves nothing', async () => {
    const c = await customer();
    const error = await expectError(await post(c, { name: { first: ' ' }, isInvoice: false }), 400, 'VALIDATION_ERROR');
    expect(failingFields(error).sort()).toEqual(['cap', 'name.first', 'name.last', 'phone', 'province', 'street']);
    for (const phone of ['abc', '12345', '+39 049 123 4567 8901 234', '049-12a4567']) {
      const bad = await expectError(await post(c, addressBody({ phone })), 400, 'VALIDATION_ERROR');
      expect(failingFields(bad), phone).toEqual(['phone']);
    }
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([]);
  });

  it('accepts the usual ways of writing a phone number', async () => {
    const c = await customer();
    for (const phone of ['3331234567', '+39 333 123 4567', '049/8765432', '(049) 876.54.32', '+41-44-668-18-00']) {
      expect((await addAddressOk(api, c.id, c.token, { phone })).phone).toBe(phone);
      const [, ...rest] = await listAddressesOk(api, c.id, c.token);
      for (const a of rest) expect((await remove(c, a.id)).status).toBe(200);
    }
  });

  it('allows 5 addresses; the sixth is refused with ADDRESS_LIMIT and nothing is saved', async () => {
    const c = await customer();
    for (let i = 0; i < 5; i += 1) await addAddressOk(api, c.id, c.token, { street: `Via Roma ${i + 1}` });
    const before = await listAddressesOk(api, c.id, c.token);
    expect(before).toHaveLength(5);
    const error = await expectError(await api.fetch(`${addressesPath(c.id)}?lang=en`, sendJson('POST', c.token, addressBody())), 409, 'ADDRESS_LIMIT');
    expect(error.payload).toEqual({ max: 5 });
    expect(error.message).toBe('You can save at most 5 addresses: delete one to add another');
    expect(await listAddressesOk(api, c.id, c.token)).toEqual(before);
  });
});

describe('invoice fields', () => {
  it('requires company name, VAT number, PEC, SDI and tax code with isInvoice, each its own failing field', async () => {
    const c = await customer();
    const none = await expectError(await post(c, addressBody({ isInvoice: true })), 400, 'VALIDATION_ERROR');
    expect(failingFields(none).sort()).toEqual(['fiscalcode', 'invoice.name', 'invoice.pec', 'invoice.sdi', 'invoice.vatnumber']);
    const some = await expectError(await post(c, addressBody({ ...INVOICE, invoice: { name: 'Officina', vatnumber: '01234567890' } })), 400, 'VALIDATION_ERROR');
    expect(failingFields(some).sort()).toEqual(['invoice.pec', 'invoice.sdi']);
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([]);
  });

  it('checks each format: VAT number of exactly 11 digits, PEC an e-mail, SDI 7 characters, a real-looking tax code', async () => {
    const c = await customer();
    const cases: [Record<string, unknown>, string][] = [
      [{ invoice: { ...INVOICE.invoice, vatnumber: '0123456789' } }, 'invoice.vatnumber'],
      [{ invoice: { ...INVOICE.invoice, vatnumber: '012345678901' } }, 'invoice.vatnumber'],
      [{ invoice: { ...INVOICE.invoice, vatnumber: 'IT012345678' } }, 'invoice.vatnumber'],
      [{ invoice: { ...INVOICE.invoice, pec: 'not-an-email' } }, 'invoice.pec'],
      [{ invoice: { ...INVOICE.invoice, sdi: 'M5UXCR' } }, 'invoice.sdi'],
      [{ invoice: { ...INVOICE.invoice, sdi: 'M5UX-R1' } }, 'invoice.sdi'],
      [{ invoice: { ...INVOICE.invoice, name: '  ' } }, 'invoice.name'],
      [{ fiscalcode: 'BNCGLI90E54G224' }, 'fiscalcode'],
      [{ fiscalcode: '1234567890' }, 'fiscalcode'],
    ];
    for (const [overrides, field] of cases) {
      const error = await expectError(await post(c, addressBody({ ...INVOICE, ...overrides })), 400, 'VALIDATION_ERROR');
      expect(failingFields(error), JSON.stringify(overrides)).toEqual([field]);
    }
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([]);
  });

  it('saves a valid invoice address (SDI and tax code in capitals); a company tax code may be its 11 digits', async () => {
    const c = await customer();
    const saved = await addAddressOk(api, c.id, c.token, {
      ...INVOICE, invoice: { ...INVOICE.invoice, sdi: 'm5uxcr1' }, fiscalcode: 'bncgli90e54g224x',
    });
    expect(saved).toMatchObject({ isInvoice: true, invoice: INVOICE.invoice, fiscalcode: 'BNCGLI90E54G224X' });
    const company = await addAddressOk(api, c.id, c.token, { ...INVOICE, invoice: { ...INVOICE.invoice, sdi: '0000000' }, fiscalcode: '01234567890' });
    expect(company).toMatchObject({ invoice: { sdi: '0000000' }, fiscalcode: '01234567890' });
  });

  it('ignores invoice fields, even unfinished ones, without isInvoice', async () => {
    const c = await customer();
    const saved = await addAddressOk(api, c.id, c.token, { isInvoice: false, invoice: { name: '', vatnumber: '12' }, fiscalcode: 'x' });
    expect(saved.isInvoice).toBe(false);
    expect(saved.invoice).toBeUndefined();
    expect(saved.fiscalcode).toBeUndefined();
  });
});

describe('PUT /v1/users/{id}/addresses/{addressId}', () => {
  it('replaces the fields and keeps the default flags, even when the body tries to untick them', async () => {
    const c = await customer();
    const first = await addAddressOk(api, c.id, c.token);
    const res = await put(c, first.id, addressBody({
      street: 'Piazza dei Signori 1', cap: PADOVA.cap, zipcode: '35139', ...INVOICE, isDefaultBilling: false, isDefaultShipping: false,
    }));
    expect(res.status).toBe(200);
    const updated = addressSchema.parse(await res.json());
    expect(updated).toMatchObject({
      id: first.id, street: 'Piazza dei Signori 1', city: 'Padova', zipcode: '35139', isInvoice: true,
      isDefaultBilling: true, isDefaultShipping: true,
    });
    expect(await listAddressesOk(api, c.id, c.token)).toEqual([updated]);
    // Unticking isInvoice drops the invoice data.
    const plain = addressSchema.parse(await (await put(c, first.id, addressBody())).json());
    expect(plain).toMatchObject({ isInvoice: false, isDefaultBilling: true });
    expect(plain.invoice).toBeUndefined();
    expect(plain.fiscalcode).toBeUndefined();
  });

  it('refuses bad input and changes nothing', async () => {
    const c = await customer();
    const first = await addAddressOk(api, c.id, c.token, INVOICE);
    const before = await listAddressesOk(api, c.id, c.token);
    const bad = [
      addressBody({ street: '' }),
      addressBody({ ...INVOICE, invoice: { ...INVOICE.invoice, vatnumber: '123' } }),
      addressBody({ cap: PADOVA.cap, zipcode: '35031' }),
      addressBody({ province: 'MI' }),
    ];
    for (const body of bad) await expectError(await put(c, first.id, body), 400, 'VALIDATION_ERROR');
    expect(await listAddressesOk(api, c.id, c.token)).toEqual(before);
  });

  it('answers 404 NOT_FOUND for an address the user does not have', async () => {
    const c = await customer();
    await expectError(await put(c, 2147483000, addressBody()), 404, 'NOT_FOUND');
    await expectError(await put(c, 0, addressBody()), 400, 'VALIDATION_ERROR');
  });
});

describe('DELETE /v1/users/{id}/addresses/{addressId}', () => {
  it('refuses to delete a default address with ADDRESS_IS_DEFAULT, deletes another and answers the book left', async () => {
    const c = await customer();
    const first = await addAddressOk(api, c.id, c.token);
    const second = await addAddressOk(api, c.id, c.token, { street: 'Via Dante 3' });
    const error = await expectError(await remove(c, first.id), 409, 'ADDRESS_IS_DEFAULT');
    expect(error.payload).toEqual({ isDefaultBilling: true, isDefaultShipping: true });
    expect((await listAddressesOk(api, c.id, c.token)).map((a) => a.id)).toEqual([first.id, second.id]);
    const res = await remove(c, second.id);
    expect(res.status).toBe(200);
    expect(addressListSchema.parse(await res.json())).toEqual([first]);
    await expectError(await remove(c, second.id), 404, 'NOT_FOUND');
  });

  it('refuses while the address is still the default of one kind', async () => {
    const c = await customer();
    const first = await addAddressOk(api, c.id, c.token);
    const second = await addAddressOk(api, c.id, c.token);
    expect((await swap(c, second.id, 'Billing')).status).toBe(200);
    const error = await expectError(await remove(c, first.id), 409, 'ADDRESS_IS_DEFAULT');
    expect(error.payload).toEqual({ isDefaultBilling: false, isDefaultShipping: true });
    expect((await swap(c, second.id, 'Shipping')).status).toBe(200);
    expect((await remove(c, first.id)).status).toBe(200);
    expect(defaults(await listAddressesOk(api, c.id, c.token))).toEqual({ billing: [second.id], shipping: [second.id] });
  });
});

describe('PATCH /v1/users/{id}/addresses/{addressId}/swaps', () => {
  it('moves one default to the address, the previous one losing it, and lists defaults first', async () => {
    const c = await customer();
    const a = await addAddressOk(api, c.id, c.token, { street: 'A' });
    const b = await addAddressOk(api, c.id, c.token, { street: 'B' });
    const d = await addAddressOk(api, c.id, c.token, { street: 'C' });
    expect((await listAddressesOk(api, c.id, c.token)).map((x) => x.id)).toEqual([a.id, b.id, d.id]);

    const res = await swap(c, d.id, 'Shipping');
    expect(res.status).toBe(200);
    const afterShipping = addressListSchema.parse(await res.json());
    expect(defaults(afterShipping)).toEqual({ billing: [a.id], shipping: [d.id] });
    expect(afterShipping.map((x) => x.id)).toEqual([a.id, d.id, b.id]);

    const afterBilling = addressListSchema.parse(await (await swap(c, b.id, 'Billing')).json());
    expect(defaults(afterBilling)).toEqual({ billing: [b.id], shipping: [d.id] });
    expect(afterBilling.map((x) => x.id)).toEqual([b.id, d.id, a.id]);
    expect(await listAddressesOk(api, c.id, c.token)).toEqual(afterBilling);
  });

  it('changes nothing when the address already is the default', async () => {
    const c = await customer();
    const a = await addAddressOk(api, c.id, c.token);
    await addAddressOk(api, c.id, c.token);
    const before = await listAddressesOk(api, c.id, c.token);
    const res = await swap(c, a.id, 'Billing');
    expect(res.status).toBe(200);
    expect(addressListSchema.parse(await res.json())).toEqual(before);
  });

  it('refuses a type other than Billing or Shipping, and an address the user does not have', async () => {
    const c = await customer();
    const a = await addAddressOk(api, c.id, c.token);
    const b = await addAddressOk(api, c.id, c.token);
    const before = await listAddressesOk(api, c.id, c.token);
    for (const type of ['billing', 'Both', undefined]) {
      const error = await expectError(await swap(c, b.id, type), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toEqual(['type']);
    }
    await expectError(await swap(c, a.id + 1000, 'Billing'), 404, 'NOT_FOUND');
    expect(await listAddressesOk(api, c.id, c.token)).toEqual(before);
  });
});

describe('concurrent requests of one customer', () => {
  it('parallel adds on an empty book: exactly 5 saved, one default of each kind', async () => {
    const c = await customer();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(c, addressBody({ street: `Via Roma ${i}` }))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const list = await listAddressesOk(api, c.id, c.token);
    expect(list).toHaveLength(5);
    expect(defaults(list).billing).toHaveLength(1);
    expect(defaults(list).shipping).toHaveLength(1);
  });

  it('parallel swaps all succeed and never leave zero or two defaults', async () => {
    const c = await customer();
    const book: Address[] = [];
    for (let i = 0; i < 5; i += 1) book.push(await addAddressOk(api, c.id, c.token, { street: `Via Roma ${i}` }));
    for (let round = 0; round < 3; round += 1) {
      const requests = book.flatMap((a) => [swap(c, a.id, 'Billing'), swap(c, a.id, 'Shipping')]);
      const answers = await Promise.all(requests);
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      const bodies = await Promise.all(answers.map(async (r) => addressListSchema.parse(await r.json())));
      // Every answer, taken inside its transaction, shows exactly one default of each kind.
      for (const body of bodies) {
        expect(defaults(body).billing).toHaveLength(1);
        expect(defaults(body).shipping).toHaveLength(1);
      }
      const rows = await api.db.select({ id: addresses.id }).from(addresses)
        .where(and(eq(addresses.userId, c.id), eq(addresses.isDefaultBilling, true)));
      expect(rows).toHaveLength(1);
      const list = await listAddressesOk(api, c.id, c.token);
      expect(defaults(list).billing).toHaveLength(1);
      expect(defaults(list).shipping).toHaveLength(1);
    }
  });
});
