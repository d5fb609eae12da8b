// The checkout choices of a signed-in customer (decisions 123-125): addresses and gift,
// shipping (fees, pickup day and slot), payment (surcharge, switch rules, saved cards), the
// current step, and every refusal changing nothing. Totals are checked in cents.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '../../contract/checkout.js';
import { checkoutChoices } from '../../server/db/schema.js';
import { addAddressOk } from './address-fixtures.js';
import { NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { insertSavedCard } from './card-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import {
  AFTERNOON, customer, insertShippings, MORNING, shopDay, type Customer, type ShippingIds,
} from './checkout-choices-fixtures.js';
import { expectError, failingFields } from './harness.js';

const { api, fx } = cartApiSuite({ env: NO_RATE_LIMITS });
let ship: ShippingIds;
beforeAll(async () => { ship = await insertShippings(api.db); });

const courier = () => ({ method: 'courier', id: ship.courier, pickup: null });
const pickupAt = (date: string, hour = MORNING, point = ship.point) => ({ method: 'pickup', id: point, pickup: { point, date, hour } });

/** A bad call: its status and code, the failing fields it names, and the checkout unchanged. */
async function refusedUnchanged(c: Customer, send: () => Promise<Response>, status: number, code: string, fields?: string[]) {
  const before = await c.state();
  const error = await expectError(await send(), status, code);
  if (fields) expect(failingFields(error)).toEqual(expect.arrayContaining(fields));
  expect(await c.state()).toEqual(before);
  return error;
}

const money = (s: Checkout) => ({
  gross: s.cashier.gross, shipping: s.cashier.shipping, surcharge: s.cashier.payment.additionalGross, total: s.cashier.total,
});

describe('POST checkout/me/addresses', () => {
  it('shows the default addresses before any choice, with the addresses step current', async () => {
    const c = await customer(api);
    await c.add(fx.book, 1);
    const s = await c.state();
    expect(s.addresses.billing?.id).toBe(c.home.id);
    expect(s.addresses.shipping?.id).toBe(c.home.id);
    expect(s.gift).toEqual({ on: false, message: '' });
    expect(s.steps.current.slug).toBe('indirizzi');
  });

  it('records billing, shipping and the gift note; the shipping step becomes current', async () => {
    const c = await customer(api);
    await c.add(fx.book, 1);
    const s = await c.ok('POST', '/v1/checkout/me/addresses', { billing: c.home.id, shipping: c.office.id, gift: { on: true, message: ' Buon compleanno! ' } });
    expect(s.addresses.billing).toEqual(c.home);
    expect(s.addresses.shipping).toMatchObject({ id: c.office.id, street: 'Via Ufficio 3', name: { first: 'Marco', last: 'Verdi' } });
    expect(s.gift).toEqual({ on: true, message: 'Buon compleanno!' });
    expect(s.steps.current.slug).toBe('spedizione');
    expect(await c.state()).toEqual(s);
  });

  it('keeps no gift message once the gift is off', async () => {
    const c = await customer(api);
    const s = await c.ok('POST', '/v1/checkout/me/addresses', { billing: c.home.id, shipping: c.home.id, gift: { on: false, message: 'resto' } });
    expect(s.gift).toEqual({ on: false, message: '' });
  });

  it("answers 404 NOT_FOUND for another customer's address and changes nothing", async () => {
    const c = await customer(api);
    const other = await signUpOk(api);
    const theirs = await addAddressOk(api, other.user.id, other.token, { street: 'Via Altrui 9' });
    const error = await refusedUnchanged(c, () => c.addresses({ billing: c.home.id, shipping: theirs.id, gift: { on: false, message: '' } }), 404, 'NOT_FOUND');
    expect(JSON.stringify(error)).not.toContain('Via Altrui');
    await refusedUnchanged(c, () => c.addresses({ billing: 99999999, shipping: c.home.id, gift: { on: false, message: '' } }), 404, 'NOT_FOUND');
  });

  it('refuses bad bodies with the failing fields and changes nothing', async () => {
    const c = await customer(api);
    const gift = { on: true, message: '' };
    await refusedUnchanged(c, () => c.addresses({ billing: c.home.id, gift }), 400, 'VALIDATION_ERROR', ['shipping']);
    await refusedUnchanged(c, () => c.addresses({ billing: 'casa', shipping: -1, gift }), 400, 'VALIDATION_ERROR', ['billing', 'shipping']);
    await refusedUnchanged(c, () => c.addresses({ billing: c.home.id, shipping: c.home.id, gift: { on: true, message: 'x'.repeat(251) } }), 400, 'VALIDATION_ERROR', ['gift.message']);
    await refusedUnchanged(c, () => c.addresses({ billing: c.home.id, shipping: c.home.id }), 400, 'VALIDATION_ERROR', ['gift']);
  });

  it('lets a deleted chosen address drop out: the default shows again and the addresses step is current', async () => {
    const c = await customer(api);
    await c.ok('POST', '/v1/checkout/me/addresses', { billing: c.home.id, shipping: c.office.id, gift: { on: false, message: '' } });
    const del = await api.fetch(`/v1/users/${c.user.id}/addresses/${c.office.id}`, { method: 'DELETE', headers: c.headers });
    expect(del.status).toBe(200);
    const s = await c.state();
    expect(s.addresses.shipping?.id).toBe(c.home.id);
    expect(s.steps.current.slug).toBe('indirizzi');
  });
});

