// docs/product/catalogue.md#shop-availability: the shop is available only if at least one payment is both actived and
// available, shippings exist, and the subscription status is 'actived' or 'free'. While it is not,
// nothing can be bought: cart adds and increases and the order calls are refused (decision 091).
import { sql } from 'drizzle-orm';
import type { I18nText } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { payments, settings, shippings } from '../db/schema.js';
import { CartRefusal } from './cart/refusal.js';
import { rows } from './catalogue/rows.js';
import { inFiveLangs } from './i18n.js';
import { SHOP_ID } from './shop-id.js';

export interface AvailabilityInput {
  payments: { actived: boolean; available: boolean }[];
  shippingsCount: number;
  subStatus: string;
}

export function isShopAvailable({ payments, shippingsCount, subStatus }: AvailabilityInput): boolean {
  const canPay = payments.some((p) => p.actived && p.available);
  return canPay && shippingsCount > 0 && (subStatus === 'actived' || subStatus === 'free');
}

/** The refusal's text; the PWA says the same (src/offline/notice-text.ts shopUnavailableText). */
export const SHOP_UNAVAILABLE: I18nText = inFiveLangs(/*i18n*/ { id: 'shopAvailability.shopUnavailable', message: 'Al momento il negozio non accetta ordini: non è possibile acquistare.' });

/** What a purchase in a transaction checks of the shop: whether it sells, and the default line limit. */
export interface ShopTerms {
  available: boolean;
  cartMaxDefault: number;
}

/**
 * The rule above and the cart's default limit, read now from the database (inside the caller's
 * transaction when given one) in one statement: a purchase's transaction holds PGlite's one
 * connection, and the four reads this replaces held it four times as long
 * (docs/decisions/254-a-purchase-reads-the-shop-once.md).
 */
export async function shopTerms(db: Db): Promise<ShopTerms> {
  const [row] = await rows<{ subscription_status: string | null; cart_max_default: number | null; can_pay: boolean; ships: boolean }>(db, sql`
    select s.subscription_status, s.cart_max_default,
           exists(select 1 from ${payments} p where p.shop_id = ${SHOP_ID} and p.actived and p.available) as can_pay,
           exists(select 1 from ${shippings} h where h.shop_id = ${SHOP_ID} and h.active) as ships
      from (select 1) one left join ${settings} s on s.shop_id = ${SHOP_ID}`);
  // Without a settings row the shop cannot sell: as settingsRow reports it, not subscribed.
  const subStatus = row?.subscription_status ?? 'missing';
  return {
    available: isShopAvailable({ payments: row?.can_pay ? [{ actived: true, available: true }] : [], shippingsCount: row?.ships ? 1 : 0, subStatus }),
    cartMaxDefault: row?.cart_max_default ?? 99,
  };
}

/**
 * Refuses (409 SHOP_UNAVAILABLE, a 'conflict' refusal) anything that would buy while the shop is
 * not available: cart adds, quantity increases, and the checkout's order calls. Removing and
 * decreasing stay allowed, so a customer can always empty the cart (decision 091).
 */
export function assertSells(terms: ShopTerms): void {
  if (!terms.available) throw new CartRefusal('conflict', 'SHOP_UNAVAILABLE', SHOP_UNAVAILABLE);
}

/** The shop's terms, read now, after the refusal above when it does not sell. */
export async function assertShopAvailable(db: Db): Promise<ShopTerms> {
  const terms = await shopTerms(db);
  assertSells(terms);
  return terms;
}
