// The seller's data on the shop's row (docs/decisions/235-electronic-invoices.md), kept and read as
// the bank account is (decision 190). Checked when read: malformed data issues no invoice, as none.
import { eq } from 'drizzle-orm';
import { invoiceSellerSchema, type InvoiceSeller } from '../../../contract/invoices.js';
import type { Db } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

export type SellerRead = { seller: InvoiceSeller; problem: null } | { seller: null; problem: string };

/** The shop's seller data, or why there is none to invoice with. */
export async function invoiceSeller(db: Db): Promise<SellerRead> {
  const [row] = await db.select({ invoicing: shops.invoicing }).from(shops).where(eq(shops.id, SHOP_ID)).limit(1);
  if (!row?.invoicing) return { seller: null, problem: "the shop has no seller data (shops.invoicing)" };
  const checked = invoiceSellerSchema.safeParse(row.invoicing);
  if (!checked.success) {
    return { seller: null, problem: `the shop's seller data is malformed: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  }
  return { seller: checked.data, problem: null };
}


/** Writes the seller's data over the shop's (SHOP_INVOICING at start). */
export async function storeInvoiceSeller(db: Db, seller: InvoiceSeller): Promise<void> {
  await db.update(shops).set({ invoicing: seller }).where(eq(shops.id, SHOP_ID));
}
