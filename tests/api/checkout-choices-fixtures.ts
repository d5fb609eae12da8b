// What the checkout-choices suites share: a signed-in customer with an address book and a cart,
// the calls of the checkout steps, shop days in Europe/Rome, and shipping rows of the suites' own
// (a delivery method and pickup points with known opening hours), beside the demo seed's.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkoutSchema, type Checkout } from '../../contract/checkout.js';
import type { Db } from '../../server/db/client.js';
import { shippings } from '../../server/db/schema.js';
import { SHOP_ID } from '../../server/domain/shop-id.js';
import { addAddressOk, PADOVA } from './address-fixtures.js';
import { signUpOk } from './auth-fixtures.js';
import { Visitor } from './cart-fixtures.js';
import type { TestApi } from './harness.js';

const name = (it: string) => ({ it, en: it, fr: it, es: it, de: it });
const slot = (from: string, to: string, opened: boolean) => ({ from, to, opened });
const morningsOnly = { am: slot('09:00', '12:30', true), pm: slot('14:30', '19:00', false) };
const shut = { am: slot('00:00', '00:00', false), pm: slot('00:00', '00:00', false) };
const everyDay = (day: typeof morningsOnly) =>
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]));

export const MORNING = { from: '09:00', to: '12:30' };
export const AFTERNOON = { from: '14:30', to: '19:00' };

export interface ShippingIds {
  /** Seed: courier, Italy, 8.99 € under 79.99 €, free above. */
  courier: number;
  /** Seed: express, Italy, 14.90 € always. */
  express: number;
  /** Seed: courier to France and Germany only. */
  abroad: number;
  /** Ours: delivery, Italy, 6.00 €. */
  delivery: number;
  /** Ours: a pickup point open every morning, its afternoons closed. */
  point: number;
  /** Ours: a pickup point closed every day. */
  closedPoint: number;
}

export async function insertShippings(db: Db): Promise<ShippingIds> {
  const seeded = await db.select().from(shippings).where(eq(shippings.shopId, SHOP_ID));
  const find = (type: string, country: string) => seeded.find((s) => s.type === type && s.countries.includes(country))!.id;
  const insert = async (row: Partial<typeof shippings.$inferInsert> & { type: 'delivery' | 'pickup' }) =>
    (await db.insert(shippings).values({ shopId: SHOP_ID, name: name(`Test ${row.type}`), countries: ['IT'], position: 50, ...row })
      .returning({ id: shippings.id }))[0]!.id;
  const pickup = { name: 'Punto di prova', street: 'Via del Ritiro 1', zipcode: '24125', city: 'Bergamo', province: 'BG' };
  return {
    courier: find('courier', 'IT'),
    express: find('express', 'IT'),
    abroad: find('courier', 'FR'),
    delivery: await insert({ type: 'delivery', feeGross: 600, deliveryAverageDays: { on: true, value: '3/5' } }),
    point: await insert({ type: 'pickup', pickup, openingHours: everyDay(morningsOnly) }),
    closedPoint: await insert({ type: 'pickup', pickup: { ...pickup, name: 'Punto chiuso' }, openingHours: everyDay(shut), position: 51 }),
  };
}

export const setShippingActive = (db: Db, id: number, active: boolean) =>
  db.update(shippings).set({ active }).where(and(eq(shippings.id, id), eq(shippings.shopId, SHOP_ID)));

const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day `days` after today in Rome, as YYYY-MM-DD (today: 0). */
export function shopDay(days: number): string {
  const d = new Date(`${romeDay.format(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A signed-in customer with two addresses (the first is both defaults) on one device. */
export async function customer(api: TestApi) {
  const { token, user } = await signUpOk(api);
  const home = await addAddressOk(api, user.id, token);
  const office = await addAddressOk(api, user.id, token, { ...PADOVA, street: 'Via Ufficio 3', name: { first: 'Marco', last: 'Verdi' } });
  const device = new Visitor(api);
  const headers = { authorization: `Bearer ${token}` };
  const call = (method: string, path: string, body?: unknown) => device.call(method, path, body, headers);
  const ok = async (method: string, path: string, body?: unknown): Promise<Checkout> => {
    const res = await call(method, path, body);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return checkoutSchema.parse(json);
  };
  return {
    token, user, home, office, device, headers, call, ok,
    add: (id: number, quantity: number) => device.add({ id, quantity }, headers),
    state: () => ok('GET', '/v1/checkout/ss'),
    addresses: (body: unknown) => call('POST', '/v1/checkout/me/addresses', body),
    shipping: (body: unknown) => call('POST', '/v1/checkout/me/shippings', body),
    payment: (body: unknown) => call('POST', '/v1/checkout/me/payments', body),
    /** Addresses confirmed as preselected: home for both, no gift. */
    confirmAddresses: () => ok('POST', '/v1/checkout/me/addresses', { billing: home.id, shipping: home.id, gift: { on: false, message: '' } }),
  };
}
export type Customer = Awaited<ReturnType<typeof customer>>;