describe('POST checkout/me/shippings', () => {
  it('charges the Italian courier 8.99 € under 79.99 € and nothing from 79.99 € on; the payment step becomes current', async () => {
    const c = await customer(api);
    await c.confirmAddresses();
    await c.add(fx.bottle, 1); // 25.00 €
    const below = await c.ok('POST', '/v1/checkout/me/shippings', courier());
    expect(below.shipping).toEqual({ method: 'courier', id: ship.courier, pickup: null });
    expect(money(below)).toEqual({ gross: 2500, shipping: { free: false, gross: 899 }, surcharge: 0, total: 3399 });
    expect(below.delivery).toEqual({ country: 'IT', time: 'FAST' });
    expect(below.steps.current.slug).toBe('pagamento');
    // 3 × 25.00 € = 75.00 €: still under the threshold. A 10.00 € book more (85.00 €): free, on the cart's own answer.
    await c.add(fx.bottle, 2);
    const above = await c.ok('POST', '/v1/checkout/me/shippings', courier());
    expect(money(above)).toEqual({ gross: 7500, shipping: { free: false, gross: 899 }, surcharge: 0, total: 8399 });
    const free = await c.add(fx.book, 1);
    expect(money(free)).toEqual({ gross: 8500, shipping: { free: true, gross: 0 }, surcharge: 0, total: 8500 });
  });

  it('charges express its fee whatever the cart, and delivery its own with its delivery time', async () => {
    const c = await customer(api);
    await c.add(fx.bottle, 4); // 100.00 €
    const express = await c.ok('POST', '/v1/checkout/me/shippings', { method: 'express', id: ship.express, pickup: null });
    expect(money(express)).toEqual({ gross: 10000, shipping: { free: false, gross: 1490 }, surcharge: 0, total: 11490 });
    expect(express.delivery.time).toBe('PRIME');
    const delivery = await c.ok('POST', '/v1/checkout/me/shippings', { method: 'delivery', id: ship.delivery, pickup: null });
    expect(money(delivery).total).toBe(10600);
    expect(delivery.delivery.time).toBe('NORMAL');
  });

  it('books a pickup from tomorrow in an open slot, free of charge, with the point shown', async () => {
    const c = await customer(api);
    await c.confirmAddresses();
    await c.add(fx.bottle, 1);
    const s = await c.ok('POST', '/v1/checkout/me/shippings', pickupAt(shopDay(1)));
    expect(s.shipping).toEqual({
      method: 'pickup', id: ship.point,
      pickup: { point: ship.point, name: 'Punto di prova', address: { street: 'Via del Ritiro 1', zipcode: '24125', city: 'Bergamo' }, date: shopDay(1), hour: MORNING },
    });
    expect(money(s)).toEqual({ gross: 2500, shipping: { free: true, gross: 0 }, surcharge: 0, total: 2500 });
    expect(s.steps.current.slug).toBe('pagamento');
    // The horizon's last day (today + 30) can be booked too.
    expect((await c.ok('POST', '/v1/checkout/me/shippings', pickupAt(shopDay(30)))).shipping.pickup?.date).toBe(shopDay(30));
  });

  it('refuses today, the past, the day after the horizon, a closed slot, a slot not of the day and a closed point', async () => {
    const c = await customer(api);
    await c.add(fx.book, 1);
    const today = await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(0))), 400, 'PICKUP_DATE_OUT_OF_RANGE', ['pickup.date']);
    expect(today.payload).toMatchObject({ first: shopDay(1), last: shopDay(30) });
    await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(-3))), 400, 'PICKUP_DATE_OUT_OF_RANGE', ['pickup.date']);
    await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(31))), 400, 'PICKUP_DATE_OUT_OF_RANGE', ['pickup.date']);
    const closed = await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(2), AFTERNOON)), 409, 'PICKUP_SLOT_CLOSED', ['pickup.hour']);
    expect(closed.message).toBe('Questa fascia oraria non è disponibile: scegline un\'altra');
    await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(2), { from: '09:00', to: '19:00' })), 400, 'PICKUP_SLOT_UNKNOWN', ['pickup.hour']);
    await refusedUnchanged(c, () => c.shipping(pickupAt(shopDay(2), MORNING, ship.closedPoint)), 409, 'PICKUP_DAY_CLOSED', ['pickup.date']);
    await refusedUnchanged(c, () => c.shipping(pickupAt('2027-02-30')), 400, 'PICKUP_DATE_INVALID', ['pickup.date']);
  });

  it('refuses bad method, id and pickup combinations with the failing field, changing nothing', async () => {
    const c = await customer(api);
    await c.add(fx.book, 1);
    await c.ok('POST', '/v1/checkout/me/shippings', courier());
    await refusedUnchanged(c, () => c.shipping({ method: 'courier', id: ship.courier, pickup: { point: ship.point, date: shopDay(1), hour: MORNING } }), 400, 'PICKUP_NOT_ALLOWED', ['pickup']);
    await refusedUnchanged(c, () => c.shipping({ method: 'pickup', id: ship.point, pickup: null }), 400, 'PICKUP_REQUIRED', ['pickup']);
    await refusedUnchanged(c, () => c.shipping({ method: 'pickup', id: ship.point, pickup: { point: ship.closedPoint, date: shopDay(1), hour: MORNING } }), 400, 'PICKUP_POINT_MISMATCH', ['pickup.point']);
    await refusedUnchanged(c, () => c.shipping({ method: 'express', id: ship.courier, pickup: null }), 400, 'SHIPPING_TYPE_MISMATCH', ['method']);
    await refusedUnchanged(c, () => c.shipping({ method: 'courier', id: ship.abroad, pickup: null }), 409, 'SHIPPING_COUNTRY_NOT_SERVED', ['id']);
    await refusedUnchanged(c, () => c.shipping({ method: 'courier', id: 99999999, pickup: null }), 404, 'SHIPPING_METHOD_NOT_FOUND', ['id']);
    await refusedUnchanged(c, () => c.shipping({ method: 'drone', id: ship.courier, pickup: null }), 400, 'VALIDATION_ERROR', ['method']);
    await refusedUnchanged(c, () => c.shipping({ method: 'courier', id: ship.courier }), 400, 'VALIDATION_ERROR', ['pickup']);
    await refusedUnchanged(c, () => c.shipping({ method: 'pickup', id: ship.point, pickup: { point: ship.point, date: '1/12/2026', hour: { from: '9', to: '12:30' } } }), 400, 'VALIDATION_ERROR', ['pickup.date', 'pickup.hour.from']);
  });

  it('clears what no longer applies: leaving pickup drops point, day and slot; leaving courier drops its option', async () => {
    const c = await customer(api);
    await c.add(fx.book, 1);
    await c.ok('POST', '/v1/checkout/me/shippings', pickupAt(shopDay(1)));
    const toCourier = await c.ok('POST', '/v1/checkout/me/shippings', courier());
    expect(toCourier.shipping).toEqual({ method: 'courier', id: ship.courier, pickup: null });
    const [row] = await api.db.select().from(checkoutChoices).where(eq(checkoutChoices.cartId, toCourier.id));
    expect(row).toMatchObject({ shippingMethod: 'courier', shippingId: ship.courier, pickupDate: null, pickupFrom: null, pickupTo: null });
    const toExpress = await c.ok('POST', '/v1/checkout/me/shippings', { method: 'express', id: ship.express, pickup: null });
    expect(toExpress.shipping).toEqual({ method: 'express', id: ship.express, pickup: null });
  });

  it('lets a pickup day that has come drop out: the method stays, the shipping step is current again', async () => {
    const c = await customer(api);
    await c.confirmAddresses();
    await c.add(fx.book, 1);
    const booked = await c.ok('POST', '/v1/checkout/me/shippings', pickupAt(shopDay(1)));
    await c.ok('POST', '/v1/checkout/me/payments', { method: 'pos', id: null });
    await api.db.update(checkoutChoices).set({ pickupDate: shopDay(0) }).where(eq(checkoutChoices.cartId, booked.id));
    const s = await c.state();
    expect(s.shipping).toEqual({ method: 'pickup', id: ship.point, pickup: null });
    expect(s.steps.current.slug).toBe('spedizione');
  });
});

