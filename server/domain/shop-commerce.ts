// The commercial parts of the shop answer: payments, shippings, stores and settings.
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n-text.js';
import { isPaymentMethodId } from '../../contract/rules/payment.js';
import { thresholdsOf } from '../../contract/rules/shipping.js';
import type { PaymentMethod, ShippingMethod, Store } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { payments, settings, shippings, stores } from '../db/schema.js';
import { translate, translateOptional } from './i18n.js';
import { SHOP_ID } from './shop-id.js';

export const paymentRows = (db: Db) =>
  db.select().from(payments).where(eq(payments.shopId, SHOP_ID)).orderBy(asc(payments.position), asc(payments.id));

export const shippingRows = (db: Db) =>
  db.select().from(shippings).where(and(eq(shippings.shopId, SHOP_ID), eq(shippings.active, true)))
    .orderBy(asc(shippings.position), asc(shippings.id));

export const storeRows = (db: Db) =>
  db.select().from(stores).where(eq(stores.shopId, SHOP_ID)).orderBy(asc(stores.name), asc(stores.id));

export async function settingsRow(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.shopId, SHOP_ID)).limit(1);
  // Without a settings row the shop cannot sell: report it as not subscribed.
  return row ?? { subscriptionStatus: 'missing', currency: 'EUR', cartMaxDefault: 99 };
}

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];
export type ShippingRow = Awaited<ReturnType<typeof shippingRows>>[number];
type StoreRow = Awaited<ReturnType<typeof storeRows>>[number];

/** Payment rows with an id the clients know; others are ignored rather than breaking the answer. */
export function toPayments(rows: PaymentRow[], lang: Lang): PaymentMethod[] {
  return rows.flatMap((r) => isPaymentMethodId(r.id) ? [{
    id: r.id, name: translate(r.name, lang), actived: r.actived, available: r.available,
    additionalPrice: { on: r.additionalPriceOn, value: r.additionalPriceValue },
  }] : []);
}

export function toShipping(r: ShippingRow, lang: Lang): ShippingMethod {
  const description = translateOptional(r.description, lang);
  return {
    id: r.id, type: r.type, name: translate(r.name, lang), countries: r.countries,
    thresholds: thresholdsOf(r),
    ...(description ? { description } : {}),
    ...(r.deliveryAverageDays ? { deliveryAverageDays: r.deliveryAverageDays } : {}),
    ...(r.pickup ? { pickup: r.pickup } : {}),
    ...(r.openingHours ? { openingHours: r.openingHours } : {}),
  };
}

const coordinate = (value: string | null) => {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

export function toStore(r: StoreRow): Store {
  const lat = coordinate(r.lat);
  const lng = coordinate(r.lng);
  return {
    id: r.id, kind: r.kind, name: r.name, street: r.street, zipcode: r.zipcode, city: r.city, province: r.province,
    ...(r.phone ? { phone: r.phone } : {}), ...(lat !== undefined ? { lat } : {}), ...(lng !== undefined ? { lng } : {}),
  };
}
