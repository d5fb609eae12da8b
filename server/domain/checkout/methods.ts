// The payment and shipping methods the checkout steps and the information pages list
// (docs/product/checkout.md#methods, shippings_methods, shippings_methods/d/l; decision 123).
import type { ShippingGroup } from '../../../contract/checkout-choices.js';
import type { Lang } from '../../../contract/i18n-text.js';
import { SHIPPING_TYPES, type PaymentMethod, type ShippingMethod } from '../../../contract/shop.js';
import type { Db } from '../../db/client.js';
import { paymentRows, shippingRows, toPayments, toShipping } from '../shop-commerce.js';

/** What a customer can pay with now: actived and available (docs/product/checkout.md#methods), in position order. */
export async function offeredPayments(db: Db, lang: Lang): Promise<PaymentMethod[]> {
  return toPayments(await paymentRows(db), lang).filter((p) => p.actived && p.available);
}

/** Every active shipping method, in position order (the shipping information page). */
export async function activeShippings(db: Db, lang: Lang): Promise<ShippingMethod[]> {
  return (await shippingRows(db)).map((row) => toShipping(row, lang));
}

/** The active methods serving `country`, grouped by type in the spec's order of types; empty groups left out. */
export async function shippingGroups(db: Db, country: string, lang: Lang): Promise<ShippingGroup[]> {
  const serving = (await activeShippings(db, lang)).filter((s) => s.countries.includes(country));
  return SHIPPING_TYPES.flatMap((type) => {
    const docs = serving.filter((s) => s.type === type);
    return docs.length > 0 ? [{ type, docs }] : [];
  });
}