describe('POST checkout/me/payments', () => {
  async function ready(c: Customer) {
    await c.confirmAddresses();
    await c.add(fx.bottle, 1);
  }

  it('adds the method\'s surcharge to the total; every step done makes the confirm step current', async () => {
    const c = await customer(api);
    await ready(c);
    await c.ok('POST', '/v1/checkout/me/shippings', courier());
    const mark = await c.ok('POST', '/v1/checkout/me/payments', { method: 'mark', id: null });
    expect(mark.payment).toEqual({ method: 'mark', id: null });
    expect(money(mark)).toEqual({ gross: 2500, shipping: { free: false, gross: 899 }, surcharge: 500, total: 3899 });
    expect(mark.steps.current.slug).toBe('conferma');
    const paypal = await c.ok('POST', '/v1/checkout/me/payments', { method: 'paypal', id: null });
    expect(money(paypal)).toMatchObject({ surcharge: 0, total: 3399 });
  });

  it('keeps the payment step current until a method is chosen', async () => {
    const c = await customer(api);
    await ready(c);
    expect((await c.ok('POST', '/v1/checkout/me/shippings', courier())).steps.current.slug).toBe('pagamento');
  });

  it('switches bank transfer and cash on delivery to card with delivery shipping, pos to card with a courier', async () => {
    const c = await customer(api);
    await ready(c);
    await c.ok('POST', '/v1/checkout/me/shippings', { method: 'delivery', id: ship.delivery, pickup: null });
    expect((await c.ok('POST', '/v1/checkout/me/payments', { method: 'bankTransfer', id: null })).payment).toEqual({ method: 'stripe', id: null });
    const mark = await c.ok('POST', '/v1/checkout/me/payments', { method: 'mark', id: null });
    expect(mark.payment.method).toBe('stripe');
    expect(mark.cashier.payment.additionalGross).toBe(0);
    await c.ok('POST', '/v1/checkout/me/shippings', courier());
    expect((await c.ok('POST', '/v1/checkout/me/payments', { method: 'pos', id: null })).payment.method).toBe('stripe');
    expect((await c.ok('POST', '/v1/checkout/me/payments', { method: 'bankTransfer', id: null })).payment.method).toBe('bankTransfer');
  });

  it('applies the switch rules again when the shipping changes after the payment', async () => {
    const c = await customer(api);
    await ready(c);
    await c.ok('POST', '/v1/checkout/me/shippings', pickupAt(shopDay(1)));
    expect((await c.ok('POST', '/v1/checkout/me/payments', { method: 'pos', id: null })).payment.method).toBe('pos');
    expect((await c.ok('POST', '/v1/checkout/me/shippings', courier())).payment).toEqual({ method: 'stripe', id: null });
    await c.ok('POST', '/v1/checkout/me/payments', { method: 'mark', id: null });
    const delivery = await c.ok('POST', '/v1/checkout/me/shippings', { method: 'delivery', id: ship.delivery, pickup: null });
    expect(delivery.payment).toEqual({ method: 'stripe', id: null });
    expect(delivery.cashier.payment.additionalGross).toBe(0);
    // Nothing to switch: the choice stays.
    await c.ok('POST', '/v1/checkout/me/payments', { method: 'paypal', id: null });
    expect((await c.ok('POST', '/v1/checkout/me/shippings', courier())).payment.method).toBe('paypal');
  });

  it("takes one of the customer's saved cards for stripe; another's card is 404 NOT_FOUND", async () => {
    const c = await customer(api);
    await ready(c);
    const mine = await insertSavedCard(api.db, c.user.id);
    const other = await signUpOk(api);
    const theirs = await insertSavedCard(api.db, other.user.id);
    expect((await c.ok('POST', '/v1/checkout/me/payments', { method: 'stripe', id: mine })).payment).toEqual({ method: 'stripe', id: mine });
    await refusedUnchanged(c, () => c.payment({ method: 'stripe', id: theirs }), 404, 'NOT_FOUND');
    await refusedUnchanged(c, () => c.payment({ method: 'stripe', id: 'pm_not_a_card' }), 404, 'NOT_FOUND');
  });

  it('refuses a method the shop does not take, an id with another method and bad bodies, changing nothing', async () => {
    const c = await customer(api);
    await ready(c);
    await c.ok('POST', '/v1/checkout/me/payments', { method: 'paypal', id: null });
    // cash is switched off in the shop's data.
    await refusedUnchanged(c, () => c.payment({ method: 'cash', id: null }), 409, 'PAYMENT_METHOD_UNAVAILABLE', ['method']);
    await refusedUnchanged(c, () => c.payment({ method: 'paypal', id: 'x' }), 400, 'PAYMENT_ID_NOT_ALLOWED', ['id']);
    await refusedUnchanged(c, () => c.payment({ method: 'bitcoin', id: null }), 400, 'VALIDATION_ERROR', ['method']);
    await refusedUnchanged(c, () => c.payment({ method: 'stripe' }), 400, 'VALIDATION_ERROR', ['id']);
    await refusedUnchanged(c, () => c.payment({ method: 'stripe', id: 'x'.repeat(65) }), 400, 'VALIDATION_ERROR', ['id']);
  });
});

