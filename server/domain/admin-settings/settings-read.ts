// GET admin/settings: the settings the back office edits, as they stand (docs/decisions/238-settings-screens.md).
import { asc, eq } from 'drizzle-orm';
import { openingHoursSchema, type AdminSettings } from '../../../contract/admin-settings.js';
import type { Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { settings, shippings, shops } from '../../db/schema.js';
import { translate } from '../i18n.js';
import { invoiceSeller } from '../invoices/seller.js';
import { SHOP_ID } from '../shop-id.js';

/** Which sections the environment replaces at every start (SHOP_BANK_*, SHOP_INVOICING). */
export interface FromEnvironment {
  bank: boolean;
  invoicing: boolean;
}

export async function adminSettings(db: Db, fromEnvironment: FromEnvironment, lang: Lang): Promise<AdminSettings> {
  const [shop] = await db.select({ bank: shops.bank }).from(shops).where(eq(shops.id, SHOP_ID));
  const [setting] = await db.select({ ordersEmail: settings.ordersEmail }).from(settings).where(eq(settings.shopId, SHOP_ID));
  const { seller } = await invoiceSeller(db);
  const methods = await db.select().from(shippings).where(eq(shippings.shopId, SHOP_ID)).orderBy(asc(shippings.position), asc(shippings.id));
  return {
    ordersEmail: setting?.ordersEmail ?? null,
    bank: { account: shop?.bank ?? null, fromEnvironment: fromEnvironment.bank },
    invoicing: { seller, fromEnvironment: fromEnvironment.invoicing },
    pickups: methods.filter((m) => m.type === 'pickup').map((m) => ({
      id: m.id, name: translate(m.name, lang), active: m.active,
      place: m.pickup ? `${m.pickup.name}, ${m.pickup.street}, ${m.pickup.zipcode} ${m.pickup.city} (${m.pickup.province})` : '',
      // Hours kept in another shape than the screen's week (a day missing) show as none to fill in.
      openingHours: openingHoursSchema.safeParse(m.openingHours).data ?? null,
    })),
    shippings: methods.filter((m) => m.type !== 'pickup').map((m) => ({
      id: m.id, type: m.type, name: translate(m.name, lang), active: m.active, countries: m.countries,
      feeGross: m.feeGross, freeFromGross: m.freeFromGross,
    })),
  };
}
