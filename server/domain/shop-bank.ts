// The account bank transfers go to, kept on the shop's row (docs/decisions/190-bank-transfer-details.md).
import { eq } from 'drizzle-orm';
import type { BankAccount } from '../../contract/orders.js';
import type { Db } from '../db/client.js';
import { shops } from '../db/schema.js';
import { SHOP_ID } from './shop-id.js';

/** The shop's account, or null when none is set (then no order shows transfer details). */
export async function shopBankAccount(db: Db): Promise<BankAccount | null> {
  const [row] = await db.select({ bank: shops.bank }).from(shops).where(eq(shops.id, SHOP_ID)).limit(1);
  return row?.bank ?? null;
}

/**
 * Writes the account SHOP_BANK_* gave at start over the shop's data, so every process and every
 * reader (the order answers, the mail, the sweep's resent mail) sees the same one.
 */
export async function storeBankAccount(db: Db, account: BankAccount): Promise<void> {
  await db.update(shops).set({ bank: account }).where(eq(shops.id, SHOP_ID));
}
