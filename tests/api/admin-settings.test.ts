// The shop's settings from the back office (docs/decisions/238-settings-screens.md): each section
// saved and read back, recorded in the audit with before and after; a shipping price reaches the
// checkout's quote and a pickup point's hours the shop answer, the catalogue version moving; bad
// input is 400 changing nothing; only staff reach them.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsSchema, type AdminSettings, type OpeningHours } from '../../contract/admin-settings.js';
import { shopSchema } from '../../contract/shop.js';
import { settings, shippings, shops, staffActions } from '../../server/db/schema.js';
import { BANK, INVOICING } from '../../server/db/seed/data/shop.js';
import { catalogueVersion } from '../../server/domain/catalogue/version.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { staffCall, type Staff } from './admin-catalogue-fixtures.js';
import { expectStaffOnly, staffSignIn } from './admin-fixtures.js';
import { NO_RATE_LIMITS } from './auth-fixtures.js';
import { cartApiSuite, Visitor } from './cart-fixtures.js';
import { expectError, failingFields } from './harness.js';
import { placeOrder } from './admin-order-fixtures.js';
import { getOrderOk } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const { api, fx } = cartApiSuite({ env: NO_RATE_LIMITS });
let staff: Staff;
let courierId: number;
let pickupId: number;

beforeAll(async () => {
  staff = await staffSignIn(api);
  const rows = await api.db.select().from(shippings).where(eq(shippings.shopId, SHOP_ID));
  courierId = rows.find((r) => r.type === 'courier' && r.countries.includes('IT'))!.id;
  pickupId = rows.find((r) => r.type === 'pickup')!.id;
});

const put = (path: string, body: unknown) => staffCall(api, staff, 'PUT', `/v1/admin/settings/${path}`, body);
async function putOk(path: string, body: unknown): Promise<AdminSettings> {
  const res = await put(path, body);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return adminSettingsSchema.parse(json);
}
async function read(): Promise<AdminSettings> {
  const res = await staffCall(api, staff, 'GET', '/v1/admin/settings');
  expect(res.status).toBe(200);
  return adminSettingsSchema.parse(await res.json());
}
const versionNow = async () => (await catalogueVersion(api.db, 0, 0, 0).get()).version;
/** The latest recorded (not refused) change of a section. */
const lastRecord = async (section: string) => (await api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectType, 'settings'), eq(staffActions.subjectId, section), isNull(staffActions.refusal)))
  .orderBy(desc(staffActions.id)).limit(1))[0];
const recordCount = async (section: string) => (await api.db.select().from(staffActions)
  .where(and(eq(staffActions.subjectType, 'settings'), eq(staffActions.subjectId, section), isNull(staffActions.refusal)))).length;

const open = (from: string, to: string) => ({ from, to, opened: true });
const closed = { from: '00:00', to: '00:00', opened: false };
const week = (): OpeningHours => {
  const day = { am: open('08:30', '12:00'), pm: open('14:00', '18:30') };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: { am: open('09:00', '13:00'), pm: closed }, sunday: { am: closed, pm: closed } };
};

