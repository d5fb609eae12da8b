// The settings kept on the shop's own rows: where the new-order mail goes (settings.orders_email,
// read by orders/shop-order-mail.ts), the account of bank transfers (shops.bank, decision 190) and
// the seller of the electronic invoices (shops.invoicing, decision 235). SHOP_BANK_* and
// SHOP_INVOICING, when set, write over the last two at every start: the environment wins.
import { eq } from 'drizzle-orm';
import type { OrdersEmailBody } from '../../../contract/admin-settings.js';
import type { InvoiceSeller } from '../../../contract/invoices.js';
import type { BankAccount } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { settings, shops } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';
import { changeSection } from './section-change.js';

const lockShop = async (tx: Db) =>
  (await tx.select({ bank: shops.bank, invoicing: shops.invoicing }).from(shops).where(eq(shops.id, SHOP_ID)).for('update'))[0];

export function changeOrdersEmail(db: Db, staffId: number, body: OrdersEmailBody): Promise<boolean> {
  return changeSection(db, {
    staffId, section: 'orders-email',
    async lockAndRead(tx) {
      const [row] = await tx.select({ ordersEmail: settings.ordersEmail }).from(settings).where(eq(settings.shopId, SHOP_ID)).for('update');
      return row?.ordersEmail ?? null;
    },
    async write(tx, ordersEmail) {
      await tx.update(settings).set({ ordersEmail }).where(eq(settings.shopId, SHOP_ID));
    },
  }, body.ordersEmail);
}

export function changeBankAccount(db: Db, staffId: number, account: BankAccount): Promise<boolean> {
  return changeSection<BankAccount | null>(db, {
    staffId, section: 'bank',
    lockAndRead: async (tx) => (await lockShop(tx))?.bank ?? null,
    async write(tx, bank) {
      await tx.update(shops).set({ bank }).where(eq(shops.id, SHOP_ID));
    },
  }, account);
}

export function changeInvoiceSeller(db: Db, staffId: number, seller: InvoiceSeller): Promise<boolean> {
  return changeSection<InvoiceSeller | null>(db, {
    staffId, section: 'invoicing',
    lockAndRead: async (tx) => (await lockShop(tx))?.invoicing ?? null,
    async write(tx, invoicing) {
      await tx.update(shops).set({ invoicing }).where(eq(shops.id, SHOP_ID));
    },
  }, seller);
}
