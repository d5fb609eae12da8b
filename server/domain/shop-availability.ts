// docs/product/catalogue.md#shop-availability: the shop is available only if at least one payment is both actived and
// available, shippings exist, and the subscription status is 'actived' or 'free'. While it is not,
// nothing can be bought: cart adds and increases and the order calls are refused (decision 091).
import type { I18nText } from '../../contract/i18n-text.js';
import type { Db } from '../db/client.js';
import { CartRefusal } from './cart/refusal.js';
import { paymentRows, settingsRow, shippingRows } from './shop-commerce.js';
import { inFiveLangs } from './i18n.js';

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

/**
 * The rule above, read now from the database (inside the caller's transaction when given one).
 * One query after another: a transaction is one connection, and node-postgres warns about (and
 * will refuse) queries sent on it while another is running.
 */
export async function shopAvailableNow(db: Db): Promise<boolean> {
  const payments = await paymentRows(db);
  const shippings = await shippingRows(db);
  const settings = await settingsRow(db);
  return isShopAvailable({ payments, shippingsCount: shippings.length, subStatus: settings.subscriptionStatus });
}

/**
 * Refuses (409 SHOP_UNAVAILABLE, a 'conflict' refusal) anything that would buy while the shop is
 * not available: cart adds, quantity increases, and the checkout's order calls. Removing and
 * decreasing stay allowed, so a customer can always empty the cart (decision 091).
 */
export async function assertShopAvailable(db: Db): Promise<void> {
  if (!(await shopAvailableNow(db))) throw new CartRefusal('conflict', 'SHOP_UNAVAILABLE', SHOP_UNAVAILABLE);
}