describe('signed-in only', () => {
  it.each([
    ['POST', '/v1/checkout/me/addresses'], ['POST', '/v1/checkout/me/shippings'], ['POST', '/v1/checkout/me/payments'], ['PATCH', '/v1/checkout/me/secure'],
  ])('%s %s without a token answers 401 AUTH_REQUIRED', async (method, path) => {
    await expectError(await api.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' }), 401, 'AUTH_REQUIRED');
  });

  it("a visitor's checkout is on the sign-in step with nothing chosen", async () => {
    const res = await api.fetch('/v1/checkout/ss');
    const s = await res.json() as Checkout;
    expect(s.steps.current.slug).toBe('accedi');
    expect(s.addresses).toEqual({ billing: null, shipping: null });
  });
});

describe('GET payments_methods, shippings_methods, shippings_methods/d/l', () => {
  it('lists the payment methods the shop takes now, translated, with their surcharge', async () => {
    const res = await api.fetch('/v1/payments_methods?lang=en');
    expect(res.status).toBe(200);
    const list = await res.json() as { id: string; name: string; additionalPrice: { on: boolean; value: number } }[];
    expect(list.map((p) => p.id)).toEqual(['stripe', 'paypal', 'bankTransfer', 'mark', 'pos']);
    expect(list.find((p) => p.id === 'stripe')?.name).toBe('Credit card');
    expect(list.find((p) => p.id === 'mark')?.additionalPrice).toEqual({ on: true, value: 500 });
  });

  it("groups the methods serving Italy by type, in the spec's order of types", async () => {
    const res = await api.fetch('/v1/shippings_methods?lang=it');
    expect(res.status).toBe(200);
    const groups = await res.json() as { type: string; docs: { id: number; countries: string[] }[] }[];
    expect(groups.map((g) => g.type)).toEqual(['courier', 'express', 'delivery', 'pickup']);
    const ids = groups.flatMap((g) => g.docs.map((d) => d.id));
    expect(ids).toEqual(expect.arrayContaining([ship.courier, ship.express, ship.delivery, ship.point]));
    expect(ids).not.toContain(ship.abroad);
    expect(groups.find((g) => g.type === 'courier')?.docs[0]).toMatchObject({ thresholds: { fixed: { on: true, value: 899 }, free: { on: true, value: 7999 } } });
  });

  it('lists every active method for the information page, abroad ones included', async () => {
    const res = await api.fetch('/v1/shippings_methods/d/l');
    expect(res.status).toBe(200);
    const all = await res.json() as { id: number; countries: string[] }[];
    expect(all.find((s) => s.id === ship.abroad)?.countries).toEqual(['FR', 'DE']);
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([ship.courier, ship.point, ship.closedPoint]));
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the checkout choices, the re-check and the methods lists with their schemas', async () => {
    const doc = await (await api.fetch('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const [path, method] of [
      ['/v1/checkout/me/addresses', 'post'], ['/v1/checkout/me/shippings', 'post'], ['/v1/checkout/me/payments', 'post'],
      ['/v1/checkout/me/secure', 'patch'], ['/v1/payments_methods', 'get'], ['/v1/shippings_methods', 'get'], ['/v1/shippings_methods/d/l', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
    expect(Object.keys(doc.paths['/v1/checkout/me/shippings']!.post!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining([
      'CheckoutAddressesBody', 'CheckoutShippingBody', 'CheckoutPaymentBody', 'CheckoutSecureBody', 'CheckoutSecureAnswer', 'ShippingGroups',
    ]));
  });
});