describe('the settings calls', () => {
  it('are for staff only, and an outsider changes nothing', async () => {
    const before = await read();
    await expectStaffOnly(api, '/v1/admin/settings');
    const json = (body: unknown) => ({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await expectStaffOnly(api, '/v1/admin/settings/orders-email', json({ ordersEmail: 'intruso@example.com' }));
    await expectStaffOnly(api, '/v1/admin/settings/bank', json(BANK));
    await expectStaffOnly(api, '/v1/admin/settings/invoicing', json(INVOICING));
    await expectStaffOnly(api, `/v1/admin/settings/pickups/${pickupId}`, json({ openingHours: week() }));
    await expectStaffOnly(api, `/v1/admin/settings/shippings/${courierId}`, json({ feeGross: 1, freeFromGross: null }));
    expect(await read()).toEqual(before);
  });

  it('read the seeded shop', async () => {
    const s = await read();
    expect(s.ordersEmail).toBe('ordini@raggiocicli.it');
    expect(s.bank).toEqual({ account: BANK, fromEnvironment: false });
    expect(s.invoicing).toEqual({ seller: INVOICING, fromEnvironment: false });
    expect(s.pickups.map((p) => p.id)).toEqual([pickupId]);
    expect(s.pickups[0]!.openingHours?.monday.am.opened).toBe(true);
    expect(s.shippings.find((m) => m.id === courierId)).toMatchObject({ feeGross: 899, freeFromGross: 7999 });
    expect(s.shippings.some((m) => m.type === 'pickup')).toBe(false);
  });
});

describe('PUT admin/settings/orders-email', () => {
  it('saves the address, reads it back, records before and after; null tells nobody', async () => {
    const saved = await putOk('orders-email', { ordersEmail: 'negozio@raggiocicli.it' });
    expect(saved.ordersEmail).toBe('negozio@raggiocicli.it');
    expect((await read()).ordersEmail).toBe('negozio@raggiocicli.it');
    expect((await api.db.select().from(settings).where(eq(settings.shopId, SHOP_ID)))[0]!.ordersEmail).toBe('negozio@raggiocicli.it');
    expect(await lastRecord('orders-email')).toMatchObject({
      action: 'settings.orders-email', before: { value: 'ordini@raggiocicli.it' }, after: { value: 'negozio@raggiocicli.it' },
    });
    const count = await recordCount('orders-email');
    await putOk('orders-email', { ordersEmail: 'negozio@raggiocicli.it' });
    expect(await recordCount('orders-email'), 'the same value again records nothing').toBe(count);
    expect((await putOk('orders-email', { ordersEmail: null })).ordersEmail).toBeNull();
    await putOk('orders-email', { ordersEmail: 'ordini@raggiocicli.it' });
  });

  it('sends the next new-order mail to the address saved', async () => {
    await putOk('orders-email', { ordersEmail: 'banco@raggiocicli.it' });
    const before = outboxFiles(api);
    await placeOrder(api);
    const shopMails = mailSince(api, before).filter((m) => m.subject.startsWith('Nuovo ordine'));
    expect(shopMails.map((m) => m.to)).toEqual(['banco@raggiocicli.it']);
    await putOk('orders-email', { ordersEmail: 'ordini@raggiocicli.it' });
  });

  it('refuses a malformed address with 400, changing nothing', async () => {
    for (const ordersEmail of ['not-an-address', '', 'a@b', 42]) {
      const error = await expectError(await put('orders-email', { ordersEmail }), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain('ordersEmail');
    }
    await expectError(await put('orders-email', {}), 400, 'VALIDATION_ERROR');
    expect((await read()).ordersEmail).toBe('ordini@raggiocicli.it');
  });
});

describe('PUT admin/settings/bank', () => {
  const account = { beneficiary: 'Raggio Cicli S.r.l.', iban: 'it60 x054 2811 1010 0000 0123 456', bic: 'bpmoit22', bank: 'Banco BPM' };

  it('saves the account with the IBAN compact and upper case, and records it', async () => {
    const saved = await putOk('bank', account);
    const stored = { beneficiary: 'Raggio Cicli S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22', bank: 'Banco BPM' };
    expect(saved.bank).toEqual({ account: stored, fromEnvironment: false });
    expect((await api.db.select({ bank: shops.bank }).from(shops).where(eq(shops.id, SHOP_ID)))[0]!.bank).toEqual(stored);
    expect(await lastRecord('bank')).toMatchObject({ before: { value: BANK }, after: { value: stored } });
    // The next transfer order tells the customer the new account.
    const { buyer, orderId } = await placeOrder(api);
    expect((await getOrderOk(api, buyer, orderId)).transfer).toMatchObject(stored);
    await putOk('bank', BANK);
  });

  it('refuses an IBAN with wrong check digits, a bad BIC or a missing name, changing nothing', async () => {
    const bad = [
      [{ ...account, iban: 'IT61X0542811101000000123456' }, 'iban'],
      [{ ...account, iban: 'IT60X05428111010000001234' }, 'iban'],
      [{ ...account, bic: 'BPM' }, 'bic'],
      [{ ...account, beneficiary: ' ' }, 'beneficiary'],
      [{ ...account, bank: undefined }, 'bank'],
    ] as const;
    for (const [body, field] of bad) {
      const error = await expectError(await put('bank', body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain(field);
    }
    expect((await read()).bank.account).toEqual(BANK);
  });

  it("says the IBAN's rule in the request's language", async () => {
    const fieldMessage = (error: { payload?: unknown }) => (error.payload as { fields: { path: string; message: string }[] }).fields.find((f) => f.path === 'iban')?.message;
    const bad = { ...account, iban: 'IT61X0542811101000000123456' };
    expect(fieldMessage(await expectError(await put('bank', bad), 400, 'VALIDATION_ERROR'))).toContain('cifre di controllo');
    const english = await staffCall(api, staff, 'PUT', '/v1/admin/settings/bank?lang=en', bad);
    expect(fieldMessage(await expectError(english, 400, 'VALIDATION_ERROR'))).toContain('check digits');
  });
});

describe('PUT admin/settings/invoicing', () => {
  it("saves the seller on the shop's row and reads it back", async () => {
    const seller = { ...INVOICING, name: 'Raggio Cicli Bergamo S.r.l.', rea: { ...INVOICING.rea, number: '998877' } };
    expect((await putOk('invoicing', seller)).invoicing).toEqual({ seller, fromEnvironment: false });
    expect((await api.db.select({ invoicing: shops.invoicing }).from(shops).where(eq(shops.id, SHOP_ID)))[0]!.invoicing).toEqual(seller);
    expect(await lastRecord('invoicing')).toMatchObject({ before: { value: INVOICING }, after: { value: seller } });
    await putOk('invoicing', INVOICING);
  });

  it('refuses a malformed VAT number, CAP or regime, changing nothing', async () => {
    const bad = [
      [{ ...INVOICING, vatNumber: '0427183016' }, 'vatNumber'],
      [{ ...INVOICING, regime: 'RF03' }, 'regime'],
      [{ ...INVOICING, address: { ...INVOICING.address, zipcode: '2412' } }, 'address.zipcode'],
      [{ ...INVOICING, address: { ...INVOICING.address, country: 'FR' } }, 'address.country'],
    ] as const;
    for (const [body, field] of bad) {
      const error = await expectError(await put('invoicing', body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain(field);
    }
    expect((await read()).invoicing.seller).toEqual(INVOICING);
  });
});

describe('PUT admin/settings/pickups/{id}', () => {
  it("saves the point's hours, which the shop answer shows at once, the version moving", async () => {
    const version = await versionNow();
    const hours = week();
    const saved = await putOk(`pickups/${pickupId}`, { openingHours: hours });
    expect(saved.pickups[0]!.openingHours).toEqual(hours);
    expect(await versionNow()).not.toBe(version);
    const shop = shopSchema.parse(await (await api.fetch('/v1/shop')).json());
    expect(shop.shippings.find((m) => m.id === pickupId)!.openingHours).toEqual(hours);
    expect(await lastRecord(`pickup-${pickupId}`)).toMatchObject({ action: `settings.pickup-${pickupId}`, after: { value: hours } });
  });

  it('refuses hours out of order, a missing day or a bad time with 400, and a method that is no pickup with 404', async () => {
    const before = (await read()).pickups;
    const { sunday: _sunday, ...sixDays } = week();
    const bad = [
      [{ ...week(), monday: { am: open('12:00', '08:00'), pm: closed } }, 'openingHours.monday.am.to'],
      [{ ...week(), monday: { am: open('08:00', '15:00'), pm: open('14:00', '18:00') } }, 'openingHours.monday.pm.from'],
      [{ ...week(), friday: { am: open('8:00', '12:00'), pm: closed } }, 'openingHours.friday.am.from'],
      [{ ...week(), friday: { am: open('08:00', '24:00'), pm: closed } }, 'openingHours.friday.am.to'],
      [sixDays, 'openingHours.sunday'],
    ] as const;
    for (const [openingHours, field] of bad) {
      const error = await expectError(await put(`pickups/${pickupId}`, { openingHours }), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain(field);
    }
    await expectError(await put(`pickups/${courierId}`, { openingHours: week() }), 404, 'PICKUP_NOT_FOUND');
    await expectError(await put('pickups/99999999', { openingHours: week() }), 404, 'PICKUP_NOT_FOUND');
    expect((await read()).pickups).toEqual(before);
  });
});

describe('PUT admin/settings/shippings/{id}', () => {
  /** A visitor's cart of one article (25.00 €), quoted for Italy. */
  const quote = async (quantity = 1) => {
    const visitor = new Visitor(api);
    const state = await visitor.add({ id: fx.bottle, quantity });
    return state.cashier.shipping.gross;
  };

  it("saves a fee and a threshold that the checkout's quote and the shop answer use at once", async () => {
    expect(await quote()).toBe(899);
    const version = await versionNow();
    const saved = await putOk(`shippings/${courierId}`, { feeGross: 590, freeFromGross: 5000 });
    expect(saved.shippings.find((m) => m.id === courierId)).toMatchObject({ feeGross: 590, freeFromGross: 5000 });
    expect(await versionNow()).not.toBe(version);
    expect(await quote(1)).toBe(590);
    expect(await quote(2), 'free from 50,00 €').toBe(0);
    const shop = shopSchema.parse(await (await api.fetch('/v1/shop')).json());
    expect(shop.shippings.find((m) => m.id === courierId)!.thresholds).toEqual({ fixed: { on: true, value: 590 }, free: { on: true, value: 5000 } });
    expect(await lastRecord(`shipping-${courierId}`)).toMatchObject({
      before: { value: { feeGross: 899, freeFromGross: 7999 } }, after: { value: { feeGross: 590, freeFromGross: 5000 } },
    });

    await putOk(`shippings/${courierId}`, { feeGross: 899, freeFromGross: null });
    expect(await quote(3), 'never free').toBe(899);
    await putOk(`shippings/${courierId}`, { feeGross: 899, freeFromGross: 7999 });
  });

  it('refuses a negative, fractional or missing price with 400, and a pickup with 404, changing nothing', async () => {
    const before = (await read()).shippings;
    const count = await recordCount(`shipping-${courierId}`);
    const bad = [
      [{ feeGross: -1, freeFromGross: null }, 'feeGross'],
      [{ feeGross: 5.5, freeFromGross: null }, 'feeGross'],
      [{ feeGross: '5,90', freeFromGross: null }, 'feeGross'],
      [{ feeGross: 590 }, 'freeFromGross'],
    ] as const;
    for (const [body, field] of bad) {
      const error = await expectError(await put(`shippings/${courierId}`, body), 400, 'VALIDATION_ERROR');
      expect(failingFields(error)).toContain(field);
    }
    await expectError(await put(`shippings/${pickupId}`, { feeGross: 100, freeFromGross: null }), 404, 'SHIPPING_NOT_FOUND');
    expect((await read()).shippings).toEqual(before);
    expect(await recordCount(`shipping-${courierId}`)).toBe(count);
    expect(await quote()).toBe(899);
  });

  it('records a refused change in the audit as a refusal of the section', async () => {
    await put(`shippings/${courierId}`, { feeGross: -5, freeFromGross: null });
    const [row] = await api.db.select().from(staffActions)
      .where(and(eq(staffActions.subjectType, 'settings'), eq(staffActions.subjectId, `shipping-${courierId}`)))
      .orderBy(desc(staffActions.id)).limit(1);
    expect(row!.refusal).toMatchObject({ code: 'VALIDATION_ERROR', statusCode: 400 });
  });
});
