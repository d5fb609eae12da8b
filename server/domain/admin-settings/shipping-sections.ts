// The settings kept on the shipping methods' rows: a pickup point's opening hours (shippings of
// type pickup: the checkout's pickup picker and the ready-for-pickup mail read them there) and a
// method's fee and free-shipping threshold (the cashier's quote, contract/rules/shipping.ts). Both
// are in the shop answer, kept per catalogue version: the route re-reads the version after the
// change (decision 201).
import { and, eq, ne } from 'drizzle-orm';
import type { PickupHoursBody, ShippingPriceBody } from '../../../contract/admin-settings.js';
import type { Db } from '../../db/client.js';
import { shippings } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { SettingsRefusal } from './refusal.js';
import { changeSection } from './section-change.js';
import * as texts from './texts.js';

export function changePickupHours(db: Db, staffId: number, id: number, body: PickupHoursBody): Promise<boolean> {
  return changeSection(db, {
    staffId, section: `pickup-${id}`,
    async lockAndRead(tx) {
      const [row] = await tx.select({ openingHours: shippings.openingHours }).from(shippings)
        .where(and(eq(shippings.id, id), eq(shippings.shopId, SHOP_ID), eq(shippings.type, 'pickup'))).for('update');
      if (!row) throw new SettingsRefusal('missing', 'PICKUP_NOT_FOUND', texts.PICKUP_NOT_FOUND, { id });
      return row.openingHours;
    },
    async write(tx, openingHours) {
      await tx.update(shippings).set({ openingHours }).where(eq(shippings.id, id));
    },
  }, body.openingHours);
}

export function changeShippingPrice(db: Db, staffId: number, id: number, body: ShippingPriceBody): Promise<boolean> {
  return changeSection(db, {
    staffId, section: `shipping-${id}`,
    async lockAndRead(tx) {
      // A pickup costs nothing (contract/rules/shipping.ts): it has no price to set.
      const [row] = await tx.select({ feeGross: shippings.feeGross, freeFromGross: shippings.freeFromGross }).from(shippings)
        .where(and(eq(shippings.id, id), eq(shippings.shopId, SHOP_ID), ne(shippings.type, 'pickup'))).for('update');
      if (!row) throw new SettingsRefusal('missing', 'SHIPPING_NOT_FOUND', texts.SHIPPING_NOT_FOUND, { id });
      return row;
    },
    async write(tx, price) {
      await tx.update(shippings).set(price).where(eq(shippings.id, id));
    },
  }, { feeGross: body.feeGross, freeFromGross: body.freeFromGross });
}
