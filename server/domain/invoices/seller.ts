// The seller's data on the shop's row (docs/decisions/235-electronic-invoices.md), kept and read as
// the bank account is (decision 190). Checked when read: malformed data issues no invoice, as none.
import { eq } from 'drizzle-orm';
import { invoiceSellerSchema, type InvoiceSeller } from '../../../contract/invoices.js';
import type { Db } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import { SHOP_ID } from '../shop-id.js';

export type SellerRead = { seller: InvoiceSeller; problem: null } | { seller: null; problem: string };

const NO_SELLER = 'the shop has no seller data (shops.invoicing)';

/** The shop's seller data as stored, checked: null (none given) reads as no seller. */
export function sellerOf(invoicing: unknown): SellerRead {
  if (invoicing === null || invoicing === undefined) return { seller: null, problem: NO_SELLER };
  const checked = invoiceSellerSchema.safeParse(invoicing);
  if (!checked.success) {
    return { seller: null, problem: `the shop's seller data is malformed: ${checked.error.issues.map((i) => `${i.path.join('.') || '(the whole)'}: ${i.message}`).join('; ')}` };
  }
  return { seller: checked.data, problem: null };
}

const storedInvoicing = async (db: Db): Promise<unknown> =>
  (await db.select({ invoicing: shops.invoicing }).from(shops).where(eq(shops.id, SHOP_ID)).limit(1))[0]?.invoicing ?? null;

/** The shop's seller data, or why there is none to invoice with. */
export async function invoiceSeller(db: Db): Promise<SellerRead> {
  return sellerOf(await storedInvoicing(db));
}

/**
 * At start (docs/decisions/260-late-invoice-and-seller-check.md): invoicing is on once the shop holds
 * seller data; held but incomplete or malformed, this throws naming each field, and the server does
 * not start. None held: invoicing is off, which is no fault (an order asking for an invoice then
 * leaves without it, and the staff issue it with POST admin/orders/{id}/invoice once the data are set).
 */
export async function assertSellerAtStart(db: Db): Promise<void> {
  const invoicing = await storedInvoicing(db);
  const problem = invoicing === null ? null : sellerOf(invoicing).problem;
  if (problem !== null) {
    throw new Error(`Invalid seller data of electronic invoices (shops.invoicing, set in the back office's settings or by SHOP_INVOICING): ${problem}`);
  }
}


/** Writes the seller's data over the shop's (SHOP_INVOICING at start). */
export async function storeInvoiceSeller(db: Db, seller: InvoiceSeller): Promise<void> {
  await db.update(shops).set({ invoicing: seller }).where(eq(shops.id, SHOP_ID));
}
